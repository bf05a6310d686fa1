public import AppIntents
public import SwiftUI

// The controls of an interactive widget (iOS 17), as SwiftUI declares them with AppIntents: a
// button or toggle that runs an intent. Evaluated as its label; the host does not press it.
extension Button {
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { self.init(action: {}, label: label) }
}

extension Button where Label == Text {
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { self.init(titleKey, action: {}) }
  @_disfavoredOverload
  public init<S: StringProtocol, I: AppIntent>(_ title: S, intent: I) { self.init(title, action: {}) }
}

extension Toggle {
  public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) { self.init(isOn: .constant(isOn), label: label) }
}

extension Toggle where Label == Text {
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) { self.init(titleKey, isOn: .constant(isOn)) }
}
