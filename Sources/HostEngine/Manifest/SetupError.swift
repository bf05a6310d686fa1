import ExtensionManifest

/// Why the manifests cannot be run: every problem found, each with its place and its fix.
public struct SetupError: Error, CustomStringConvertible {
  public struct Problem: Sendable {
    /// `path:line:column`, or a path, or nil for problems of the set as a whole.
    var location: String?
    var message: String

    /// A problem at `location` (nil for the set as a whole) saying `message`.
    public init(location: String?, message: String) {
      self.location = location
      self.message = message
    }
  }

  public var problems: [Problem]

  public init(_ problems: [Problem]) { self.problems = problems }
  public init(at location: String?, _ message: String) { problems = [Problem(location: location, message: message)] }

  public var description: String {
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
