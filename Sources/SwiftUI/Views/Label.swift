/// A title with an icon, as SwiftUI's `Label`: both side by side, or one of them in the
/// `.titleOnly` and `.iconOnly` styles, or what an app's own label style makes of them.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { fatalError("Label has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    if let style = context.environment.customLabelStyle {
      let body = style.styledBody(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon)))
      return try context.evaluateStyled(body, clearing: \.customLabelStyle)
    }
    let styleName = context.environment.labelStyleName
    return try context.evaluate(
      HStack {
        if styleName != "titleOnly" { icon }
        if styleName != "iconOnly" { title }
      })
  }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
  /// A label whose icon is an image of the asset catalog, by its generated symbol (`image: .solstice`).
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}

/// How labels show, as SwiftUI's `LabelStyle`: the built-in `.iconOnly`, `.titleOnly`,
/// `.titleAndIcon`, or an app's own, whose `makeBody` draws the label from its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The built-in style's name; nil for an app's own style.
  var _builtInName: String? { get }
}

extension LabelStyle {
  public var _builtInName: String? { nil }
}

/// A built-in label style.
public struct BuiltInLabelStyle: LabelStyle, Sendable {
  public let name: String
  public var _builtInName: String? { name }
  /// The label in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Label { configuration.title } icon: { configuration.icon }.labelStyle(self)
  }
}

extension LabelStyle where Self == BuiltInLabelStyle {
  public static var iconOnly: BuiltInLabelStyle { BuiltInLabelStyle(name: "iconOnly") }
  public static var titleOnly: BuiltInLabelStyle { BuiltInLabelStyle(name: "titleOnly") }
  public static var titleAndIcon: BuiltInLabelStyle { BuiltInLabelStyle(name: "titleAndIcon") }
  public static var automatic: BuiltInLabelStyle { BuiltInLabelStyle(name: "automatic") }
}
