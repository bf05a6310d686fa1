import ExtensionManifest
import Glibc
import HostProtocol

/// Reads `ShieldPolicy.plist`: `Applications`, `WebDomains`, `ApplicationCategories`,
/// `WebDomainCategories` (arrays of strings) and `Categories` (name → `Applications`, `WebDomains`).
///
/// The first four become the app's store settings, so each may list at most
/// `StoreShieldSettings.tokenLimit` (50) entries, Apple's limit per token set.
enum ShieldPolicyReader {
  /// The policy's file in a manifests folder, read when no `--policy` names another.
  static let fileName = "ShieldPolicy.plist"

  static func read(_ path: String, required: Bool) throws(SetupError) -> ShieldPolicy {
    guard access(path, F_OK) == 0 else {
      if required { throw SetupError(at: path, "no shield policy at \(path)") }
      return ShieldPolicy()
    }
    let root: PlistNode
    do {
      root = try ManifestCache.read(path).root
    } catch {
      throw SetupError(at: error.location.description, error.reason)
    }
    var problems: [SetupError.Problem] = []
    func strings(_ node: PlistNode?, _ key: String) -> Set<String> {
      guard let node else { return [] }
      guard let items = node.array else {
        problems.append(SetupError.Problem(node, "\(key) must be an array of strings, not \(node.typeNameWithArticle)"))
        return []
      }
      var result: Set<String> = []
      for item in items {
        if let text = item.string { result.insert(text) } else {
          problems.append(SetupError.Problem(item, "\(key) items must be strings, not \(item.typeNameWithArticle)"))
        }
      }
      return result
    }
    func storeSet(_ key: String) -> Set<String> {
      let names = strings(root[key], key)
      if let node = root[key], names.count > StoreShieldSettings.tokenLimit {
        problems.append(
          SetupError.Problem(
            node,
            "\(key) lists \(names.count) entries, but a ManagedSettingsStore set holds at most "
              + "\(StoreShieldSettings.tokenLimit) tokens (Apple's limit); shield fewer, or shield them through a category"))
      }
      return names
    }
    var policy = ShieldPolicy()
    policy.applications = storeSet("Applications")
    policy.webDomains = storeSet("WebDomains")
    policy.applicationCategories = storeSet("ApplicationCategories")
    policy.webDomainCategories = storeSet("WebDomainCategories")
    for entry in root["Categories"]?.entries ?? [] {
      policy.categories[entry.key] = (
        strings(entry.value["Applications"], "Applications"), strings(entry.value["WebDomains"], "WebDomains")
      )
    }
    guard problems.isEmpty else { throw SetupError(problems) }
    return policy
  }
}
