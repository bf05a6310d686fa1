/// `extension-host visit`: simulate a visit to a blocked web domain or app.
enum VisitCommand: Subcommand {
  static let name = "visit"
  static let summary = "Simulate a visit to a blocked site or app, end to end"
  static let help = "USAGE: extension-host visit <url-or-domain> [options]\n"
  static func run(_ arguments: inout Arguments) async throws -> ExitCode {
    try arguments.finish()
    return .success
  }
}
