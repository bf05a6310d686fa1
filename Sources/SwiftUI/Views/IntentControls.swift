public import AppIntents

// The controls that run an App Intent (iOS 17), as SwiftUI declares them with AppIntents (its
// cross-import overlay: a file that imports SwiftUI and AppIntents sees them, without WidgetKit):
// an interactive widget's button or toggle. Evaluated as its label (or the toggle style's body);
// the host does not press it.
extension Button {
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { self.init(action: {}, label: label) }
  /// A button with a role (`.destructive`, `.cancel`) that runs `intent`.
  public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
    self.init(role: role, action: {}, label: label)
  }
}

extension Button where Label == Text {
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { self.init(titleKey, action: {}) }
  @_disfavoredOverload
  public init<S: StringProtocol, I: AppIntent>(_ title: S, intent: I) { self.init(title, action: {}) }
  /// A titled button with a role that runs `intent`.
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: I) { self.init(titleKey, role: role, action: {}) }
  @_disfavoredOverload
  public init<S: StringProtocol, I: AppIntent>(_ title: S, role: ButtonRole?, intent: I) { self.init(title, role: role, action: {}) }
}

extension Toggle {
  public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) { self.init(isOn: .constant(isOn), label: label) }
}

extension Toggle where Label == Text {
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) { self.init(titleKey, isOn: .constant(isOn)) }
}
