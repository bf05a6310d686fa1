/// Levenshtein distance, for "did you mean" (extension points, lint configuration keys,
/// entitlements).
public enum EditDistance {
  /// The number of single-character edits from `lhs` to `rhs`.
  public static func between(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs.unicodeScalars)
    let right = Array(rhs.unicodeScalars)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
