/// The `:operator` and `:operator=value` transformations of a build-setting reference, with
/// swift-build's semantics.
enum BuildSettingOperators {
  /// Applies a retrieval operator (`:lower`); `nil` for an unknown one.
  static func retrieval(_ name: String, value: String) -> String? {
    switch name {
    case "lower": value.lowercased()
    case "upper": value.uppercased()
    case "identifier": IdentifierMangling.cIdentifier(value)
    case "rfc1034identifier": IdentifierMangling.rfc1034Identifier(value)
    case "c99extidentifier": IdentifierMangling.c99ExtendedIdentifier(value)
    case "quote": quoted(value)
    case "dir": directory(value)
    case "file": lastComponent(value)
    case "base": baseName(value)
    case "suffix": suffix(value)
    case "standardizepath": standardized(value)
    case "not": value != "YES" ? "YES" : "NO"
    case "__stripslash": value.hasPrefix("/") ? String(value.dropFirst()) : value
    default: nil
    }
  }

  /// Applies a replacement operator (`:default=x`); `nil` for an unknown one.
  static func replacement(_ name: String, value: String, operand: String) -> String? {
    switch name {
    case "default": return value.isEmpty ? operand : value
    case "dir": return join(operand, lastComponent(value))
    case "file": return join(parent(value), operand)
    case "base":
      let extensionPart = suffix(value)
      return join(parent(value), operand) + extensionPart
    case "suffix":
      let newSuffix = operand.hasPrefix(".") ? operand : "." + operand
      return withoutSuffix(value) + newSuffix
    case "relativeto": return value
    case "isancestor":
      guard value.hasPrefix("/"), operand.hasPrefix("/") else { return "NO" }
      let ancestor = operand.hasSuffix("/") ? operand : operand + "/"
      return value.hasPrefix(ancestor) || value == operand ? "YES" : "NO"
    default: return nil
    }
  }

  private static func quoted(_ value: String) -> String {
    guard !value.isEmpty else { return "\"\"" }
    var output = ""
    for scalar in value.unicodeScalars {
      if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" || scalar == "\\" || scalar == "\""
        || scalar == "'"
      {
        output.append("\\")
      }
      output.unicodeScalars.append(scalar)
    }
    return output
  }

  private static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  private static func directory(_ path: String) -> String {
    let directory = parent(path)
    guard !directory.isEmpty else { return "./" }
    return directory.hasSuffix("/") ? directory : directory + "/"
  }

  private static func lastComponent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  private static func baseName(_ path: String) -> String {
    let file = lastComponent(path)
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }

  private static func suffix(_ path: String) -> String {
    let file = lastComponent(path)
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
    return String(file[dot...])
  }

  private static func withoutSuffix(_ path: String) -> String {
    String(path.dropLast(suffix(path).count))
  }

  private static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty { return name }
    if name.hasPrefix("/") { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func standardized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", absolute {
        continue
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : joined
  }
}
