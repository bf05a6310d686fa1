public import SwiftUI

/// How an `Image` is drawn in the accented rendering mode (a tinted Home Screen, iOS 18), as
/// WidgetKit's `WidgetAccentedRenderingMode`, set with `Image.widgetAccentedRenderingMode(_:)`.
public struct WidgetAccentedRenderingMode: Hashable, Sendable, CustomStringConvertible {
  /// The mode's name, as Apple's static property names it.
  public let description: String

  private init(_ name: String) { description = name }

  /// In the accent group: the same as `widgetAccentable()`.
  public static let accented = WidgetAccentedRenderingMode("accented")
  /// Its luminance as alpha, tinted with the accent group's colour.
  public static let accentedDesaturated = WidgetAccentedRenderingMode("accentedDesaturated")
  /// Its luminance as alpha, tinted with the default group's colour.
  public static let desaturated = WidgetAccentedRenderingMode("desaturated")
  /// Drawn in full colour, untinted (iOS only).
  public static let fullColor = WidgetAccentedRenderingMode("fullColor")

  /// Whether the image joins the accent group rather than the default one.
  var isInAccentGroup: Bool { self == .accented || self == .accentedDesaturated }
}

extension Image {
  /// How the image is drawn in the accented rendering mode, as SwiftUI's
  /// `widgetAccentedRenderingMode(_:)` (iOS 18). `.accented` and `.accentedDesaturated` put the
  /// image in the accent group (recorded as `widgetAccentable()`), `.desaturated` in the default
  /// group; `.fullColor` and nil leave it as it is. The host does not tint or desaturate images:
  /// in the other rendering modes, as on a device, the mode changes nothing.
  @MainActor @preconcurrency @ViewBuilder
  public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
    if let renderingMode, renderingMode != .fullColor {
      widgetAccentable(renderingMode.isInAccentGroup)
    } else {
      self
    }
  }
}
