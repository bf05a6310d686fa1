/// A mistake in what the caller asked for (an unknown check, a target that is not a URL or a
/// domain); the command line prints it with a pointer to `--help`.
public struct UsageError: Error, CustomStringConvertible {
  /// What was wrong and what to write instead.
  public let description: String

  /// A usage error saying `description`.
  public init(_ description: String) { self.description = description }
}
