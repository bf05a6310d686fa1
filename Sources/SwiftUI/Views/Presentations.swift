// Alerts, dialogs, sheets and covers, drawn when they are up at a snapshot, as iOS's snapshot
// shows them: an alert's box in the middle and a dialog's at the bottom, over a dimmed screen; a
// sheet's content over the screen below the status bar; a cover's over all of it. A presentation
// that is not up adds nothing.

extension View {
  // Alerts.
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    presenting(isPresented.wrappedValue, _AlertBox(title: Text(titleKey), message: EmptyView(), actions: actions(), atBottom: false))
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    presenting(isPresented.wrappedValue, _AlertBox(title: Text(title), message: EmptyView(), actions: actions(), atBottom: false))
  }
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presenting(isPresented.wrappedValue, _AlertBox(title: Text(titleKey), message: message(), actions: actions(), atBottom: false))
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presenting(isPresented.wrappedValue, _AlertBox(title: Text(title), message: message(), actions: actions(), atBottom: false))
  }
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let box = data.map { _AlertBox(title: Text(titleKey), message: message($0), actions: actions($0), atBottom: false) }
    return presenting(isPresented.wrappedValue, box)
  }
  /// An alert about `data`, titled with a string.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let box = data.map { _AlertBox(title: Text(title), message: message($0), actions: actions($0), atBottom: false) }
    return presenting(isPresented.wrappedValue, box)
  }
  /// An alert titled with a `Text`.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    presenting(isPresented.wrappedValue, _AlertBox(title: title, message: EmptyView(), actions: actions(), atBottom: false))
  }
  /// An alert titled with a `Text`, with a message.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presenting(isPresented.wrappedValue, _AlertBox(title: title, message: message(), actions: actions(), atBottom: false))
  }
  /// An alert in SwiftUI's first form.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    presenting(isPresented.wrappedValue, content().box)
  }
  /// An alert for an item, up while the item is not nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    presenting(item.wrappedValue != nil, item.wrappedValue.map { content($0).box })
  }

  // Confirmation dialogs: an action sheet at the bottom, titled when the title is visible.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let title = titleVisibility == .visible ? Text(titleKey) : nil
    return presenting(isPresented.wrappedValue, _AlertBox(title: title, message: EmptyView(), actions: actions(), atBottom: true))
  }
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let title = titleVisibility == .visible ? Text(titleKey) : nil
    return presenting(isPresented.wrappedValue, _AlertBox(title: title, message: message(), actions: actions(), atBottom: true))
  }

  // Sheets, covers and popovers (a popover is a sheet on iPhone).
  public func sheet<Sheet: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Sheet)
    -> some View
  { presenting(isPresented.wrappedValue, isPresented.wrappedValue ? _SheetScreen(content: content(), fullScreen: false) : nil) }
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(item.wrappedValue != nil, item.wrappedValue.map { _SheetScreen(content: content($0), fullScreen: false) })
  }
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(isPresented.wrappedValue, isPresented.wrappedValue ? _SheetScreen(content: content(), fullScreen: true) : nil)
  }
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(item.wrappedValue != nil, item.wrappedValue.map { _SheetScreen(content: content($0), fullScreen: true) })
  }
  public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
    presenting(isPresented.wrappedValue, isPresented.wrappedValue ? _SheetScreen(content: content(), fullScreen: false) : nil)
  }

  /// This view with `presentation` over it when `isUp`.
  private func presenting<P: View>(_ isUp: Bool, _ presentation: P?) -> _PresentingView<Self, P> {
    _PresentingView(content: self, presentation: isUp ? presentation : nil)
  }
}

/// A view with what it presents over it, when something is up.
public struct _PresentingView<Content: View, Presentation: View>: View, PrimitiveView {
  let content: Content
  let presentation: Presentation?
  public var body: Never { fatalError("_PresentingView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var nodes = try context.evaluate(content)
    guard let presentation, !nodes.isEmpty else { return nodes }
    nodes[nodes.count - 1].modifiers.append(.overlay(try context.evaluate(presentation)))
    return nodes
  }
}

/// An alert's or a dialog's box over a dimmed screen: its title, its message, its buttons' labels.
public struct _AlertBox<Message: View, Actions: View>: View {
  let title: Text?
  let message: Message
  let actions: Actions
  /// A confirmation dialog's box sits at the bottom, an alert's in the middle.
  let atBottom: Bool

  public var body: some View {
    VStack(spacing: 12) {
      if let title { title.font(.headline) }
      message.font(.footnote)
      actions
    }
    .padding(16)
    .frame(maxWidth: atBottom ? .infinity : 270)
    .background(Color.white)
    .cornerRadius(14)
    .padding(atBottom ? 8 : 0)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: atBottom ? .bottom : .center)
    .background(Color.black.opacity(0.2))
  }
}

/// A sheet's or a cover's screen: its content from the top, on an opaque background that hides
/// what it covers; a sheet's starts below the status bar.
public struct _SheetScreen<Content: View>: View {
  let content: Content
  let fullScreen: Bool

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      content
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background(Color.white)
    .padding(.top, fullScreen ? 0 : 54)
  }
}

/// An alert in SwiftUI's first form, as SwiftUI's `Alert`: drawn as the alerts above are.
public struct Alert {
  /// A button of an alert, as SwiftUI's `Alert.Button`.
  public struct Button {
    /// The label; nil for the system's "Cancel".
    let label: Text?
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
  }

  let title: Text
  let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// The box this alert is drawn as; with no button given, iOS shows "OK".
  @MainActor
  var box: _AlertBox<Text?, _AlertButtons> {
    _AlertBox(title: title, message: message, actions: _AlertButtons(labels: buttons.isEmpty ? [Text("OK")] : buttons.map { $0.label ?? Text("Cancel") }), atBottom: false)
  }
}

/// The buttons of an `Alert`, as their labels in a column.
public struct _AlertButtons: View {
  let labels: [Text]
  public var body: some View {
    VStack(spacing: 8) {
      ForEach(0..<labels.count, id: \.self) { labels[$0] }
    }
  }
}
