/// The host's own error codes, in the range JSON-RPC leaves to servers (-32000...-32099): what
/// the host answers for an extension that cannot answer itself. The generic JSON-RPC layer
/// (`JSONRPC/`) knows only the codes the specification and the protocol's cancellation define.
extension JSONRPCError.Code {
  /// The extension process exited or crashed before it answered.
  public static let extensionCrashed = Self(rawValue: -32010)
  /// The extension did not answer before the request's deadline.
  public static let extensionUnresponsive = Self(rawValue: -32011)
  /// The extension crashed or misbehaved too often and is not started again.
  public static let extensionQuarantined = Self(rawValue: -32012)
  /// A message was larger than the negotiated limit.
  public static let messageTooLarge = Self(rawValue: -32013)
  /// The extension broke the host's contract (wrong answer, answering twice, garbage).
  public static let contractViolation = Self(rawValue: -32014)
  /// The extension could not be started: missing executable, bad principal class, bad manifest.
  public static let extensionLaunchFailed = Self(rawValue: -32015)

  /// The host code's short name; nil for a code that is not the host's.
  var hostCodeName: String? {
    switch self {
    case .extensionCrashed: "extension crashed"
    case .extensionUnresponsive: "extension unresponsive"
    case .extensionQuarantined: "extension quarantined"
    case .messageTooLarge: "message too large"
    case .contractViolation: "contract violation"
    case .extensionLaunchFailed: "extension launch failed"
    default: nil
    }
  }
}
