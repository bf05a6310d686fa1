// A scroll view's reader, a control group and a colour well, as an app's screens use them: the
// snapshot shows a scrolled view from its top (nothing is scrolled here), a control group's
// controls in a row, and a colour picker's label beside its colour.

/// Gives its content a proxy to scroll with, as SwiftUI's `ScrollViewReader`: its content.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  let content: Content

  /// A reader whose content scrolls with `proxy`.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }

  public var body: Never { fatalError("ScrollViewReader has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(content) }
}

/// Scrolls a scroll view to a view, as SwiftUI's `ScrollViewProxy`. A snapshot shows a scroll
/// view from its top, so `scrollTo(_:anchor:)` moves nothing here.
public struct ScrollViewProxy: Sendable {
  /// Scrolls to the view with `id` (accepted).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Controls shown together, as SwiftUI's `ControlGroup`: its controls in a row.
public struct ControlGroup<Content: View>: View, PrimitiveView {
  let content: Content

  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { fatalError("ControlGroup has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [EvaluatedView(kind: .hstack, typeName: "ControlGroup", children: try context.evaluate(content))]
  }
}

/// A colour setting, as SwiftUI's `ColorPicker`: its label, then a swatch of the colour.
public struct ColorPicker<Label: View>: View, PrimitiveView {
  let color: Color
  let label: Label

  /// A picker of `selection`, labelled by `label`.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    color = selection.wrappedValue
    self.label = label()
  }

  public var body: Never { fatalError("ColorPicker has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let swatch = try context.evaluate(Circle().fill(color).frame(width: 28, height: 28))
    var row = EvaluatedView(
      kind: .hstack, typeName: "ColorPicker",
      children: try context.evaluateLabel(label) + [EvaluatedView(kind: .spacer, typeName: "Spacer")] + swatch)
    row.spacing = 8
    return [row]
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  /// A colour picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
