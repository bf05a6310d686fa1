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

  init(
    action: Extension = Extension(), configuration: Extension = Extension(), monitor: Extension = Extension(),
    widget: Extension = Extension()
  ) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("host-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let source = BuildProducts.repositoryRoot + "/plists"
    for name in try FileManager.default.contentsOfDirectory(atPath: source) {
      var text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
      if name == "ShieldActionExt-Info.plist" { text = Self.apply(action, to: text, originalClass: "ShieldActionExtension") }
      if name == "DeviceActivityMonitorExt-Info.plist" {
        text = Self.apply(monitor, to: text, originalClass: "DeviceActivityMonitorExtension")
      }
      if name == "WidgetExt-Info.plist" { text = Self.apply(widget, to: text, originalClass: "") }
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

/// Pids of running extension processes launched from manifests under `directory` (their
/// `EXTENSION_HOST_INFO_PLIST` points there), so suites running in parallel do not see each other's.
func leftoverExtensionProcesses(launchedFrom directory: String) -> [Int32] {
  let marker = Array("EXTENSION_HOST_INFO_PLIST=\(directory)/".utf8)
  let me = getpid()
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return entries.compactMap(Int32.init).filter { pid in
    guard pid != me, let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
      return false
    }
    let bytes = [UInt8](environment)
    return bytes.split(separator: 0).contains { $0.starts(with: marker) }
  }
}

extension ManifestFixture {
  /// Extension processes still running from this fixture's manifests.
  var leftoverProcesses: [Int32] { leftoverExtensionProcesses(launchedFrom: directory) }
}
