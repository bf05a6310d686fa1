import Foundation

extension ShieldSVGRenderer {
  /// The picture of a visit: one screen for a single frame, a captioned strip for several (a
  /// `.defer` and its redraws), a strip saying "No shield was shown" for none. `notifications`
  /// arrive over the last screen, as banners.
  public static func svg(
    frames: [(caption: String, shield: ResolvedShield)], appearance: Appearance, notifications: [NotificationBanner] = []
  ) -> String {
    if frames.count == 1, let only = frames.first {
      return svg(for: only.shield, appearance: appearance, notifications: notifications)
    }
    return svgStrip(frames: frames, appearance: appearance, notifications: notifications)
  }
}
