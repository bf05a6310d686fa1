import HostProtocol

// `host/visit`'s numbers and choices, checked where the request enters the daemon: a client's
// bad value is an `invalidParams` answer naming the member, the range and the value, never a trap
// (`Duration.milliseconds(1e300)`), and never a deadline an extension is then blamed for missing.

extension DaemonVisitRequest {
  /// The milliseconds a request's timeout may be: the range the command line's `--…-timeout` takes.
  static let timeoutMilliseconds: ClosedRange<Double> = 1...86_400_000

  /// The configuration and action timeouts the request asks for; nil where it leaves the default.
  func checkedTimeouts() throws(JSONRPCError) -> (configuration: Duration?, action: Duration?) {
    (
      try Self.timeout(configurationTimeoutMilliseconds, member: "configurationTimeoutMilliseconds"),
      try Self.timeout(actionTimeoutMilliseconds, member: "actionTimeoutMilliseconds")
    )
  }

  /// The button to press: `primary` or `secondary`, nothing else.
  func checkedPress() throws(JSONRPCError) -> ShieldAction {
    switch press {
    case "primary": return .primaryButtonPressed
    case "secondary": return .secondaryButtonPressed
    default: throw JSONRPCError(.invalidParams, "press must be \"primary\" or \"secondary\", not \(Self.shown(press))")
    }
  }

  private static func timeout(_ value: Double?, member: String) throws(JSONRPCError) -> Duration? {
    guard let value else { return nil }
    guard value.isFinite, timeoutMilliseconds.contains(value) else {
      throw JSONRPCError(
        .invalidParams,
        "\(member) must be a number of milliseconds from \(Int(timeoutMilliseconds.lowerBound)) to "
          + "\(Int(timeoutMilliseconds.upperBound)), not \(value)")
    }
    return .milliseconds(value)
  }

  /// A client's text in a message: quoted, and cut short when long.
  private static func shown(_ text: String) -> String {
    text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
  }
}
