import Foundation
import Testing

/// A manifests folder with one widget extension: the sample's Info.plist running `executable`,
/// with an entitlements file that may set the data-protection entitlement.
struct WidgetFixture {
  let directory: String

  /// - Parameters:
  ///   - extraInfo: keys added to the Info.plist's top dictionary (a fake extension's behaviour).
  ///   - appGroups: when given, the folder also holds the sample app, whose entitlements list these App Groups.
  static func make(
    executable: String = "WidgetExt", dataProtection: String? = nil, point: String = "com.apple.widgetkit-extension",
    extraInfo: String = "", groupDefaults: String? = nil, appGroups: [String]? = nil
  ) throws -> WidgetFixture {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let sample = try String(contentsOfFile: BuildProducts.repositoryRoot + "/plists/WidgetExt-Info.plist", encoding: .utf8)
    var info = sample.replacingOccurrences(of: "$(EXECUTABLE_NAME)", with: executable)
      .replacingOccurrences(of: "com.apple.widgetkit-extension", with: point)
    if let top = info.range(of: "<dict>") { info.replaceSubrange(top, with: "<dict>\n" + extraInfo) }
    try Data(info.utf8).write(to: URL(fileURLWithPath: directory + "/Widgets-Info.plist"))
    let protection = dataProtection.map {
      "\t<key>com.apple.developer.default-data-protection</key>\n\t<string>\($0)</string>\n"
    } ?? ""
    let entitlements = EntitlementsText.listing(appGroups: ["group.com.example.FocusApp"], extra: protection)
    try Data(entitlements.utf8).write(to: URL(fileURLWithPath: directory + "/Widgets.entitlements"))
    if let appGroups {
      try FileManager.default.copyItem(atPath: BuildProducts.repositoryRoot + "/plists/App-Info.plist", toPath: directory + "/App-Info.plist")
      let app = EntitlementsText.listing(appGroups: appGroups)
      try Data(app.utf8).write(to: URL(fileURLWithPath: directory + "/App.entitlements"))
    }
    if let groupDefaults {
      let seed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict><key>group.com.example.FocusApp</key><dict>\(groupDefaults)</dict></dict>
        </plist>

        """
      try Data(seed.utf8).write(to: URL(fileURLWithPath: directory + "/AppGroupDefaults.plist"))
    }
    return WidgetFixture(directory: directory)
  }

  func remove() { try? FileManager.default.removeItem(atPath: directory) }

  /// Runs `extension-host widgets --format json` on this folder.
  func report(_ extra: [String] = []) async throws -> (run: HostRun, report: [String: Any]) {
    let run = try await HostRun.run(["widgets", "--manifests", directory, "--products", BuildProducts.directory, "--format", "json"] + extra)
    return (run, try run.report())
  }
}

extension Dictionary where Key == String, Value == Any {
  /// The rows of a widgets report for `family`, `device` and access (`true`: on).
  func widgetRows(family: String? = nil, device: String? = nil, access: Bool? = nil) throws -> [[String: Any]] {
    var rows: [[String: Any]] = []
    for row in try objects("widgets") {
      if let family, try row.string("family") != family { continue }
      if let device, try row.string("device") != device { continue }
      if let access, try row.bool("lockScreenAccess") != access { continue }
      rows.append(row)
    }
    return rows
  }

  /// Every finding id of a widgets report, in row order.
  func widgetFindingIDs() throws -> [String] {
    try objects("widgets").flatMap { try $0.objects("findings") }.map { try $0.string("id") }
  }

  /// Every fault id of a widgets report.
  func widgetFaultIDs() throws -> [String] { try objects("faults").map { try $0.string("id") } }
}
