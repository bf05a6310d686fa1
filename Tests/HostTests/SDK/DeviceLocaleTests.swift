import BundleResources
import Foundation
import Testing

import SwiftUI

/// Views format with the phone's region format, not Linux Foundation's `Locale.current`
/// (`en_001` whatever the variables say, which writes `US$12.50` and `1 Jan 1970`).
@Suite @MainActor
struct DeviceLocaleTests {
  @Test(arguments: [
    ([:], "en_US"),
    (["LANG": "C.UTF-8"], "en_US"),
    (["LANG": "POSIX"], "en_US"),
    (["LANG": "de_DE.UTF-8"], "de_DE"),
    (["LANG": "de_DE.UTF-8", "LC_ALL": "fr_CA.UTF-8"], "fr_CA"),
    (["LANG": "sr_RS.UTF-8@latin"], "sr_RS"),
    (["LC_ALL": "", "LANG": "ja_JP"], "ja_JP"),
  ] as [([String: String], String)])
  func theRegionComesFromThePOSIXVariables(_ variables: [String: String], _ identifier: String) {
    #expect(DeviceLocale.identifier { variables[$0] } == identifier)
  }

  @Test func aViewFormatsWithTheDevicesLocaleByDefault() throws {
    #expect(EnvironmentValues().locale.identifier == DeviceLocale.current.identifier)
    #expect(DeviceLocale.current.identifier != "en_001")
    let expected = 12.5.formatted(.currency(code: "USD").locale(DeviceLocale.current))
    let texts = try ViewEvaluator.evaluate(Text(12.5, format: .currency(code: "USD")), in: EnvironmentValues())
      .flatMap(\.allNodes).compactMap(\.text)
    #expect(texts == [expected])
  }
}
