package import ExtensionManifest

/// What the principal-class and scene rules need from a Swift file: its imports, its class
/// declarations with what they inherit, the conformances its extensions add, the functions it
/// declares, the configuration names it passes to `UISceneConfiguration(name:…)`, and where each
/// identifier it names is first used. A small lexer skips comments and keeps string literals as
/// single tokens; it does not type-check, so it reads what is written.
package struct SwiftSourceFile: Sendable {
  /// A `class Name: Superclass` declaration.
  package struct ClassDeclaration: Sendable {
    /// The class name.
    package let name: String
    /// The first inherited type (last component of a qualified name), if any.
    package let superclass: String?
    /// Every inherited type written on the declaration (last components), the superclass first.
    package let inheritedTypes: [String]
    /// Where the class name is.
    package let location: SourceLocation
  }

  /// A `func name` declaration.
  package struct FunctionDeclaration: Sendable {
    /// The base name (`applicationDidEnterBackground`).
    package let name: String
    /// Where the name is.
    package let location: SourceLocation
  }

  /// A string literal passed as the `name:` of `UISceneConfiguration(name:sessionRole:)`.
  package struct ConfigurationName: Sendable {
    /// The literal's text, without quotes.
    package let name: String
    /// Where the literal starts.
    package let location: SourceLocation
  }

  /// The file's path.
  package let path: String
  /// Imported module names (`import ManagedSettings`, `import class ManagedSettings.X`).
  package let imports: [String]
  /// Every class declared in the file.
  package let classes: [ClassDeclaration]
  /// The types each `extension Name: A, B` adds (last components), by extended type name.
  package let extensionConformances: [String: [String]]
  /// Every function declared in the file.
  package let functions: [FunctionDeclaration]
  /// The literal names passed to `UISceneConfiguration(name:…)`.
  package let sceneConfigurationNames: [ConfigurationName]
  /// Where the first import (or the file start) is, for findings about missing imports.
  package let importLocation: SourceLocation
  /// Where each identifier (outside comments and string literals) is first used.
  package let firstUse: [String: SourceLocation]

  /// Scans `text` as the file `path`.
  package init(path: String, text: String) {
    self.path = path
    let tokens = SwiftTokenizer.tokens(in: Array(text.utf8), path: path)
    var imports: [String] = []
    var classes: [ClassDeclaration] = []
    var conformances: [String: [String]] = [:]
    var functions: [FunctionDeclaration] = []
    var configurationNames: [ConfigurationName] = []
    var firstImport: Int?
    var firstUse: [String: SourceLocation] = [:]
    var index = 0
    for token in tokens where token.isIdentifier && firstUse[token.text] == nil { firstUse[token.text] = token.location }
    /// The index after a generic clause (`<A, B<C>>`) starting at `start`, or `start` when none does.
    func afterGenericClause(at start: Int) -> Int {
      var next = start
      guard next < tokens.count, tokens[next].text == "<" else { return next }
      var depth = 0
      while next < tokens.count {
        if tokens[next].text == "<" { depth += 1 }
        if tokens[next].text == ">" { depth -= 1 }
        next += 1
        if depth == 0 { break }
      }
      return next
    }
    /// The inherited types after a `:` at `start` (`A, Module.B, C<D>`), up to `{` or `where`.
    func inheritance(from start: Int) -> [String] {
      var types: [String] = []
      var next = start
      while next < tokens.count, tokens[next].isIdentifier, tokens[next].text != "where" {
        var name = tokens[next].text
        while next + 2 < tokens.count, tokens[next + 1].text == ".", tokens[next + 2].isIdentifier {
          next += 2
          name = tokens[next].text
        }
        types.append(name)
        next = afterGenericClause(at: next + 1)
        guard next < tokens.count, tokens[next].text == "," else { break }
        next += 1
      }
      return types
    }
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "import", index + 1 < tokens.count {
        firstImport = firstImport ?? index
        var next = index + 1
        if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(tokens[next].text) { next += 1 }
        if next < tokens.count { imports.append(tokens[next].text) }
        index = next
      } else if token.text == "class", index + 1 < tokens.count, tokens[index + 1].isIdentifier,
        !["func", "var", "let", "subscript", "init"].contains(tokens[index + 1].text)
      {
        let nameToken = tokens[index + 1]
        let next = afterGenericClause(at: index + 2)
        let inherited = next < tokens.count && tokens[next].text == ":" ? inheritance(from: next + 1) : []
        classes.append(
          ClassDeclaration(
            name: nameToken.text, superclass: inherited.first, inheritedTypes: inherited, location: nameToken.location))
        index += 2
      } else if token.text == "extension", index + 1 < tokens.count, tokens[index + 1].isIdentifier {
        var next = index + 1
        var name = tokens[next].text
        while next + 2 < tokens.count, tokens[next + 1].text == ".", tokens[next + 2].isIdentifier {
          next += 2
          name = tokens[next].text
        }
        if next + 1 < tokens.count, tokens[next + 1].text == ":" {
          conformances[name, default: []] += inheritance(from: next + 2)
        }
        index = next + 1
      } else if token.text == "func", index + 1 < tokens.count, tokens[index + 1].isIdentifier {
        functions.append(FunctionDeclaration(name: tokens[index + 1].text, location: tokens[index + 1].location))
        index += 2
      } else if token.text == "UISceneConfiguration", index + 4 < tokens.count, tokens[index + 1].text == "(",
        tokens[index + 2].text == "name", tokens[index + 3].text == ":", let literal = tokens[index + 4].stringValue
      {
        configurationNames.append(ConfigurationName(name: literal, location: tokens[index + 4].location))
        index += 5
      } else {
        index += 1
      }
    }
    self.imports = imports
    self.classes = classes
    self.firstUse = firstUse
    self.extensionConformances = conformances
    self.functions = functions
    self.sceneConfigurationNames = configurationNames
    self.importLocation = firstImport.map { tokens[$0].location } ?? SourceLocation(path: path, line: 1, column: 1)
  }

  /// Reads every `.swift` file under `directory` (depth-limited, hidden folders and `.build` skipped).
  package static func files(
    under directory: String, depth: Int = 6, listings: DirectoryListings = DirectoryListings()
  ) -> [SwiftSourceFile] {
    guard depth > 0, let entries = try? listings.contents(of: directory) else { return [] }
    var files: [SwiftSourceFile] = []
    for entry in entries where !entry.name.hasPrefix(".") {
      let path = FileSystem.join(directory, entry.name)
      if entry.kind == .file, entry.name.hasSuffix(".swift"),
        case .success(let bytes) = FileSystem.readFile(path, limit: 4 << 20)
      {
        files.append(SwiftSourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
      } else if entry.kind == .directory, entry.name != "build", !entry.name.hasSuffix(".xcodeproj") {
        files += SwiftSourceFile.files(under: path, depth: depth - 1, listings: listings)
      }
    }
    return files
  }
}

