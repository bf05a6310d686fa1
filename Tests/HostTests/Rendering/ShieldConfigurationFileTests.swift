import Foundation
import HostProtocol
import Testing

@testable import ShieldRendering

extension RenderingTests {
  @Suite struct ShieldConfigurationFileTests {
    func decode(_ json: String) throws(RenderError) -> ShieldConfigurationFile {
      try ShieldConfigurationFile.decode(Data(json.utf8), path: "shield.json")
    }

    @Test func aBareConfigurationDecodes() throws {
      let file = try decode(
        #"{"backgroundBlurStyle": 2, "title": {"text": "Hi", "color": {"red": 1, "green": 1, "blue": 1, "alpha": 1}}}"#)
      #expect(file.configuration?.backgroundBlurStyle == ShieldBlurStyle(rawValue: 2))
      #expect(file.configuration?.title?.text == "Hi")
      #expect(!file.isSystemDefault)
      #expect(file.warnings.isEmpty)
    }

    @Test func aResultObjectDecodes() throws {
      let file = try decode(#"{"configuration": {"secondaryButtonSubmenuItems": ["a"]}, "isSystemDefault": true}"#)
      #expect(file.configuration?.secondaryButtonSubmenuItems == ["a"])
      #expect(file.isSystemDefault)
    }

    @Test func aNullConfigurationMeansTheSystemShield() throws {
      let file = try decode(#"{"configuration": null, "isSystemDefault": false}"#)
      #expect(file.configuration == nil)
    }

    @Test func theWireEncodingRoundTrips() throws {
      let data = try JSONEncoder().encode(RenderingSamples.windDown)
      let file = try ShieldConfigurationFile.decode(data, path: "x.json")
      #expect(file.configuration == RenderingSamples.windDown)
    }

    @Test func unknownKeysAreWarnedAbout() throws {
      let file = try decode(#"{"titel": {"text": "typo"}, "backgroundBlurStyle": 1}"#)
      #expect(file.warnings == ["shield.json: unknown key 'titel' in ShieldConfiguration is ignored"])
    }

    @Test func invalidJSONNamesTheFile() {
      #expect {
        try decode("{ not json")
      } throws: { error in
        let description = "\(error)"
        return description
          == "shield.json: not a shield configuration: not valid JSON: invalid value at line 1, column 3"
      }
    }

    /// Valid JSON whose blur style no `Int` holds: `JSONDecoder` calls it "not valid JSON" with no
    /// path; the message names the key and the value instead.
    @Test(arguments: [
      (#"{"backgroundBlurStyle": 1e300}"#, "1e+300"), (#"{"backgroundBlurStyle": 2.5}"#, "2.5"),
      (#"{"configuration": {"backgroundBlurStyle": -1e19}, "isSystemDefault": false}"#, "-1e+19"),
    ])
    func aBlurStyleNoIntHoldsIsNamedNotCalledInvalidJSON(json: String, written: String) {
      #expect {
        try decode(json)
      } throws: { error in
        "\(error)" == "shield.json: not a shield configuration: at backgroundBlurStyle: \(written) is not a whole number; "
          + "UIBlurEffect.Style's raw values are 0...20"
      }
    }

    @Test func aWrongTypeNamesThePath() {
      #expect {
        try decode(#"{"backgroundColor": {"red": "high", "green": 0, "blue": 0, "alpha": 1}}"#)
      } throws: { error in
        "\(error)".contains("at backgroundColor.red: expected a number")
      }
    }

    @Test func aMissingFieldNamesTheKey() {
      #expect {
        try decode(#"{"title": {"text": "no colour"}}"#)
      } throws: { error in
        "\(error)".contains("missing key 'color'") && "\(error)".contains("at title")
      }
    }

    @Test func aTopLevelArrayIsRejected() {
      #expect(throws: RenderError.self) { try decode("[1, 2]") }
    }

    @Test func aMissingFileSaysSo() {
      #expect(throws: RenderError.cannotRead(path: "/nonexistent/shield.json", reason: "No such file or directory")) {
        try ShieldConfigurationFile.load(path: "/nonexistent/shield.json")
      }
    }

    /// A device or a folder is named for what it is, never read without end.
    @Test func aFileThatIsNoRegularFileSaysWhatItIs() {
      #expect(throws: RenderError.cannotRead(path: "/dev/zero", reason: "is a character device, not a regular file")) {
        try ShieldConfigurationFile.load(path: "/dev/zero")
      }
      #expect(throws: RenderError.cannotRead(path: "/tmp", reason: "is a directory")) {
        try ShieldConfigurationFile.load(path: "/tmp")
      }
    }

    @Test func renderWarningsCoverWhatIOSWouldDoDifferently() {
      let configuration = ShieldConfiguration(
        backgroundBlurStyle: ShieldBlurStyle(rawValue: 42),
        backgroundColor: ShieldColor(red: 2, green: 0, blue: 0),
        icon: ShieldIcon(data: Data([1, 2, 3])),
        secondaryButtonSubmenuItems: ["1", "2", "3", "4"])
      let warnings = configuration.renderWarnings
      #expect(warnings.count == 5, "\(warnings)")
      #expect(warnings.contains { $0.hasPrefix("backgroundColor has components outside 0...1") })
      #expect(warnings.contains { $0.contains("42 is not a UIBlurEffect.Style") })
      #expect(warnings.contains { $0.contains("iOS shows only the first 3") })
      #expect(warnings.contains { $0.contains("without a secondaryButtonLabel") })
      #expect(warnings.contains { $0.hasPrefix("icon.data (3 bytes)") })
      #expect(RenderingSamples.windDown.renderWarnings.isEmpty)
    }
  }
}
