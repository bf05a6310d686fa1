import Foundation
import SwiftUI
import Testing
import WidgetKit

/// `Image.widgetAccentedRenderingMode(_:)` (iOS 18), as Immich's and Ente's widgets use it.
@MainActor
struct AccentedRenderingModeTests {
  /// The accented modes put the image in the accent group, `.desaturated` in the default group;
  /// `.fullColor` and nil change nothing.
  @Test(arguments: [
    (WidgetAccentedRenderingMode?.some(.accented), [EvaluatedModifier.widgetAccentable(true)]),
    (.accentedDesaturated, [.widgetAccentable(true)]),
    (.desaturated, [.widgetAccentable(false)]),
    (.fullColor, []),
    (nil, []),
  ])
  func anImagesAccentedRenderingModeChoosesItsGroup(mode: WidgetAccentedRenderingMode?, modifiers: [EvaluatedModifier]) throws {
    let view = Image("LaunchImage").resizable().widgetAccentedRenderingMode(mode)
    let image = try #require(try ViewEvaluator.evaluate(view, in: EnvironmentValues()).first)
    #expect(image.kind == .image && image.imageName == "LaunchImage")
    #expect(image.modifiers == modifiers)
  }

  @Test func theModesAreApplesFourConstants() {
    let modes: [WidgetAccentedRenderingMode] = [.accented, .accentedDesaturated, .desaturated, .fullColor]
    #expect(Set(modes).count == 4)
    #expect(modes.map(\.description) == ["accented", "accentedDesaturated", "desaturated", "fullColor"])
  }
}
