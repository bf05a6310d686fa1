import ExtensionManifest
import HostProtocol

/// Where a JSON file lint reads (`.extension-host.json`, a baseline) stops being JSON this
/// package accepts, as `line 3, column 14: expected ',' or '}'`. `JSONDecoder` says only "not
/// valid JSON", calls bytes that are not UTF-8 a top level of the wrong kind, and reads an object
/// with a key given twice as if the first were not there; this reader names the place of each,
/// and a key given twice is refused, as every JSON reader of this package refuses it.
enum JSONFileSyntax {
  /// The bytes of the JSON file at `path`, a `kind` of file ("configuration", "baseline") of at
  /// most `limit` bytes (`limitText`, as "1 MiB"), checked to be JSON.
  ///
  /// - Throws: `ConfigurationError` naming what could not be read, the size past the limit, or
  ///   the place where the file stops being JSON (`invalid` words it, given `line L, column C: why`).
  static func read(
    _ path: String, kind: String, limit: Int, limitText: String, invalid: (String) -> String
  ) throws(ConfigurationError) -> [UInt8] {
    let bytes: [UInt8]
    switch FileSystem.readFile(path, limit: limit) {
    case .success(let read): bytes = read
    case .failure(.unreadable(let reason)): throw ConfigurationError(path: path, reason: "cannot read the \(kind) file: \(reason)")
    case .failure(.tooLarge(let size)):
      throw ConfigurationError(path: path, reason: "the \(kind) file is \(size) bytes, more than a \(kind)'s \(limitText)")
    }
    if let syntax = problem(in: bytes) { throw ConfigurationError(path: path, reason: invalid(syntax)) }
    return bytes
  }

  /// The problem with `bytes` (a UTF-8 byte order mark first is allowed), or nil when they are a
  /// JSON document.
  static func problem(in bytes: [UInt8]) -> String? {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    do {
      _ = try JSONValue.parse(body)
      return nil
    } catch {
      return "\(place(of: error.offset, in: body)): \(error.reason)"
    }
  }

  /// `line L, column C` (1-based, columns in characters) of the byte at `offset`.
  static func place(of offset: Int, in bytes: [UInt8]) -> String {
    let before = bytes.prefix(min(max(offset, 0), bytes.count))
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    return "line \(line), column \(column)"
  }
}
