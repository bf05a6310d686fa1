/// A title with an icon, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyleName) private var styleName

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    HStack {
      if styleName != "titleOnly" { icon }
      if styleName != "iconOnly" { title }
    }
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
}

/// How labels show, as SwiftUI's `LabelStyle` (`.iconOnly`, `.titleOnly`, `.titleAndIcon`).
public protocol LabelStyle: Sendable {
  var name: String { get }
}

/// A built-in label style.
public struct BuiltInLabelStyle: LabelStyle {
  public let name: String
}

extension LabelStyle where Self == BuiltInLabelStyle {
  public static var iconOnly: BuiltInLabelStyle { BuiltInLabelStyle(name: "iconOnly") }
  public static var titleOnly: BuiltInLabelStyle { BuiltInLabelStyle(name: "titleOnly") }
  public static var titleAndIcon: BuiltInLabelStyle { BuiltInLabelStyle(name: "titleAndIcon") }
  public static var automatic: BuiltInLabelStyle { BuiltInLabelStyle(name: "automatic") }
}
