import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`ColorResource.brandBlue`, `UIColor.brandBlue`,
/// `Color.brandBlue`, `ImageResource.logo`, `UIImage.logo`) for the asset catalogs in a target's
/// folder, as Xcode does with "Generate Swift Asset Symbol Extensions" on.
///
/// Use it on an extension target: `plugins: [.plugin(name: "AssetSymbols", package: "extension-host")]`,
/// and exclude the catalog from the target's sources (`exclude: ["Assets.xcassets"]`), since
/// SwiftPM on Linux has no rule for catalogs. UIKit and SwiftUI symbols are generated only when
/// the target depends on those modules.
@main
struct AssetSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let catalogs = Self.catalogs(under: target.directoryURL, depth: 3)
    guard !catalogs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
    let modules = Set(target.recursiveTargetDependencies.map(\.name))
    var arguments = ["--output", output.path]
    if modules.contains("UIKit") { arguments.append("--uikit") }
    if modules.contains("SwiftUI") { arguments.append("--swiftui") }
    arguments += catalogs.map(\.path)
    return [
      .buildCommand(
        displayName: "Generating asset symbols for \(target.name)",
        executable: try context.tool(named: "AssetSymbolGenerator").url, arguments: arguments,
        inputFiles: catalogs.flatMap(Self.files(in:)), outputFiles: [output])
    ]
  }

  /// The `.xcassets` folders at most `depth` levels under `folder`.
  static func catalogs(under folder: URL, depth: Int) -> [URL] {
    guard depth > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    return entries.sorted().flatMap { entry -> [URL] in
      let url = folder.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        return []
      }
      return entry.hasSuffix(".xcassets") ? [url] : catalogs(under: url, depth: depth - 1)
    }
  }

  /// Every file in `folder`, so an edited colour set regenerates the symbols.
  static func files(in folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.map { folder.appendingPathComponent($0) }
  }
}
