extension String {
  /// The string within `limit` UTF-8 bytes, cut between two Unicode scalars, saying how much was
  /// cut; the string itself when it fits.
  public func cut(toBytes limit: Int) -> String {
    let utf8 = self.utf8
    guard utf8.count > limit else { return self }
    var end = utf8.index(utf8.startIndex, offsetBy: limit)
    while end.samePosition(in: unicodeScalars) == nil { end = utf8.index(before: end) }
    let kept = String(self[..<end])
    return kept + " … (\(utf8.count - kept.utf8.count) more bytes cut)"
  }
}
