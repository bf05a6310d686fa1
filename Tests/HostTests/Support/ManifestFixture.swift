import Foundation

/// A temporary copy of the sample `plists/` with chosen changes: another principal class, another
/// extension point, another executable. Removed when the test ends unless HOST_TESTS_KEEP_SCRATCH=1.
final class ManifestFixture {
  let directory: String

  struct Extension {
    var principalClass: String? = nil
    var extensionPoint: String? = nil
    var executable: String? = nil
  }

  init(action: Extension = Extension(), configuration: Extension = Extension()) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("host-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let source = BuildProducts.repositoryRoot + "/plists"
    for name in try FileManager.default.contentsOfDirectory(atPath: source) {
      var text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
      if name == "ShieldActionExt-Info.plist" { text = Self.apply(action, to: text, originalClass: "ShieldActionExtension") }
      if name == "ShieldConfigExt-Info.plist" {
        text = Self.apply(configuration, to: text, originalClass: "ShieldConfigurationExtension")
      }
      try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }
  }

  deinit {
    if ProcessInfo.processInfo.environment["HOST_TESTS_KEEP_SCRATCH"] == nil {
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  private static func apply(_ change: Extension, to text: String, originalClass: String) -> String {
    var text = text
    if let principal = change.principalClass {
      text = text.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME).\(originalClass)", with: principal)
    }
    if let point = change.extensionPoint {
      for known in ["com.apple.ManagedSettings.shield-action-service", "com.apple.ManagedSettingsUI.shield-configuration-service"] {
        text = text.replacingOccurrences(of: "<string>\(known)</string>", with: "<string>\(point)</string>")
      }
    }
    if let executable = change.executable {
      text = text.replacingOccurrences(of: "$(EXECUTABLE_NAME)", with: executable)
    }
    return text
  }

  /// The arguments that point `extension-host visit` at this fixture and the built products.
  var arguments: [String] { ["--manifests", directory, "--products", BuildProducts.directory] }
}

/// Pids of extension processes left behind: running from the build products folder with no
/// `extension-host` as their parent any more. Extensions of visits still running in other suites
/// (suites run in parallel) have a live host as their parent and are not counted.
func leftoverExtensionProcesses() -> [Int32] {
  let products = BuildProducts.directory
  let me = getpid()
  func executable(_ pid: Int32) -> String? { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe") }
  func parent(_ pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? Int32(fields[1]) : nil
  }
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return entries.compactMap(Int32.init).filter { pid in
    guard pid != me, let exe = executable(pid) else { return false }
    let name = URL(fileURLWithPath: exe).lastPathComponent
    guard exe.hasPrefix(products), ["ShieldActionExt", "ShieldConfigExt", "FaultyExtensions", "RealStyleExtensions"].contains(name)
    else { return false }
    let host = parent(pid).flatMap(executable).map { URL(fileURLWithPath: $0).lastPathComponent }
    return host != "extension-host"
  }
}
