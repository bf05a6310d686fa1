import Foundation
import Testing

/// One hostile manifest edit, ready to run for real: a fresh `HostileScratch` with a program
/// planted outside where a manifest could point (it leaves `evil-ran` if it ever runs), the edit
/// made, and what lies outside the state directory remembered, so `nothingEscaped` proves a run
/// wrote nothing there and ran nothing from there. The containment tests and the hostile corpus
/// share it.
struct HostileManifestCase {
  let scratch: HostileScratch
  private let before: [String: String]

  /// The scratch with `old` replaced by `new` in manifest `file`.
  init(file: String, replacing old: String, with new: String) throws {
    scratch = try HostileScratch()
    let evil = scratch.outside + "/evil"
    try "#!/bin/sh\necho ran > \"\(scratch.outside)/evil-ran\"\n".write(toFile: evil, atomically: true, encoding: .utf8)
    chmod(evil, 0o755)
    try scratch.edit(file, replacing: old, with: new)
    before = scratch.outsideTree()
  }

  /// Whether nothing outside the state directory changed and the planted program never ran;
  /// records an issue naming `label` when something did.
  @discardableResult
  func nothingEscaped(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let unchanged = scratch.outsideTree() == before
    let ran = FileManager.default.fileExists(atPath: scratch.outside + "/evil-ran")
    #expect(unchanged, "\(label): something outside the state directory changed", sourceLocation: sourceLocation)
    #expect(!ran, "\(label): the program planted outside the products ran", sourceLocation: sourceLocation)
    return unchanged && !ran
  }
}
