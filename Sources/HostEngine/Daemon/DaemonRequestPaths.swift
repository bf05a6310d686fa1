import ExtensionManifest
import HostProtocol

/// The paths a daemon request names, checked where it enters the daemon: the manifests folder,
/// the policy file and the products folder are absolute (the daemon's working directory is not
/// the client's) and hold no NUL (the C calls would stop at it, so the daemon would read another
/// file than the one named, or list a truncated folder's folders for ever); and a products folder,
/// when given, exists and is the only place executables are looked for, as in a one-shot run: a
/// mistyped or empty folder is an error, never a fall back to the builds the daemon was started
/// with.
enum DaemonRequestPaths {
  /// Where the request's executables are looked for: its products folder alone, or the daemon's.
  static func searchDirectories(
    manifests: String, products: String?, daemonDefault: [String]
  ) throws(JSONRPCError) -> [String] {
    try check(manifests, member: "manifests")
    guard let products else { return daemonDefault }
    try check(products, member: "products")
    guard FileSystem.kind(of: products) == .directory else {
      throw JSONRPCError(.invalidParams, "products names no folder: \(DisplayText.escaped(products))")
    }
    return [products]
  }

  /// The policy file the request names, checked as the folders are; nil when it names none.
  static func policy(_ path: String?) throws(JSONRPCError) -> String? {
    guard let path else { return nil }
    try check(path, member: "policy")
    return path
  }

  /// Refuses a path that holds a NUL or is not absolute, naming the request's member.
  private static func check(_ path: String, member: String) throws(JSONRPCError) {
    guard !path.utf8.contains(0) else {
      throw JSONRPCError(.invalidParams, "\(member) contains a NUL, which no path can hold: \(DisplayText.escaped(path))")
    }
    guard path.hasPrefix("/") else {
      throw JSONRPCError(.invalidParams, "\(member) must be an absolute path, not \(DisplayText.escaped(path))")
    }
  }
}
