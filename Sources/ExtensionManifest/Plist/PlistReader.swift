/// Reads plist files in any of the three formats into located trees.
///
/// The format is sniffed from the bytes: `bplist` is binary; a first non-space `<` (after an
/// optional UTF-8 or UTF-16 byte-order mark) is XML; anything else is OpenStep. Text is decoded
/// first (`PlistTextDecoding`): by its byte-order mark, else by the XML declaration's encoding.
package enum PlistReader {
  /// Reads the file at `path` with the default limits.
  ///
  /// - Throws: `PlistError` of kind `.io` when the file cannot be read, `.syntax` for the first
  ///   malformed construct, `.unsafe` for refused input.
  package static func read(contentsOf path: String) throws(PlistError) -> PlistDocument {
    try read(contentsOf: path, limits: .default)
  }

  /// Reads the file at `path` within `limits`.
  package static func read(contentsOf path: String, limits: PlistLimits) throws(PlistError) -> PlistDocument {
    switch FileSystem.readFile(path, limit: limits.maximumFileSize) {
    case .success(let bytes):
      return try read(bytes: bytes, path: path, limits: limits)
    case .failure(.unreadable(let reason)):
      throw PlistError(location: SourceLocation(path: path, line: 1, column: 1), reason: "cannot read: \(reason)", kind: .io)
    case .failure(.tooLarge(let size)):
      throw tooLarge(size, path: path, limits: limits)
    }
  }

  /// Reads `bytes` as the contents of a file at `path` (used only in positions and messages).
  package static func read(bytes: [UInt8], path: String) throws(PlistError) -> PlistDocument {
    try read(bytes: bytes, path: path, limits: .default)
  }

  /// Reads `bytes` within `limits`.
  package static func read(bytes: [UInt8], path: String, limits: PlistLimits) throws(PlistError) -> PlistDocument {
    if bytes.count > limits.maximumFileSize { throw tooLarge(bytes.count, path: path, limits: limits) }
    if bytes.starts(with: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]) {  // "bplist"
      return try BinaryPlistParser.parse(bytes, path: path, limits: limits)
    }
    let text = try PlistTextDecoding.utf8(bytes, path: path)
    return try text.withUnsafeBufferPointer { buffer throws(PlistError) -> PlistDocument in
      var index = 0
      while index < buffer.count, PlistScalars.isSpace(buffer[index]) { index += 1 }
      if index < buffer.count, buffer[index] == UInt8(ascii: "<") {
        var parser = XMLPlistParser(bytes: buffer, path: path, limits: limits)
        let root = try parser.parseDocument()
        return PlistDocument(path: path, format: .xml, root: root, comments: parser.comments)
      }
      var parser = OpenStepPlistParser(bytes: buffer, path: path, limits: limits)
      let root = try parser.parseDocument()
      return PlistDocument(path: path, format: .openStep, root: root, comments: parser.comments)
    }
  }

  private static func tooLarge(_ size: Int, path: String, limits: PlistLimits) -> PlistError {
    PlistError(
      location: SourceLocation(path: path, line: 1, column: 1),
      reason: "the file is \(size) bytes; the limit is \(limits.maximumFileSize)",
      kind: .unsafe
    )
  }
}
