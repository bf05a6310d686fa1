import ExtensionManifest

/// Why the manifests cannot be run: every problem found, each with its place and its fix.
struct SetupError: Error, CustomStringConvertible {
  struct Problem: Sendable {
    /// `path:line:column`, or a path, or nil for problems of the set as a whole.
    var location: String?
    var message: String
    /// The executable name, when the problem is only that no built executable was found: the
    /// one problem building the package can fix.
    var missingExecutable: String? = nil
  }

  var problems: [Problem]

  init(_ problems: [Problem]) { self.problems = problems }
  init(at location: String?, _ message: String) { problems = [Problem(location: location, message: message)] }

  /// The executables a build would provide, when every problem is a missing executable.
  var missingExecutables: [String]? {
    let names = problems.compactMap(\.missingExecutable)
    return names.isEmpty || names.count != problems.count ? nil : names
  }

  var description: String {
    problems.map { problem in
      (problem.location.map { "\($0): " } ?? "") + "error: " + problem.message
    }.joined(separator: "\n")
  }
}

extension SetupError.Problem {
  init(_ node: PlistNode, _ message: String) {
    self.init(location: node.location.description, message: message)
  }
}
