/// A scenario file that cannot be read: where, what was expected, and the fix.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// 1-based line and column; 0 when the problem is the whole file.
  public var line: Int
  public var column: Int
  /// What is wrong and how to fix it.
  public var message: String

  public init(path: String, line: Int, column: Int, _ message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    line == 0 ? "\(path): error: \(message)" : "\(path):\(line):\(column): error: \(message)"
  }
}
