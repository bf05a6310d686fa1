import ExtensionManifest

/// Why the plist reader refuses a document: the hostile-input suites' one question.
enum PlistFailure {
  /// The error reading `bytes` (as `evil.plist`) under `limits`; nil when it reads.
  static func of(_ bytes: [UInt8], limits: PlistLimits = .default) -> PlistError? {
    do {
      _ = try PlistReader.read(bytes: bytes, path: "evil.plist", limits: limits)
      return nil
    } catch {
      return error
    }
  }
}
