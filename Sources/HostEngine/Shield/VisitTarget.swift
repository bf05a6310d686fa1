import Foundation

/// What the user visits: a web domain (from a URL or a bare domain) or an app.
public enum VisitTarget: Hashable, Sendable, CustomStringConvertible {
  case webDomain(String)
  case application(bundleIdentifier: String)

  /// Reads `https://social.example/feed`, `social.example` or `Social.Example:443`. A URL of any
  /// scheme but `http` and `https` (`javascript:alert(1)`, `file:///etc`) is refused: a shield
  /// guards web domains, and only those URLs have one.
  public static func webDomain(fromURL text: String) throws(UsageError) -> VisitTarget {
    var rest = Substring(trimmed(text))
    if let scheme = scheme(of: rest) {
      guard scheme.lowercased() == "http" || scheme.lowercased() == "https" else {
        throw UsageError(
          "\(shown(text)) is a URL of scheme \(scheme.prefix(20)):, not a web address; visit an http or https URL or a domain, such as https://social.example/feed")
      }
      rest = rest.dropFirst(scheme.count + 1)
      guard rest.hasPrefix("//") else {
        throw UsageError("\(shown(text)) has no host after '\(scheme):'; write \(scheme)://social.example/feed")
      }
      rest = rest.dropFirst(2)
    }
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let withoutUser = host.split(separator: "@").last ?? host
    let domain = (withoutUser.split(separator: ":").first ?? withoutUser).lowercased()
    guard !domain.isEmpty, domain.utf8.allSatisfy(isDomainByte), !domain.hasPrefix("."), !domain.hasSuffix(".")
    else {
      throw UsageError("\(shown(text)) is not a URL or a domain; try https://social.example/feed or social.example")
    }
    // RFC 1035: at most 253 characters, labels of 1 to 63. It also keeps matching a domain
    // against its parents (`domainAndParents`) small.
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard domain.utf8.count <= 253, labels.allSatisfy({ (1...63).contains($0.utf8.count) }) else {
      throw UsageError(
        "\(shown(text)) is not a domain: a domain has at most 253 characters, in labels of 1 to 63 between the dots")
    }
    return .webDomain(domain)
  }

  /// `text` without the whitespace at its ends; itself, uncopied, when it has none (every
  /// daemon visit reads its URL here).
  private static func trimmed(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      CharacterSet.whitespaces.contains(first) || CharacterSet.whitespaces.contains(last)
    else { return text }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// Whether `byte` may be in a domain as typed: a lowercase ASCII letter, a digit, `-` or `.`
  /// (checked byte by byte: no other byte, hence no other character, passes).
  private static func isDomainByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// A user's text in a message: quoted, and cut short past 60 characters.
  private static func shown(_ text: String) -> String {
    text.count > 60 ? "'\(text.prefix(60))…' (\(text.count) characters)" : "'\(text)'"
  }

  /// The URL scheme `text` begins with (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`,
  /// then `:`); nil for a bare domain, with or without a port (`social.example:443`).
  private static func scheme(of text: Substring) -> Substring? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let candidate = text[..<colon]
    guard let first = candidate.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
      candidate.unicodeScalars.allSatisfy({ scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
      })
    else { return nil }
    let after = text[text.index(after: colon)...]
    // `host:443`, `host:443/path`: a port, so the part before the colon is a host, not a scheme.
    let port = after.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    if !after.hasPrefix("//"), !port.isEmpty, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) { return nil }
    // `social.example:` with nothing after: a domain and an empty port.
    if candidate.contains("."), !after.hasPrefix("//"), port.isEmpty { return nil }
    return candidate
  }

  /// The name the configuration extension and the report show.
  var displayName: String {
    switch self {
    case .webDomain(let domain): domain
    case .application(let bundleIdentifier): Self.appName(bundleIdentifier)
    }
  }

  /// The text a person reads.
  public var description: String {
    switch self {
    case .webDomain(let domain): domain
    case .application(let bundleIdentifier): "\(Self.appName(bundleIdentifier)) (\(bundleIdentifier))"
    }
  }

  /// A display name for an app the simulator knows only by bundle id: its last component, capitalised.
  static func appName(_ bundleIdentifier: String) -> String {
    let last = bundleIdentifier.split(separator: ".").last.map(String.init) ?? bundleIdentifier
    return last.prefix(1).uppercased() + last.dropFirst()
  }
}
