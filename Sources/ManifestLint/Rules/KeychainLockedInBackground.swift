import ExtensionManifest
import HostProtocol

/// SW409: a monitor or widget extension reads the Keychain, and no source of the project gives
/// an item an accessibility that opens while the phone is locked.
enum KeychainLockedInBackground: LintRule {
  static let description = RuleDescription(
    id: "SW409",
    name: "keychain-locked-in-background",
    summary: "A DeviceActivityMonitor or WidgetKit extension reads the Keychain (`SecItemCopyMatching`), no source of the project gives an item `kSecAttrAccessibleAfterFirstUnlock` (or `Always`), and the extension never checks for `errSecInteractionNotAllowed`.",
    rationale: "Keychain items get `kSecAttrAccessibleWhenUnlocked` unless the code that adds them says otherwise, and an item of that accessibility cannot be read while the phone is locked. A monitor's callbacks and a widget's timeline reloads run while it is locked (an interval starting at midnight, a reload on the Lock Screen): `SecItemCopyMatching` answers `errSecInteractionNotAllowed` (-25308), and an extension that treats every failure as \"no token\" shows a signed-out widget or clears its shields. `simulate` shows it with a `lock` step.",
    evidence: "Apple documentation: kSecAttrAccessibleWhenUnlocked (\"the data in the keychain item can be accessed only while the device is unlocked by the user\", the default), kSecAttrAccessibleAfterFirstUnlock (\"recommended for items that need to be accessed by background applications\"); errSecInteractionNotAllowed (-25308).",
    layer: .runtime,
    severity: .warning,
    fix: "Add the items the extension reads with `kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlock` (move existing ones with `SecItemUpdate`), or handle `errSecInteractionNotAllowed` by keeping what the extension showed last.",
    passing: [
      .extension(
        PrincipalClassSource.exampleInfo(point: .deviceActivityMonitor, className: "Monitor"),
        sources: [(
          "Monitor.swift",
          "import DeviceActivity\nimport Security\n\nclass Monitor: DeviceActivityMonitor {\n  func save(_ data: Data) {\n    SecItemAdd([kSecClass as String: kSecClassGenericPassword, kSecValueData as String: data, kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock] as CFDictionary, nil)\n  }\n  func token() -> Data? {\n    var result: CFTypeRef?\n    SecItemCopyMatching([kSecClass as String: kSecClassGenericPassword, kSecReturnData as String: true] as CFDictionary, &result)\n    return result as? Data\n  }\n}\n"
        )]),
      .extension(
        widgetInfo,
        sources: [(
          "Provider.swift",
          "import Security\nimport WidgetKit\n\nfunc token() -> Data? {\n  var result: CFTypeRef?\n  let status = SecItemCopyMatching([kSecClass as String: kSecClassGenericPassword, kSecReturnData as String: true] as CFDictionary, &result)\n  if status == errSecInteractionNotAllowed { return nil }\n  return result as? Data\n}\n"
        )]),
    ],
    failing: [
      .extension(
        widgetInfo,
        sources: [(
          "Provider.swift",
          "import Security\nimport WidgetKit\n\nfunc token() -> Data? {\n  var result: CFTypeRef?\n  guard 1️⃣SecItemCopyMatching([kSecClass as String: kSecClassGenericPassword, kSecReturnData as String: true] as CFDictionary, &result) == errSecSuccess else { return nil }\n  return result as? Data\n}\n"
        )])
    ]
  )

  /// A widget extension's Info.plist, for the examples.
  static let widgetInfo = """
    <key>NSExtension</key>
    <dict>
      <key>NSExtensionPointIdentifier</key>
      <string>com.apple.widgetkit-extension</string>
    </dict>
    """

  /// The accessibilities that open while the phone is locked (after its first unlock).
  static let backgroundAccessibilities = [
    "kSecAttrAccessibleAfterFirstUnlock", "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly", "kSecAttrAccessibleAlways",
    "kSecAttrAccessibleAlwaysThisDeviceOnly",
  ]

  static func check(_ project: LintProject) -> [Finding] {
    let everySource = project.targets.flatMap(\.sources)
    guard !everySource.contains(where: { file in backgroundAccessibilities.contains { file.firstUse[$0] != nil } }) else { return [] }
    return project.extensionsWithInfo.compactMap { target in
      guard target.extensionPoint == .deviceActivityMonitor || target.extensionPoint == .widgetKit,
        !target.sources.contains(where: { $0.firstUse["errSecInteractionNotAllowed"] != nil })
      else { return nil }
      let reads = target.sources.compactMap { $0.firstUse["SecItemCopyMatching"] }
      guard let first = reads.min(by: { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }) else { return nil }
      let when = target.extensionPoint == .widgetKit ? "a timeline reload on the Lock Screen" : "a callback while the phone is locked"
      return Finding(
        description,
        "\(target.name) reads the Keychain, but no source of the project gives an item an accessibility that opens while "
          + "the phone is locked (kSecAttrAccessibleAfterFirstUnlock): its items are kSecAttrAccessibleWhenUnlocked, so "
          + "\(when) gets errSecInteractionNotAllowed (-25308), which this extension never checks for",
        at: first)
    }
  }
}
