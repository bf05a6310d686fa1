/// Shell-style globs over `/`-separated relative paths: `*` (within a component), `?`, and
/// `**` (any number of components).
package enum Glob {
  /// Whether `path` matches `pattern`.
  package static func matches(_ pattern: String, _ path: String) -> Bool {
    match(Array(pattern.utf8)[...], Array(path.utf8)[...])
  }

  private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == UInt8(ascii: "*") {
      let isDouble = pattern.dropFirst().first == UInt8(ascii: "*")
      var rest = pattern.dropFirst(isDouble ? 2 : 1)
      if isDouble, rest.first == UInt8(ascii: "/") {
        rest = rest.dropFirst()
        if match(rest, path) { return true }
      }
      var index = path.startIndex
      while true {
        if match(rest, path[index...]) { return true }
        guard index < path.endIndex, isDouble || path[index] != UInt8(ascii: "/") else { return false }
        index += 1
      }
    }
    guard let character = path.first else { return false }
    guard first == UInt8(ascii: "?") ? character != UInt8(ascii: "/") : first == character else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }
}
