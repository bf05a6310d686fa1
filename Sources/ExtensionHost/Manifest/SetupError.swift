import ExtensionManifest

/// Why the manifests cannot be run: every problem found, each with its place and its fix.
struct SetupError: Error, CustomStringConvertible {
  struct Problem: Sendable {
    /// `path:line:column`, or a path, or nil for problems of the set as a whole.
    var location: String?
    var message: String
  }

  var problems: [Problem]

  init(_ problems: [Problem]) { self.problems = problems }
  init(at location: String?, _ message: String) { problems = [Problem(location: location, message: message)] }

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
