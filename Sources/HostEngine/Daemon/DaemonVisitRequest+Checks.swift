import HostProtocol

// `host/visit`'s numbers and choices, checked where the request enters the daemon: a client's
// bad value is an `invalidParams` answer naming the member, the range and the value, never a trap
// (`Duration.milliseconds(1e300)`), and never a deadline an extension is then blamed for missing.

extension DaemonVisitRequest {
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

  /// The device's lock the visit asks for: one of `DeviceState`'s names, or nil (the daemon's).
  func checkedDevice() throws(JSONRPCError) -> DeviceState? { try DeviceState.requested(device) }

  private static func timeout(_ value: Double?, member: String) throws(JSONRPCError) -> Duration? {
    guard let value else { return nil }
    // The rule the command line's `--…-timeout` options check against.
    guard NumberRule.milliseconds.accepts(value) else {
      throw JSONRPCError(.invalidParams, "\(member) must be \(NumberRule.milliseconds.expectation), not \(value)")
    }
    return .milliseconds(value)
  }

  /// A client's text in a message: quoted, and cut short when long.
  private static func shown(_ text: String) -> String {
    text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
  }
}

extension DeviceState {
  /// The device's lock a control request asks for (`device`): one of the names, or nil (the
  /// daemon's own); anything else is `invalidParams` listing the names.
  static func requested(_ text: String?) throws(JSONRPCError) -> DeviceState? {
    guard let text else { return nil }
    guard let state = DeviceState(rawValue: text) else {
      let shown = text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
      throw JSONRPCError(
        .invalidParams, "device must be " + allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + ", not \(shown)")
    }
    return state
  }
}
