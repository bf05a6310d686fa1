/// The grammar of the names a manifest gives that the host turns into file names: App Group
/// identifiers, bundle identifiers and `CFBundleExecutable`. Lint (EN303, AX102, AX114) and the
/// launch check of `visit`, `conform` and `serve` both ask this one place, so what lint passes
/// runs and what it refuses never becomes a path.
///
/// The grammars are Apple's: a bundle identifier is a uniform type identifier of ASCII letters,
/// digits, `-` and `.` in non-empty components; an iOS App Group is `group.` followed by such an
/// identifier; an executable is a file name in the bundle's folder, never a path. None can hold
/// `/`, a NUL or a control character, and none can be `.` or `..`, so none can leave the folder
/// it is joined to.
package enum ManifestName {
  /// What a name is for, which decides its grammar.
  package enum Kind: Sendable {
    /// An entry of `com.apple.security.application-groups`.
    case appGroup
    /// `CFBundleIdentifier`.
    case bundleIdentifier
    /// `CFBundleExecutable`.
    case executable
    /// A `ManagedSettingsStore.Name` an extension uses. Never a path (stores are members of one
    /// file), but shown in reports and logs: no control, bidirectional or separator character.
    case storeName
  }

  /// What is wrong with a name, for a person: the value (made readable) and the fix.
  package struct Violation: Sendable, Equatable, CustomStringConvertible {
    /// One sentence naming the value and what is wrong with it.
    package let message: String
    /// How to write it instead.
    package let fix: String

    package var description: String { message + "; " + fix }
  }

  /// The longest name accepted, in UTF-8 bytes: a file name holds 255, and the host adds `.plist`.
  package static let maximumBytes = 240

  /// nil when `name` is a valid name of `kind`; otherwise what is wrong.
  package static func violation(_ name: String, as kind: Kind) -> Violation? {
    switch kind {
    case .appGroup: appGroupViolation(name)
    case .bundleIdentifier: bundleIdentifierViolation(name)
    case .executable: executableViolation(name)
    case .storeName: storeNameViolation(name)
    }
  }

  private static let groupPrefix = "group."

  private static func appGroupViolation(_ name: String) -> Violation? {
    let fix = "write 'group.' followed by a reverse-DNS name, such as 'group.com.example.app'"
    if let violation = lengthViolation(name, what: "an App Group", fix: fix) { return violation }
    guard name.utf8.starts(with: groupPrefix.utf8), name.utf8.count > groupPrefix.utf8.count else {
      return Violation(message: "\(quoted(name)) is not an iOS App Group: it does not begin with 'group.' and a name", fix: fix)
    }
    return identifierViolation(name, what: "App Group", fix: fix)
  }

  private static func bundleIdentifierViolation(_ name: String) -> Violation? {
    let fix = "use only A-Z, a-z, 0-9, '-' and '.', as in 'com.example.app.ShieldAction'"
    if let violation = lengthViolation(name, what: "a bundle identifier", fix: fix) { return violation }
    return identifierViolation(name, what: "bundle identifier", fix: fix)
  }

  private static func executableViolation(_ name: String) -> Violation? {
    let fix = "write the executable's file name, as in '$(EXECUTABLE_NAME)' or 'ShieldAction', not a path"
    if let violation = lengthViolation(name, what: "an executable name", fix: fix) { return violation }
    if name == "." || name == ".." {
      return Violation(message: "\(quoted(name)) is not a file name", fix: fix)
    }
    for scalar in name.unicodeScalars where scalar == "/" || isControl(scalar) {
      let what = scalar == "/" ? "a '/': an executable is a file in the bundle's folder, not a path" : "\(describe(scalar))"
      return Violation(message: "\(quoted(name)) contains \(what)", fix: fix)
    }
    return nil
  }

  private static func storeNameViolation(_ name: String) -> Violation? {
    let fix = "name the store with printable text, as in ManagedSettingsStore(named: .init(\"focus\"))"
    if let violation = lengthViolation(name, what: "a store name", fix: fix) { return violation }
    for scalar in name.unicodeScalars where DisplayText.needsEscape(scalar) || scalar == "\t" {
      return Violation(message: "the store name \(quoted(name)) contains \(describe(scalar))", fix: fix)
    }
    return nil
  }

  private static func lengthViolation(_ name: String, what: String, fix: String) -> Violation? {
    if name.isEmpty { return Violation(message: "\(what) is empty", fix: fix) }
    let count = name.utf8.count
    guard count > maximumBytes else { return nil }
    return Violation(
      message: "\(quoted(String(name.prefix(32))))… is \(count) bytes long, more than \(what) can be (\(maximumBytes))",
      fix: fix)
  }

  /// A uniform type identifier: `A-Za-z0-9-.` in non-empty components.
  private static func identifierViolation(_ name: String, what: String, fix: String) -> Violation? {
    for scalar in name.unicodeScalars where !isIdentifierScalar(scalar) {
      return Violation(
        message: "\(what) \(quoted(name)) contains \(describe(scalar)); only A-Z, a-z, 0-9, '-' and '.' are allowed",
        fix: fix)
    }
    // All ASCII by now: an empty component is a leading, trailing or doubled '.'.
    let dot = UInt8(ascii: ".")
    let bytes = Array(name.utf8)
    if bytes.first == dot || bytes.last == dot || zip(bytes, bytes.dropFirst()).contains(where: { $0 == dot && $1 == dot }) {
      return Violation(message: "\(what) \(quoted(name)) has an empty component (a leading, trailing or doubled '.')", fix: fix)
    }
    return nil
  }

  // ASCII letters and digits by range: Unicode property lookups cost 300 instructions a scalar.
  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
      || scalar == "."
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `'x'` for a printable character, `U+0000 (a control character)` for the others.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar.value >= 0x20 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return isControl(scalar) ? "\(code) (a control character)" : code
  }

  private static func quoted(_ name: String) -> String { "'" + name + "'" }
}
