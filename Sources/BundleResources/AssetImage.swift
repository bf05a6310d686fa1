package import Foundation

/// An image from the bundle: an image set's file for an iPhone (the 3x file first, as on a
/// 3x iPhone), or a loose `name.png`; with its scale and how it renders.
package struct AssetImage: Sendable {
  /// The file's bytes; nil for a vector or symbol asset this host cannot decode.
  package var data: Data?
  /// The file's scale (3 for `@3x`, 1 for a single-scale file).
  package var scale: Double
  /// The file's size in pixels, when its header says so (PNG, JPEG).
  package var pixelSize: (width: Int, height: Int)?
  /// Whether the set asks to be drawn as a template (`template-rendering-intent`).
  package var isTemplate: Bool

  /// The best file of the set in `folder`; nil when the set has no file an iPhone would use.
  init?(imageSet folder: URL) {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
      let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    let properties = contents["properties"] as? [String: Any]
    let isTemplate = properties?["template-rendering-intent"] as? String == "template"
    if folder.pathExtension == "symbolset" {
      guard let symbols = contents["symbols"] as? [[String: Any]], symbols.contains(where: { $0["filename"] != nil })
      else { return nil }
      self.init(vectorAt: folder)
      return
    }
    var best: (score: Int, file: URL, scale: Double)?
    for entry in contents["images"] as? [[String: Any]] ?? [] {
      guard let name = entry["filename"] as? String,
        let idiom = AssetAppearance.idiomScore(entry["idiom"] as? String),
        let traits = AssetAppearance.light.score(entry["appearances"] as? [[String: String]] ?? [])
      else { continue }
      let file = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
      let scaleRank = scale == 3 ? 3 : scale == 2 ? 2 : scale == 1 ? 1 : 0
      let score = traits * 100 + idiom * 10 + scaleRank
      if best.map({ score > $0.score }) ?? true { best = (score, file, scale) }
    }
    guard let best else { return nil }
    self.init(file: best.file, scale: best.scale, isTemplate: isTemplate)
  }

  /// `name` (with `.png`, `@3x`, `@2x` tried as UIKit does) among the loose resources.
  init?(looseFileNamed name: String, in directory: URL) {
    let base = (name as NSString).pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
    let ext = (name as NSString).pathExtension.isEmpty ? "png" : (name as NSString).pathExtension
    for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
      let file = directory.appendingPathComponent("\(base)\(suffix).\(ext)")
      if FileManager.default.fileExists(atPath: file.path) {
        self.init(file: file, scale: scale, isTemplate: false)
        return
      }
    }
    return nil
  }

  private init(vectorAt folder: URL) {
    (data, scale, pixelSize, isTemplate) = (nil, 1, nil, true)
  }

  private init?(file: URL, scale: Double, isTemplate: Bool) {
    guard let bytes = FileManager.default.contents(atPath: file.path) else { return nil }
    let decodable = ["png", "jpg", "jpeg"].contains(file.pathExtension.lowercased())
    data = decodable ? bytes : nil
    self.scale = scale
    pixelSize = decodable ? ImageDimensions.pixelSize(of: bytes) : nil
    self.isTemplate = isTemplate
  }
}

/// The pixel size encoded images declare in their headers.
package enum ImageDimensions {
  /// Width and height from a PNG's `IHDR` or a JPEG's start-of-frame segment; nil otherwise.
  package static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(64 * 1024))
    func bigEndian(_ offset: Int, _ count: Int) -> Int {
      bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
    if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), Array(bytes[12..<16]) == Array("IHDR".utf8) {
      return (bigEndian(16, 4), bigEndian(20, 4))
    }
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var offset = 2
    while offset + 9 < bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      let length = bigEndian(offset + 2, 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return (bigEndian(offset + 7, 2), bigEndian(offset + 5, 2))
      }
      guard length >= 2 else { return nil }
      offset += 2 + length
    }
    return nil
  }
}
