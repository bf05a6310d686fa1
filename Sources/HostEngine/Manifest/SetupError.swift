import ExtensionManifest

/// Why the manifests cannot be run: every problem found, each with its place and its fix.
public struct SetupError: Error, CustomStringConvertible {
  /// One thing wrong with the manifests, where it is.
  public struct Problem: Sendable {
    /// `path:line:column`, or a path, or nil for problems of the set as a whole.
    var location: String?
    var message: String
    /// The executable name, when the problem is only that no built executable was found: the
    /// one problem building the package can fix.
    var missingExecutable: String? = nil
    /// Whether the problem is in what the person asked for (an `--action` naming no extension).
    var isUsage = false

    /// A problem at `location` (nil for the set as a whole) saying `message`; `missingExecutable`
    /// names the executable when that is all that is wrong.
    public init(location: String?, message: String, missingExecutable: String? = nil, isUsage: Bool = false) {
      self.location = location
      self.message = message
      self.missingExecutable = missingExecutable
      self.isUsage = isUsage
    }
  }

  /// The problems.
  public var problems: [Problem]

  /// An error listing `problems`.
  public init(_ problems: [Problem]) { self.problems = problems }
  /// One problem at `location` (nil for the set as a whole) saying `message`.
  public init(at location: String?, _ message: String) { problems = [Problem(location: location, message: message)] }

  /// The same problems, each message followed by `sentence` (what to do, in the caller's words).
  public func adding(_ sentence: String) -> SetupError {
    SetupError(problems.map { problem in
      var said = problem
      said.message += sentence
      return said
    })
  }

  /// The executables a build would provide, when every problem is a missing executable.
  public var missingExecutables: [String]? {
    let names = problems.compactMap(\.missingExecutable)
    return names.isEmpty || names.count != problems.count ? nil : names
  }

  /// Whether every problem is in what the person asked for: a usage error (exit 2).
  public var isUsageError: Bool { !problems.isEmpty && problems.allSatisfy(\.isUsage) }

  /// The text a person reads: one line per problem. What a problem quotes from a manifest (a
  /// key, a value, a file name) is escaped, its line breaks too (`DisplayText`), so no manifest
  /// can add a line of its own, such as a forged `App-Info.plist:1:1: error: …` that a CI log or
  /// an editor would read as the host's.
  public var description: String {
    problems.map { problem in
      (problem.location.map { "\(DisplayText.escaped($0)): " } ?? "") + "error: " + DisplayText.escaped(problem.message)
    }.joined(separator: "\n")
  }
}

extension SetupError.Problem {
  init(_ node: PlistNode, _ message: String) {
    self.init(location: node.location.description, message: message)
  }
}
