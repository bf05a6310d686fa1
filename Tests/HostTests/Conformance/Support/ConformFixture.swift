import Foundation

/// A `ManifestFixture` with the extension executables linked into its folder, so the processes a
/// `conform` run starts are this fixture's alone: their executable path names the folder. Other
/// end-to-end suites, running at the same time, neither see them nor are seen.
final class ConformFixture {
  let manifests: ManifestFixture
  var directory: String { manifests.directory }

  init(action: ManifestFixture.Extension = .init(), configuration: ManifestFixture.Extension = .init()) throws {
    manifests = try ManifestFixture(action: action, configuration: configuration)
    for name in ["ShieldActionExt", "ShieldConfigExt", "FaultyExtensions", "RealStyleExtensions"] {
      let source = try BuildProducts.executable(name)
      let destination = manifests.directory + "/" + name
      if link(source, destination) != 0 { try FileManager.default.copyItem(atPath: source, toPath: destination) }
    }
  }

  /// The action extension's Info.plist.
  var actionManifest: String { directory + "/ShieldActionExt-Info.plist" }
  /// The configuration extension's Info.plist.
  var configurationManifest: String { directory + "/ShieldConfigExt-Info.plist" }

  /// Pids of processes still running an executable from this fixture's folder.
  func leftoverProcesses() -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
      return exe?.hasPrefix(directory + "/") == true
    }
  }
}

/// What one `extension-host conform --format json` run reported.
struct ConformRun {
  let run: HostRun

  /// Every check of every extension: (extension, id, status, message).
  func checks() throws -> [(extension: String, id: String, status: String, message: String)] {
    try run.report().objects("extensions").flatMap { item in
      let name = try item.string("name")
      return try item.objects("checks").map { check in
        try (name, check.string("id"), check.string("status"), check.string("message"))
      }
    }
  }

  /// The checks that failed.
  func failures() throws -> [(extension: String, id: String, status: String, message: String)] {
    try checks().filter { $0.status == "fail" }
  }
}
