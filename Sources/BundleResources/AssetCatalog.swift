package import Foundation
import Synchronization

/// The extension's asset catalogs (`*.xcassets` among its resources), read as Xcode's `actool`
/// reads them: colour sets and image sets by name, folders that provide a namespace
/// (`Folder/Name`), other folders searched through.
///
/// Read once, at the first lookup, and kept: like the compiled `Assets.car` on iOS, the catalog
/// does not change while the extension runs.
package final class AssetCatalog: Sendable {
  /// The catalogs of the main extension bundle.
  package static let main = AssetCatalog(bundle: .main)

  private let bundle: ExtensionBundle
  private let index = Mutex<Index?>(nil)

  struct Index: Sendable {
    var colors: [String: URL] = [:]
    var images: [String: URL] = [:]
  }

  package init(bundle: ExtensionBundle) { self.bundle = bundle }

  /// The colour set called `name`; nil when no catalog has one, as `UIColor(named:)` gives nil.
  package func color(named name: String) -> AssetColorSet? {
    guard let folder = lookup({ $0.colors[name] }) else { return nil }
    return AssetColorSet(folder: folder)
  }

  /// The image called `name`: an image set with a file in it, or a loose `name.png`
  /// (`name@2x.png`, `name@3x.png`) among the resources; nil otherwise, as `UIImage(named:)`.
  package func image(named name: String) -> AssetImage? {
    if let folder = lookup({ $0.images[name] }), let image = AssetImage(imageSet: folder) { return image }
    guard let resources = bundle.resourcesDirectory else { return nil }
    return AssetImage(looseFileNamed: name, in: resources)
  }

  /// Every colour and image name in `catalogs`, sorted, for the generated symbols.
  package static func names(in catalogs: [URL]) -> (colors: [String], images: [String]) {
    var index = Index()
    for catalog in catalogs { scan(catalog, namespace: "", into: &index) }
    return (index.colors.keys.sorted(), index.images.keys.sorted())
  }

  private func lookup(_ pick: (Index) -> URL?) -> URL? { pick(loadedIndex()) }

  private func loadedIndex() -> Index {
    index.withLock { index in
      if let index { return index }
      var built = Index()
      for catalog in bundle.assetCatalogs { Self.scan(catalog, namespace: "", into: &built) }
      index = built
      return built
    }
  }

  /// Adds the sets in `folder` to `index`; the first of two sets with one name wins, as `actool`
  /// warns and keeps one.
  static func scan(_ folder: URL, namespace: String, into index: inout Index) {
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
    for entry in entries.sorted() {
      let url = folder.appendingPathComponent(entry, isDirectory: true)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      let name = namespace + (entry as NSString).deletingPathExtension
      switch (entry as NSString).pathExtension {
      case "colorset": if index.colors[name] == nil { index.colors[name] = url }
      case "imageset", "symbolset": if index.images[name] == nil { index.images[name] = url }
      case "": scan(url, namespace: providesNamespace(url) ? name + "/" : namespace, into: &index)
      default: continue
      }
    }
  }

  private static func providesNamespace(_ folder: URL) -> Bool {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
      let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = contents["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool == true
  }
}

/// How an asset entry is matched to the device: an iPhone (idiom `iphone`, else `universal`), the
/// light or dark appearance, the standard contrast.
package enum AssetAppearance: Sendable {
  case light, dark

  /// Whether an entry with `appearances` applies, and how well (higher is more specific).
  func score(_ appearances: [[String: String]]) -> Int? {
    var score = 0
    for trait in appearances {
      switch (trait["appearance"], trait["value"]) {
      case ("luminosity", "dark"):
        guard self == .dark else { return nil }
        score += 2
      case ("luminosity", "light"):
        guard self == .light else { return nil }
        score += 2
      case ("luminosity", "any"): continue
      case ("contrast", "high"): return nil
      default: continue
      }
    }
    return score
  }

  /// The idiom's rank: nil for entries meant for other devices.
  static func idiomScore(_ idiom: String?) -> Int? {
    switch idiom ?? "universal" {
    case "iphone": 2
    case "universal": 1
    default: nil
    }
  }
}
