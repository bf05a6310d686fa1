/// Shell-style globs over `/`-separated relative paths: `*` (within a component), `?`, and
/// `**` (any number of components).
package enum Glob {
  /// Whether `path` matches `pattern`. Each pair of positions is decided once (memoised), so a
  /// pattern of many stars (`**a**a**a**c`, from a repository's own configuration file) against
  /// a long path costs at most pattern × path² steps instead of backtracking exponentially.
  package static func matches(_ pattern: String, _ path: String) -> Bool {
    var matcher = Matcher(pattern: Array(pattern.utf8), path: Array(path.utf8))
    return matcher.match(0, 0)
  }

  private struct Matcher {
    let pattern: [UInt8]
    let path: [UInt8]
    /// Per pattern and path position: 0 not decided, 1 matches, 2 does not.
    private var decided: [UInt8]

    init(pattern: [UInt8], path: [UInt8]) {
      self.pattern = pattern
      self.path = path
      decided = [UInt8](repeating: 0, count: (pattern.count + 1) * (path.count + 1))
    }

    mutating func match(_ p: Int, _ s: Int) -> Bool {
      let key = p * (path.count + 1) + s
      if decided[key] != 0 { return decided[key] == 1 }
      let result = decide(p, s)
      decided[key] = result ? 1 : 2
      return result
    }

    private mutating func decide(_ p: Int, _ s: Int) -> Bool {
      guard p < pattern.count else { return s == path.count }
      if pattern[p] == UInt8(ascii: "*") {
        let isDouble = p + 1 < pattern.count && pattern[p + 1] == UInt8(ascii: "*")
        var rest = p + (isDouble ? 2 : 1)
        if isDouble, rest < pattern.count, pattern[rest] == UInt8(ascii: "/") {
          rest += 1
          if match(rest, s) { return true }
        }
        var index = s
        while true {
          if match(rest, index) { return true }
          guard index < path.count, isDouble || path[index] != UInt8(ascii: "/") else { return false }
          index += 1
        }
      }
      guard s < path.count else { return false }
      let character = path[s]
      guard pattern[p] == UInt8(ascii: "?") ? character != UInt8(ascii: "/") : pattern[p] == character else { return false }
      return match(p + 1, s + 1)
    }
  }
}
