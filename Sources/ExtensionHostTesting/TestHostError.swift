import HostEngine

/// Why a test host could not start or run something: a manifest to fix, an executable not
/// built, a folder that is not there. The message names the file and the fix.
public struct TestHostError: Error, CustomStringConvertible, Sendable {
  /// The whole message, for a person.
  public let description: String

  /// An error with `description` as its message.
  public init(_ description: String) { self.description = description }

  /// A manifest problem; executables not built get the fix for a test target.
  init(setup error: SetupError, products: String) {
    guard let missing = error.missingExecutables else {
      self.init("the manifests cannot launch:\n\(error)")
      return
    }
    let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
    self.init(
      "\(error)\nthe extensions are not built in \(products): add them to your test target's dependencies "
        + "(.testTarget(name: ..., dependencies: [\"ExtensionHostTesting\", \(names)])) so swift test builds them "
        + "next to the test bundle, or pass products: the folder holding them")
  }
}
