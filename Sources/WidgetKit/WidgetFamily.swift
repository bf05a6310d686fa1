public import SwiftUI

/// The size and place of a widget, as WidgetKit's `WidgetFamily`: the home screen's system
/// families and the Lock Screen's accessory families.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge
  case accessoryCircular, accessoryRectangular, accessoryInline

  /// The name WidgetKit writes (`systemSmall`).
  public var description: String {
    switch self {
    case .systemSmall: "systemSmall"
    case .systemMedium: "systemMedium"
    case .systemLarge: "systemLarge"
    case .systemExtraLarge: "systemExtraLarge"
    case .accessoryCircular: "accessoryCircular"
    case .accessoryRectangular: "accessoryRectangular"
    case .accessoryInline: "accessoryInline"
    }
  }

  /// The family named `name` (`systemSmall`), nil for another name.
  public init?(name: String) {
    guard let family = Self.allCases.first(where: { $0.description == name }) else { return nil }
    self = family
  }

  /// Whether the family is the Lock Screen's (accessory); system families are seen locked only in StandBy.
  public var isAccessory: Bool { rawValue >= WidgetFamily.accessoryCircular.rawValue }

  /// The families a configuration supports when it names none: every system family but extra
  /// large (an iPad family), as on iPhone.
  static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

  /// The size in points on a 390-by-844 iPhone (iPhone 14), as Apple's design resources give it.
  public var displaySize: CGSize {
    switch self {
    case .systemSmall: CGSize(width: 170, height: 170)
    case .systemMedium: CGSize(width: 364, height: 170)
    case .systemLarge: CGSize(width: 364, height: 382)
    case .systemExtraLarge: CGSize(width: 715, height: 338)
    case .accessoryCircular: CGSize(width: 76, height: 76)
    case .accessoryRectangular: CGSize(width: 172, height: 76)
    case .accessoryInline: CGSize(width: 257, height: 26)
    }
  }

  /// The margins WidgetKit keeps around the content (iOS 17) unless the configuration says
  /// `contentMarginsDisabled()`: 16 points on the home screen's families on iPhone, none on the
  /// Lock Screen's, whose families are already the size of their content.
  package var defaultContentMargins: EdgeInsets {
    isAccessory ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
  }
}

/// How the system draws a widget's colours, as WidgetKit's `WidgetRenderingMode`.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
  let name: String
  init(name: String) { self.name = name }
  /// Every colour as written (the home screen).
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  /// Two groups, the accented views tinted (a tinted home screen).
  public static let accented = WidgetRenderingMode(name: "accented")
  /// Desaturated over the wallpaper (the Lock Screen).
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
  public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
private struct WidgetRenderingModeKey: EnvironmentKey { static var defaultValue: WidgetRenderingMode { .fullColor } }
private struct WidgetContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}
private struct ShowsContainerBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
  /// The family the widget is drawn in. Read-only, as in WidgetKit: the system sets it.
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
  }

  /// How the system draws the widget's colours. Read-only: the system sets it.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
  }

  /// Whether the widget's container background is drawn (false in StandBy and on the Lock Screen).
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsContainerBackgroundKey.self] }
  }

  /// Sets what the system sets for a widget.
  package mutating func setWidget(family: WidgetFamily, renderingMode: WidgetRenderingMode, showsContainerBackground: Bool) {
    self[WidgetFamilyKey.self] = family
    self[WidgetRenderingModeKey.self] = renderingMode
    self[ShowsContainerBackgroundKey.self] = showsContainerBackground
    containerSize = family.displaySize
    widgetFamilyName = family.description
    self[WidgetContentMarginsKey.self] = family.defaultContentMargins
  }

  /// The margins WidgetKit keeps around a widget's content (iOS 17), by family (`WidgetFamily.defaultContentMargins`),
  /// also when the widget disabled them and applies them itself.
  public var widgetContentMargins: EdgeInsets {
    get { self[WidgetContentMarginsKey.self] }
  }
}

extension ContainerBackgroundPlacement {
  /// The widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// The system's backdrop behind an accessory widget's content, as WidgetKit's `AccessoryWidgetBackground`.
public struct AccessoryWidgetBackground: View {
  public init() {}
  public var body: some View { _AccessoryBackdrop() }
}
