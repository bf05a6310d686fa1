/// A decoded 8-bit PNG, as Chromium writes screenshots: greyscale, RGB or RGBA, not interlaced.
struct PNGImage: Sendable {
  var width: Int
  var height: Int
  /// RGBA, row by row.
  var pixels: [UInt8]

  /// One pixel's colour.
  struct Pixel: Equatable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int
    var alpha: Int

    /// The luma (ITU-R BT.709 weights) in 0...1, ignoring alpha.
    var luma: Double { (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255 }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: Pixel, tolerance: Int) -> Bool {
      abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
  }

  /// Decodes PNG bytes; throws for anything outside the subset above or a damaged file.
  init(_ bytes: [UInt8]) throws {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw Inflate.Failure(description: "not a PNG")
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else { throw Inflate.Failure(description: "truncated \(type) chunk") }
      switch type {
      case "IHDR": header = Array(bytes[start..<start + length])
      case "IDAT": compressed += bytes[start..<start + length]
      default: break
      }
      offset = start + length + 4
      if type == "IEND" { break }
    }
    guard header.count == 13 else { throw Inflate.Failure(description: "missing IHDR") }
    width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let channelsByColorType = [0: 1, 2: 3, 4: 2, 6: 4]
    guard header[8] == 8, let channels = channelsByColorType[Int(header[9])], header[12] == 0 else {
      throw Inflate.Failure(
        description: "unsupported PNG: depth \(header[8]), colour type \(header[9]), interlace \(header[12])")
    }
    let raw = try Inflate.zlibDecompress(compressed)
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw Inflate.Failure(description: "image data too short") }
    var rows = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      for column in 0..<stride {
        let x = raw[row * (stride + 1) + 1 + column]
        let a = column >= channels ? Int(rows[row * stride + column - channels]) : 0
        let b = row > 0 ? Int(rows[(row - 1) * stride + column]) : 0
        let c = row > 0 && column >= channels ? Int(rows[(row - 1) * stride + column - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw Inflate.Failure(description: "invalid filter \(filter) on row \(row)")
        }
        rows[row * stride + column] = UInt8(truncatingIfNeeded: Int(x) + predictor)
      }
    }
    pixels = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<(width * height) {
      let source = Array(rows[index * channels..<(index + 1) * channels])
      switch channels {
      case 1, 2:
        pixels[index * 4] = source[0]
        pixels[index * 4 + 1] = source[0]
        pixels[index * 4 + 2] = source[0]
        if channels == 2 { pixels[index * 4 + 3] = source[1] }
      default:
        for channel in 0..<channels { pixels[index * 4 + channel] = source[channel] }
      }
    }
  }

  /// The pixel at column `x`, row `y`.
  func pixel(x: Int, y: Int) -> Pixel {
    let index = (y * width + x) * 4
    return Pixel(
      red: Int(pixels[index]), green: Int(pixels[index + 1]), blue: Int(pixels[index + 2]),
      alpha: Int(pixels[index + 3]))
  }

  /// The mean luma over a rectangle of pixels.
  func meanLuma(x: Range<Int>, y: Range<Int>) -> Double {
    var total = 0.0
    for row in y { for column in x { total += pixel(x: column, y: row).luma } }
    return total / Double(x.count * y.count)
  }
}
