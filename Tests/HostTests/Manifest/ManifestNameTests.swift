import ExtensionManifest
import Testing

/// The one grammar lint and the launch check share for names that become file names.
@Suite struct ManifestNameTests {
  @Test(arguments: [
    ("group.com.example.app", ManifestName.Kind.appGroup),
    ("group.a", .appGroup),
    ("group.Focus-App.2", .appGroup),
    ("com.example.app.ShieldAction", .bundleIdentifier),
    ("com.example.Focus-App", .bundleIdentifier),
    ("ShieldActionExt", .executable),
    ("Shield Action", .executable),
    ("Écran", .executable),
    ("default", .storeName),
    ("Evening focus 🌙", .storeName),
    ("com.example.store/with.slash", .storeName),  // never a path: a member of the stores file
  ])
  func aValidNameHasNoViolation(_ name: String, _ kind: ManifestName.Kind) {
    #expect(ManifestName.violation(name, as: kind) == nil)
  }

  @Test(arguments: [
    ("../../../../../victim", ManifestName.Kind.appGroup, "is not an iOS App Group"),
    ("group.x/../../..", .appGroup, "contains '/'"),
    ("group.a\u{0}b", .appGroup, "U+0000 (a control character)"),
    ("group.a\u{202E}b", .appGroup, "U+202E"),
    ("group.", .appGroup, "is not an iOS App Group"),
    ("group..a", .appGroup, "empty component"),
    ("group.a.", .appGroup, "empty component"),
    ("", .appGroup, "is empty"),
    ("Group.a", .appGroup, "is not an iOS App Group"),
    ("group.a_b", .appGroup, "contains '_'"),
    ("group." + String(repeating: "a", count: 240), .appGroup, "bytes long"),
    ("../x", .bundleIdentifier, "contains '/'"),
    ("com.example..x", .bundleIdentifier, "empty component"),
    ("com.example.x\u{1B}[31m", .bundleIdentifier, "U+001B"),
    ("com.example.Shield_Action", .bundleIdentifier, "contains '_'"),
    ("", .bundleIdentifier, "a bundle identifier is empty"),
    ("com." + String(repeating: "a", count: 237), .bundleIdentifier, "241 bytes long, more than a bundle identifier can be (240)"),
    ("../outside/evil", .executable, "contains a '/'"),
    ("/bin/sh", .executable, "contains a '/'"),
    ("..", .executable, "is not a file name"),
    (".", .executable, "is not a file name"),
    ("", .executable, "is empty"),
    ("Shield\u{0}Action", .executable, "U+0000"),
    ("Shield\u{85}Action", .executable, "U+0085"),
    (String(repeating: "x", count: 241), .executable, "bytes long"),
    ("", .storeName, "is empty"),
    ("focus\u{1B}[2J", .storeName, "U+001B"),
    ("focus\u{202E}txt", .storeName, "U+202E"),
    ("a\tb", .storeName, "U+0009"),
    ("line\u{2028}break", .storeName, "U+2028"),
    (String(repeating: "s", count: 241), .storeName, "bytes long"),
  ])
  func aHostileNameIsRefusedWithWhatIsWrongAndTheFix(_ name: String, _ kind: ManifestName.Kind, _ expected: String) throws {
    let violation = try #require(ManifestName.violation(name, as: kind))
    #expect(violation.message.contains(expected), "\(violation.message)")
    #expect(!violation.fix.isEmpty)
  }
}
