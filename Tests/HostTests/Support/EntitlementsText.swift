/// The text of an `.entitlements` file a test writes.
enum EntitlementsText {
  /// A plist listing `groups` under `com.apple.security.application-groups`, then `extra` (keys
  /// and values as plist lines, each ending in a line break) inside the same dictionary.
  static func listing(appGroups groups: [String], extra: String = "") -> String {
    let strings = groups.map { "\t\t<string>\($0)</string>\n" }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>com.apple.security.application-groups</key>
      \t<array>
      \(strings)\t</array>
      \(extra)</dict>
      </plist>

      """
  }
}
