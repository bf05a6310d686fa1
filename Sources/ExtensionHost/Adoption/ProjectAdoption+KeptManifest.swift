extension ProjectAdoption {
  /// What to say of a `Package.swift` init keeps (it never overwrites one) that names no target
  /// for some extensions it adopts now, as when one left out on an earlier run ("its Info.plist
  /// cannot be read") is adopted once its Info.plist is there: `swift build` would not build them
  /// and the host would find no executable to run. Gives the targets to add; nil when it names
  /// every extension (`"Name"`, as a target's `name:` does).
  func missingTargetsNote(keptManifest text: String) -> String? {
    let missing = extensions.filter { !text.contains(Self.literal($0.name)) }
    guard !missing.isEmpty else { return nil }
    let names = missing.map(\.name).joined(separator: ", ")
    let pronoun = missing.count == 1 ? "it" : "them"
    return "Package.swift is kept (init never overwrites it) and has no target for \(names): `swift build` does not build "
      + "\(pronoun) and extension-host cannot run \(pronoun). Add to its targets:\n"
      + missing.map(targetDeclaration).joined(separator: "\n")
      + "\nor remove Package.swift and run init again"
  }
}
