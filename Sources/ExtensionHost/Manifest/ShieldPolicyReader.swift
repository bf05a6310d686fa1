import ExtensionManifest
import Glibc

/// Reads `ShieldPolicy.plist`: `Applications`, `WebDomains`, `ApplicationCategories`,
/// `WebDomainCategories` (arrays of strings) and `Categories` (name → `Applications`, `WebDomains`).
enum ShieldPolicyReader {
  static func read(_ path: String, required: Bool) throws(SetupError) -> ShieldPolicy {
    guard access(path, F_OK) == 0 else {
      if required { throw SetupError(at: path, "no shield policy at \(path)") }
      return ShieldPolicy()
    }
    let root: PlistNode
    do {
      root = try PlistReader.read(contentsOf: path).root
    } catch {
      throw SetupError(at: error.location.description, error.reason)
    }
    var problems: [SetupError.Problem] = []
    func strings(_ node: PlistNode?, _ key: String) -> Set<String> {
      guard let node else { return [] }
      guard let items = node.array else {
        problems.append(SetupError.Problem(node, "\(key) must be an array of strings, not a \(node.typeName)"))
        return []
      }
      var result: Set<String> = []
      for item in items {
        if let text = item.string { result.insert(text) } else {
          problems.append(SetupError.Problem(item, "\(key) items must be strings, not a \(item.typeName)"))
        }
      }
      return result
    }
    var policy = ShieldPolicy()
    policy.applications = strings(root["Applications"], "Applications")
    policy.webDomains = strings(root["WebDomains"], "WebDomains")
    policy.applicationCategories = strings(root["ApplicationCategories"], "ApplicationCategories")
    policy.webDomainCategories = strings(root["WebDomainCategories"], "WebDomainCategories")
    for entry in root["Categories"]?.entries ?? [] {
      policy.categories[entry.key] = (
        strings(entry.value["Applications"], "Applications"), strings(entry.value["WebDomains"], "WebDomains")
      )
    }
    guard problems.isEmpty else { throw SetupError(problems) }
    return policy
  }
}
