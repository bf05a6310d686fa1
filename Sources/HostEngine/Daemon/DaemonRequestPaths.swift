import ExtensionManifest
import HostProtocol

/// The folders a daemon request names, checked where it enters the daemon: the manifests folder
/// and the products folder are absolute (the daemon's working directory is not the client's),
/// and a products folder, when given, exists and is the only place executables are looked for,
/// as in a one-shot run: a mistyped or empty folder is an error, never a fall back to the builds
/// the daemon was started with.
enum DaemonRequestPaths {
  /// Where the request's executables are looked for: its products folder alone, or the daemon's.
  static func searchDirectories(
    manifests: String, products: String?, daemonDefault: [String]
  ) throws(JSONRPCError) -> [String] {
    guard manifests.hasPrefix("/") else {
      throw JSONRPCError(.invalidParams, "manifests must be an absolute path, not \(DisplayText.escaped(manifests))")
    }
    guard let products else { return daemonDefault }
    guard products.hasPrefix("/") else {
      throw JSONRPCError(.invalidParams, "products must be an absolute path, not \(DisplayText.escaped(products))")
    }
    guard FileSystem.kind(of: products) == .directory else {
      throw JSONRPCError(.invalidParams, "products names no folder: \(DisplayText.escaped(products))")
    }
    return [products]
  }
}