/// Identifiers, punctuation and string literals of Swift text, with comments skipped.
enum SwiftTokenizer {
  struct Token {
    let text: String
    /// Where the token starts.
    let location: SourceLocation
    /// Whether the token is a string literal; `text` is then the literal as written, quotes included.
    var isString = false
    var isIdentifier: Bool { !isString && (text.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? false) }

    /// A one-line literal without escapes or interpolation, as its value; nil otherwise.
    var stringValue: String? {
      guard isString, text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""),
        !text.contains("\\")
      else { return nil }
      return String(text.dropFirst().dropLast())
    }
  }

  /// The tokens of `bytes`, each placed in `path` by one `LineLocator` pass.
  static func tokens(in bytes: [UInt8], path: String) -> [Token] {
    var tokens: [Token] = []
    var locator = LineLocator(path: path)
    var index = 0
    bytes.withUnsafeBufferPointer { buffer in
      // Tokens come in order, so the locator reads the file once.
      func location(_ offset: Int) -> SourceLocation { locator.location(at: offset, in: buffer) }
      while index < bytes.count {
        let byte = bytes[index]
        let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
          var depth = 0
          repeat {
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
              depth += 1
              index += 2
            } else if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
              depth -= 1
              index += 2
            } else {
              index += 1
            }
          } while depth > 0 && index < bytes.count
        } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && next == UInt8(ascii: "\"")) {
          let start = index
          let startLocation = location(start)
          defer {
            tokens.append(
              Token(
                text: String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self), location: startLocation,
                isString: true))
          }
          let triple = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
          if byte == UInt8(ascii: "#") { index += 1 }
          index += triple ? 3 : 1
          while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
              index += 2
              continue
            }
            if bytes[index] == UInt8(ascii: "\"") {
              if !triple { index += 1; break }
              if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
                index += 3
                break
              }
            }
            if !triple && bytes[index] == 0x0A { break }
            index += 1
          }
        } else if isIdentifierByte(byte) || byte == UInt8(ascii: "`") {
          let start = index
          while index < bytes.count, isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: "`") { index += 1 }
          let text = String(decoding: bytes[start..<index], as: UTF8.self).replacingBackticks()
          tokens.append(Token(text: text, location: location(start)))
        } else if byte > 0x20 {
          tokens.append(Token(text: String(UnicodeScalar(byte)), location: location(index)))
          index += 1
        } else {
          index += 1
        }
      }
    }
    return tokens
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
  }
}

extension String {
  fileprivate func replacingBackticks() -> String { filter { $0 != "`" } }
}
