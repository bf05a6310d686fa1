/// The bytes of key paths one document may build, all its nodes together
/// (`PlistLimits.maximumKeyPathBytes`).
///
/// Every node stores its full slash-joined key path, so a long key repeats in the path of every
/// node below it: a binary plist whose one 1 MB key is shared by 400 nested dictionaries asks for
/// 80 GB of paths from a 1 MB file. Each reader builds its paths through one budget, which checks
/// the length before the string is made and refuses the document at the key that overflows it.
struct KeyPathBudget {
  private let limit: Int
  private var remaining: Int

  /// A full budget for one document.
  init(limits: PlistLimits) {
    limit = limits.maximumKeyPathBytes
    remaining = limits.maximumKeyPathBytes
  }

  /// `parent/component` (or `component` below the root), charged to the budget.
  ///
  /// - Parameters:
  ///   - location: where the key (or the array item) is, for the error.
  /// - Throws: `PlistError` of kind `.unsafe` at `location` once the paths outgrow the budget.
  mutating func path(_ parent: String, _ component: String, at location: SourceLocation) throws(PlistError) -> String {
    let length = parent.isEmpty ? component.utf8.count : parent.utf8.count + 1 + component.utf8.count
    remaining -= length
    guard remaining >= 0 else {
      throw PlistError(
        location: location,
        reason: "the key paths of this plist add up to more than \(limit) bytes here (this key is "
          + "\(component.utf8.count) bytes, its path \(length)); keys this long, repeated at every level below "
          + "them, are not a manifest's: shorten the keys or flatten the nesting",
        kind: .unsafe)
    }
    return parent.isEmpty ? component : parent + "/" + component
  }
}
