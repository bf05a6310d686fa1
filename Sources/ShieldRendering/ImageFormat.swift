public import Foundation

/// The encoded image formats a shield icon's bytes can be embedded as, recognised by their
/// signature, as `UIImage(data:)` would recognise them (less HEIC, which browsers cannot show),
/// plus the SVG document of an icon the extension drew with `UIGraphicsImageRenderer`.
public enum ImageFormat: String, Hashable, Sendable {
  case png
  case jpeg
  case gif
  case webp
  /// A drawing the extension made (`UIGraphicsImageRenderer`), kept as vectors.
  case svg

  /// The format of `data`, or nil when `data` is not an image this renderer can embed.
  ///
  /// A PNG must also carry a well-formed `IHDR` chunk with a non-zero size, so a truncated or
  /// corrupt file draws as "unreadable" rather than as a broken image.
  public init?(of data: Data) {
    let bytes = [UInt8](data.prefix(64))
    func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
    }
    if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard let size = Self.pngSize(bytes), size.width > 0, size.height > 0 else { return nil }
      self = .png
    } else if starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) {
      self = .webp
    } else if starts(with: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"".utf8)) {
      self = .svg
    } else {
      return nil
    }
  }

  /// The MIME type for a `data:` URI.
  var mimeType: String { self == .svg ? "image/svg+xml" : "image/\(rawValue)" }

  /// `data:<mime>;base64,<bytes>`.
  func dataURI(for data: Data) -> String {
    "data:\(mimeType);base64,\(data.base64EncodedString())"
  }

  /// The pixel size a PNG's `IHDR` chunk declares, or nil when the chunk is missing or malformed.
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, bytes[8..<12] == [0, 0, 0, 13], Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    func bigEndian(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (bigEndian(16), bigEndian(20))
  }
}
