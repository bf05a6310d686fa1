import ExtensionManifest
import Foundation
public import HostProtocol

/// A shield configuration read from JSON: either the wire `ShieldConfiguration` itself, or a
/// `shield/configuration` result `{"configuration": …, "isSystemDefault": …}`.
public struct ShieldConfigurationFile: Hashable, Sendable {
  /// The configuration; nil when a result object says `"configuration": null`.
  public var configuration: ShieldConfiguration?
  /// What the result object says, or false for a bare configuration.
  public var isSystemDefault: Bool
  /// Things worth telling the user that do not stop the picture, such as unknown keys.
  public var warnings: [String]

  /// The `ShieldConfiguration` keys, as the wire spells them.
  static let configurationKeys: Set<String> = [
    "backgroundBlurStyle", "backgroundColor", "icon", "title", "subtitle", "primaryButtonLabel",
    "primaryButtonBackgroundColor", "secondaryButtonLabel", "secondaryButtonSubmenuItems",
  ]

  /// The largest configuration file read: a shield's configuration is a few hundred bytes.
  static let maxBytes = 8 << 20

  /// Reads and decodes the file at `path`; `-` reads standard input.
  public static func load(path: String) throws(RenderError) -> ShieldConfigurationFile {
    let data: Data
    do {
      if path == "-" {
        // As a file: at most `maxBytes`, never a whole endless stream in memory.
        data = FileHandle.standardInput.readData(ofLength: Self.maxBytes + 1)
        guard data.count <= Self.maxBytes else {
          throw RenderError.cannotRead(path: path, reason: "standard input holds over the \(Self.maxBytes / (1 << 20)) MiB a configuration may be")
        }
      } else {
        // Only a regular file: a FIFO or a device is refused by name, never read without end.
        switch FileSystem.readFile(path, limit: Self.maxBytes) {
        case .success(let bytes): data = Data(bytes)
        case .failure(.tooLarge(let size)):
          throw RenderError.cannotRead(path: path, reason: "it is \(size) bytes, over the \(Self.maxBytes / (1 << 20)) MiB a configuration may be")
        case .failure(.unreadable(let reason)): throw RenderError.cannotRead(path: path, reason: reason)
        }
      }
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError.cannotRead(path: path, reason: "\(error.localizedDescription)")
    }
    return try decode(data, path: path == "-" ? "<stdin>" : path)
  }

  /// Decodes `data`; `path` names the source in errors and warnings.
  static func decode(_ data: Data, path: String) throws(RenderError) -> ShieldConfigurationFile {
    let decoder = JSONDecoder()
    do {
      let keys = try decoder.decode(TopLevelKeys.self, from: data).keys
      if keys.contains("configuration") || keys.contains("isSystemDefault") {
        let result = try decoder.decode(ResultObject.self, from: data)
        let unknown = keys.subtracting(["configuration", "isSystemDefault"])
        return ShieldConfigurationFile(
          configuration: result.configuration, isSystemDefault: result.isSystemDefault ?? false,
          warnings: unknownKeyWarnings(unknown, path: path, in: "the result object"))
      }
      let configuration = try decoder.decode(ShieldConfiguration.self, from: data)
      return ShieldConfigurationFile(
        configuration: configuration, isSystemDefault: false,
        warnings: unknownKeyWarnings(keys.subtracting(configurationKeys), path: path, in: "ShieldConfiguration"))
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        if let syntax = syntaxError(in: data) {
          throw RenderError.invalidConfiguration(path: path, reason: "not valid JSON: \(syntax)")
        }
        // Valid JSON the decoder refused without saying where: a number its Int cannot hold.
        if let number = blurStyleThatIsNoInt(in: data) {
          throw RenderError.invalidConfiguration(
            path: path, reason: "at backgroundBlurStyle: \(number) is not a whole number; UIBlurEffect.Style's raw values are 0...20")
        }
      }
      throw RenderError.invalidConfiguration(path: path, reason: Self.explain(error))
    } catch {
      throw RenderError.invalidConfiguration(path: path, reason: "\(error)")
    }
  }

  /// Where JSON syntax breaks, as `JSONSerialization` reports it, with its character offset turned
  /// into a line and column; nil when the text parses.
  static func syntaxError(in data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      guard let range = detail.range(of: " around character "),
        let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
      else { return detail }
      let before = data.prefix(offset)
      let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 - before.startIndex + 1 } ?? 0) + 1
      return "\(detail[..<range.lowerBound].lowercased()) at line \(line), column \(column)"
    }
  }

  /// The configuration's `backgroundBlurStyle` (bare or under `configuration`) as written, when it
  /// is a number that is no `Int`: `JSONDecoder` reports such a value as "not valid JSON".
  static func blurStyleThatIsNoInt(in data: Data) -> String? {
    guard let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
    let configuration = top["configuration"] as? [String: Any] ?? top
    guard let number = configuration["backgroundBlurStyle"] as? NSNumber else { return nil }
    let value = number.doubleValue
    guard value.rounded() != value || !(Double(Int.min)..<Double(Int.max)).contains(value) else { return nil }
    return number.description
  }

  private static func unknownKeyWarnings(_ keys: Set<String>, path: String, in place: String) -> [String] {
    keys.sorted().map { "\(path): unknown key '\($0)' in \(place) is ignored" }
  }

  /// A person's account of a decoding failure: where in the document, and what was wrong.
  static func explain(_ error: DecodingError) -> String {
    func location(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
      return path.isEmpty ? "the top level" : String(path.drop { $0 == "." })
    }
    func detail(_ context: DecodingError.Context) -> String {
      let underlying = (context.underlyingError).map { " (\($0))" } ?? ""
      return context.debugDescription + underlying
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "at \(location(context)): expected \(typeName(type)): \(detail(context))"
    case .valueNotFound(let type, let context):
      return "at \(location(context)): missing \(typeName(type)) value: \(detail(context))"
    case .keyNotFound(let key, let context):
      return "at \(location(context)): missing key '\(key.stringValue)'"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON: \(detail(context))" : "at \(location(context)): \(detail(context))"
    @unknown default:
      return "\(error)"
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [String].Type: "an array of strings"
    default: "\(type)"
    }
  }

  /// The keys of the top-level object, to tell the two accepted shapes apart.
  private struct TopLevelKeys: Decodable {
    var keys: Set<String>
    init(from decoder: any Decoder) throws {
      keys = Set(try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue))
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private struct ResultObject: Decodable {
    var configuration: ShieldConfiguration?
    var isSystemDefault: Bool?
  }
}
