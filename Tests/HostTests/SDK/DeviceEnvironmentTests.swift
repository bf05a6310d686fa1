import Foundation
import SwiftUI
import Testing
import UIKit

/// What a view reads of the phone it is drawn on: a portrait iPhone with the accessibility
/// settings off, unless a view sets what SwiftUI lets it set.
@MainActor
struct DeviceEnvironmentTests {
  struct Reader: View {
    @Environment(\.horizontalSizeClass) private var width
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var weight
    @Environment(\.displayScale) private var scale
    @Environment(\.isEnabled) private var enabled
    var body: some View {
      VStack {
        Text(width == .compact ? "compact" : "regular")
        Text(contrast == .standard ? "standard contrast" : "increased contrast")
        Text(weight == .bold ? "bold" : "regular weight")
        Text("scale \(Int(scale))")
        Text(enabled ? "enabled" : "disabled")
      }
    }
  }

  static func texts(_ view: some View) throws -> [String] {
    try ViewEvaluator.evaluate(view, in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.text)
  }

  @Test func aPortraitIPhoneWithTheSettingsOffUnlessAViewSetsThem() throws {
    let plain = try Self.texts(Reader())
    #expect(plain == ["compact", "standard contrast", "regular weight", "scale 3", "enabled"], "\(plain)")
    let set = Reader().environment(\.horizontalSizeClass, .regular).environment(\.isEnabled, false)
    #expect(try Self.texts(set) == ["regular", "standard contrast", "regular weight", "scale 3", "disabled"])
  }

  enum Theme { case plain, night }
  struct ThemeKey: EnvironmentKey {
    static var defaultValue: Theme? { .plain }
  }

  struct ThemeReader: View {
    @Environment(\.theme) private var theme
    var body: some View { Text(theme.map { "\($0)" } ?? "none") }
  }

  /// An app's own key whose value is optional keeps a default that is not nil, and a view may
  /// still set nil.
  @Test func anOptionalKeyKeepsItsDefaultUntilAViewSetsIt() throws {
    #expect(try Self.texts(ThemeReader()) == ["plain"])
    #expect(try Self.texts(ThemeReader().environment(\.theme, .night)) == ["night"])
    #expect(try Self.texts(ThemeReader().environment(\.theme, nil)) == ["none"])
  }

  @Test func aUserActivityKeepsWhatItIsGiven() {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/item/7")
    activity.userInfo = ["a": 1]
    activity.addUserInfoEntries(from: ["b": 2, "a": 3])
    #expect(activity.activityType == "NSUserActivityTypeBrowsingWeb")
    #expect(activity.userInfo?["a"] as? Int == 3)
    #expect(activity.userInfo?["b"] as? Int == 2)
    #expect(activity.webpageURL?.path == "/item/7")
  }
}

extension EnvironmentValues {
  var theme: DeviceEnvironmentTests.Theme? {
    get { self[DeviceEnvironmentTests.ThemeKey.self] }
    set { self[DeviceEnvironmentTests.ThemeKey.self] = newValue }
  }
}
