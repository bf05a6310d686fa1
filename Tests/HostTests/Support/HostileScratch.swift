import Foundation

/// A scratch folder for hostile-input tests: a copy of the sample `plists/` in `manifests/` to
/// edit, a state directory in `state/`, and `victim.plist` plus an `outside/` folder next to them,
/// where an escape would land. `outsideTree` lists everything that is not in `state/`, so a test
/// compares it before and after a run to prove nothing was written elsewhere.
final class HostileScratch {
  let root: String
  var manifests: String { root + "/manifests" }
  var state: String { root + "/state" }
  var outside: String { root + "/outside" }
  var victim: String { root + "/victim.plist" }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
    let fileManager = FileManager.default
    try fileManager.createDirectory(atPath: manifests, withIntermediateDirectories: true)
    try fileManager.createDirectory(atPath: outside, withIntermediateDirectories: true)
    let source = BuildProducts.repositoryRoot + "/plists"
    for name in try fileManager.contentsOfDirectory(atPath: source) {
      try fileManager.copyItem(atPath: source + "/" + name, toPath: manifests + "/" + name)
    }
    try Data("the victim's own file\n".utf8).write(to: URL(fileURLWithPath: victim))
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: outside + "/kept.txt"))
  }

  deinit {
    if ProcessInfo.processInfo.environment["HOST_TESTS_KEEP_SCRATCH"] == nil {
      try? FileManager.default.removeItem(atPath: root)
    }
  }

  /// Replaces `old` with `new` in manifest `file`, failing when `old` is not there.
  func edit(_ file: String, replacing old: String, with new: String) throws {
    let path = manifests + "/" + file
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard text.contains(old) else { throw TestSupportError("\(file) has no '\(old)'") }
    try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Adds `group` (raw XML text) after the sample's App Group in `file`'s entitlements.
  func addAppGroup(_ group: String, to file: String) throws {
    try edit(file, replacing: "<string>group.com.example.FocusApp</string>", with: "<string>group.com.example.FocusApp</string><string>\(group)</string>")
  }

  /// The arguments pointing a command at these manifests, the built products and this state.
  var visitArguments: [String] { ["--manifests", manifests, "--products", BuildProducts.directory, "--state", state] }

  /// Every path under the scratch folder outside `state/`, with its kind and bytes.
  func outsideTree() -> [String: String] {
    var tree: [String: String] = [:]
    let fileManager = FileManager.default
    guard let enumerator = fileManager.enumerator(atPath: root) else { return tree }
    while let relative = enumerator.nextObject() as? String {
      if relative == "state" || relative.hasPrefix("state/") { continue }
      let path = root + "/" + relative
      if let link = try? fileManager.destinationOfSymbolicLink(atPath: path) {
        tree[relative] = "link → " + link
      } else if let data = fileManager.contents(atPath: path) {
        tree[relative] = "file " + String(decoding: data, as: UTF8.self)
      } else {
        tree[relative] = "folder"
      }
    }
    return tree
  }
}
