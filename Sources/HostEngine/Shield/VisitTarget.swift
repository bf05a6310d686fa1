import Foundation

/// What the user visits: a web domain (from a URL or a bare domain) or an app.
public enum VisitTarget: Hashable, Sendable, CustomStringConvertible {
  case webDomain(String)
  case application(bundleIdentifier: String)

  /// Reads `https://social.example/feed`, `social.example` or `Social.Example:443`.
  public static func webDomain(fromURL text: String) throws(UsageError) -> VisitTarget {
    var rest = Substring(text.trimmingCharacters(in: .whitespaces))
    if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let withoutUser = host.split(separator: "@").last ?? host
    let domain = (withoutUser.split(separator: ":").first ?? withoutUser).lowercased()
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
    guard !domain.isEmpty, domain.allSatisfy({ allowed.contains($0) }), !domain.hasPrefix("."), !domain.hasSuffix(".")
    else {
      throw UsageError("'\(text)' is not a URL or a domain; try https://social.example/feed or social.example")
    }
    return .webDomain(domain)
  }

  /// The name the configuration extension and the report show.
  var displayName: String {
    switch self {
    case .webDomain(let domain): domain
    case .application(let bundleIdentifier): Self.appName(bundleIdentifier)
    }
  }

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
