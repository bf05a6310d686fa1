package import HostProtocol
package import SwiftUI

/// One environment the host draws a widget in: the device state's redaction reasons, colour
/// scheme, dimming, rendering mode and container background, read from the host's
/// `WidgetEnvironment`.
package struct WidgetEnvironmentVariant: Hashable, Sendable {
  package var reasons: RedactionReasons
  package var colorScheme: ColorScheme
  package var isLuminanceReduced: Bool
  /// nil for the family's usual mode.
  package var renderingMode: WidgetRenderingMode?
  /// nil for the family's usual (drawn on the home screen, not on the Lock Screen).
  package var showsContainerBackground: Bool?

  package init(
    reasons: RedactionReasons = [], colorScheme: ColorScheme = .light, isLuminanceReduced: Bool = false,
    renderingMode: WidgetRenderingMode? = nil, showsContainerBackground: Bool? = nil
  ) {
    self.reasons = reasons
    self.colorScheme = colorScheme
    self.isLuminanceReduced = isLuminanceReduced
    self.renderingMode = renderingMode
    self.showsContainerBackground = showsContainerBackground
  }

  /// `environment` as the host sent it; a redaction reason SwiftUI does not name is an invalid request.
  package init(_ environment: WidgetEnvironment) throws(JSONRPCError) {
    var reasons: RedactionReasons = []
    for name in environment.redactionReasons {
      guard let reason = RedactionReasons.named.first(where: { $0.name == name })?.reason else {
        throw JSONRPCError(.invalidParams, "unknown redaction reason '\(name)'")
      }
      reasons.insert(reason)
    }
    self.init(
      reasons: reasons, colorScheme: environment.colorScheme == "dark" ? .dark : .light,
      isLuminanceReduced: environment.isLuminanceReduced, renderingMode: environment.renderingMode.map(WidgetRenderingMode.init(name:)),
      showsContainerBackground: environment.showsContainerBackground)
  }

  /// The environment values WidgetKit sets for `family` in this variant, at `now`.
  package func values(family: WidgetFamily, now: Date) -> EnvironmentValues {
    WidgetEvaluation.environment(
      family: family, reasons: reasons, colorScheme: colorScheme, isLuminanceReduced: isLuminanceReduced,
      renderingMode: renderingMode, showsContainerBackground: showsContainerBackground, now: now)
  }
}
