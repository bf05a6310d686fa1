public import Foundation

// Buttons, links and toggles, as SwiftUI declares them. A widget's controls are drawn, not
// pressed here: each evaluates to its label, whose text a person reads.

/// A control that runs an action, as SwiftUI's `Button`.
public struct Button<Label: View>: View, PrimitiveView {
  let label: Label
  var role: ButtonRole?
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
  }
  public var body: Never { fatalError("Button has no body") }
  /// Its label, or what an app's own button style makes of it.
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    switch context.environment.customButtonStyle {
    case nil:
      return try context.evaluate(label)
    case .primitive(let style)?:
      let body = style.styledBody(PrimitiveButtonStyleConfiguration(label: AnyView(label), role: role))
      return try context.evaluateStyled(body, clearing: \.customButtonStyle)
    case .plain(let style)?:
      let body = style.styledBody(ButtonStyleConfiguration(label: AnyView(label), isPressed: false, role: role))
      return try context.evaluateStyled(body, clearing: \.customButtonStyle)
    }
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { label = Text(titleKey) }
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    label = Text(titleKey)
    self.role = role
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { label = Text(title) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    label = Text(title)
    self.role = role
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button titled with a localized key beside a symbol (iOS 17).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
    label = SwiftUI.Label(titleKey, systemImage: systemImage)
  }
  /// A button titled with a string beside a symbol (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
    label = SwiftUI.Label(title, systemImage: systemImage)
  }
  /// A button with a role, titled with a localized key beside a symbol (iOS 17).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    label = SwiftUI.Label(titleKey, systemImage: systemImage)
    self.role = role
  }
}

/// The button that switches a list in and out of editing, as SwiftUI's `EditButton`: "Edit".
public struct EditButton: View, PrimitiveView {
  public init() {}
  public var body: Never { fatalError("EditButton has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(Text("Edit")) }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// A style for buttons that draws the whole button, as SwiftUI's `PrimitiveButtonStyle`: the
/// built-in ones by name, or an app's own, whose `makeBody` draws it from its label.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The built-in style's name; nil for an app's own style.
  var _builtInName: String? { get }
}

extension PrimitiveButtonStyle {
  public var _builtInName: String? { nil }
}

/// A style that draws a button's label, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public let label: AnyView
  public let isPressed: Bool
  public let role: ButtonRole?
}

/// A built-in button style.
public struct NamedButtonStyle: PrimitiveButtonStyle, Sendable {
  let name: String
  public var _builtInName: String? { name }
  /// The button in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(role: configuration.role, action: {}) { configuration.label }.buttonStyle(self)
  }
}

extension PrimitiveButtonStyle where Self == NamedButtonStyle {
  public static var automatic: NamedButtonStyle { NamedButtonStyle(name: "automatic") }
  public static var plain: NamedButtonStyle { NamedButtonStyle(name: "plain") }
  public static var borderless: NamedButtonStyle { NamedButtonStyle(name: "borderless") }
  public static var bordered: NamedButtonStyle { NamedButtonStyle(name: "bordered") }
  public static var borderedProminent: NamedButtonStyle { NamedButtonStyle(name: "borderedProminent") }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let circle = ButtonBorderShape(name: "circle")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

extension View {
  /// Draws the buttons inside in `style`: a built-in one by name, an app's own by its `makeBody`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environmentChange { $0.customButtonStyle = style._builtInName == nil ? .primitive(style) : nil }
  }
  /// Draws the buttons inside with the label `style` makes of theirs.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { environmentChange { $0.customButtonStyle = .plain(style) } }
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { unrecorded() }
  public func controlSize(_ controlSize: ControlSize) -> some View { unrecorded() }
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// A link to a URL, as SwiftUI's `Link`: in a medium or large widget, a tap opens it.
public struct Link<Label: View>: View, PrimitiveView {
  let label: Label
  /// Where the link goes.
  public let destination: URL
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
  public var body: Never { fatalError("Link has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(label) }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A control that turns something on or off, as SwiftUI's `Toggle`: its label, or what an app's
/// own toggle style makes of it and of whether it is on.
public struct Toggle<Label: View>: View, PrimitiveView {
  let label: Label
  let isOn: Binding<Bool>
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
  public var body: Never { fatalError("Toggle has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    guard let style = context.environment.customToggleStyle else { return try context.evaluateLabel(label) }
    let body = style.styledBody(ToggleStyleConfiguration(label: AnyView(label), isOn: isOn))
    return try context.evaluateStyled(body, clearing: \.customToggleStyle)
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// A style for toggles, as SwiftUI's `ToggleStyle`: the built-in ones by name, or an app's own,
/// whose `makeBody` draws the toggle from its label and whether it is on.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The built-in style's name; nil for an app's own style.
  var _builtInName: String? { get }
}

extension ToggleStyle {
  public var _builtInName: String? { nil }
}

/// A built-in toggle style.
public struct NamedToggleStyle: ToggleStyle, Sendable {
  let name: String
  public var _builtInName: String? { name }
  /// The toggle in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
}

extension ToggleStyle where Self == NamedToggleStyle {
  public static var automatic: NamedToggleStyle { NamedToggleStyle(name: "automatic") }
  public static var button: NamedToggleStyle { NamedToggleStyle(name: "button") }
  public static var `switch`: NamedToggleStyle { NamedToggleStyle(name: "switch") }
}

extension View {
  /// Draws the toggles inside in `style`: a built-in one by name, an app's own by its `makeBody`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environmentChange { $0.customToggleStyle = style._builtInName == nil ? style : nil }
  }
}
