/// Tells an action extension that the user pressed a shield button; it answers once, with a response.
///
/// The extension receives only an opaque token for the target. The host's contract accepts only
/// ``ShieldActionResponse/close`` and ``ShieldActionResponse/defer``; see `WireProtocol.md`.
public struct HandleShieldActionRequest: RPCRequest {
  public static let method = "shield/handleAction"
  public typealias Response = HandleShieldActionResult

  /// Which button was pressed.
  public var action: ShieldAction
  /// The token of what the shield covers.
  public var target: ShieldActionTarget

  public init(action: ShieldAction, target: ShieldActionTarget) {
    self.action = action
    self.target = target
  }

  /// The name of the delegate overload this request calls.
  /// The overload, for the words of a fault.
  public var label: String? { overload }

  public var overload: String {
    switch target {
    case .application: "handle(action:for: ApplicationToken)"
    case .webDomain: "handle(action:for: WebDomainToken)"
    case .category: "handle(action:for: ActivityCategoryToken)"
    }
  }
}

/// The action extension's answer: what its completion handler received.
public struct HandleShieldActionResult: Codable, Hashable, Sendable {
  /// The response passed to the completion handler.
  public var response: ShieldActionResponse
  /// True when the principal class does not override the overload that ran.
  public var isSystemDefault: Bool

  public init(response: ShieldActionResponse, isSystemDefault: Bool) {
    self.response = response
    self.isSystemDefault = isSystemDefault
  }
}
