public import HostProtocol

/// How to run one visit.
public struct VisitOptions: Sendable {
  /// The target.
  public var target: VisitTarget
  /// The target's category, overriding the policy's membership lists.
  public var category: String?
  /// The press.
  public var press: HostProtocol.ShieldAction = .primaryButtonPressed
  /// The limits.
  public var limits = ExtensionLauncher.Limits()
  /// The configuration timeout.
  public var configurationTimeout: Duration = defaultConfigurationTimeout
  /// The action timeout.
  public var actionTimeout: Duration = defaultActionTimeout
  /// How long each stop step waits before escalating.
  public var stopGrace: Duration = .milliseconds(300)
  /// The deadlines the extensions are held to when they are longer than the two above: the
  /// daemon's own, so that a client's shorter deadline times out only that client's visit, never
  /// charges the extension (`RequestDeadline`). Nil: the timeouts above are the contract's.
  public var contractConfigurationTimeout: Duration?
  /// The action counterpart of `contractConfigurationTimeout`.
  public var contractActionTimeout: Duration?
  /// The device's lock during the visit: while locked (or before the first unlock after a
  /// restart) the extensions cannot open the App Group files that state protects.
  public var device: DeviceState = .unlocked

  /// How long a visit waits for a configuration, and how long the extension has by the contract.
  var configurationDeadline: RequestDeadline {
    RequestDeadline(asked: configurationTimeout, contract: contractConfigurationTimeout)
  }
  /// How long a visit waits for an action's answer, and how long the extension has by the contract.
  var actionDeadline: RequestDeadline { RequestDeadline(asked: actionTimeout, contract: contractActionTimeout) }

  /// The configuration deadline of the contract, when no one asks for another.
  public static let defaultConfigurationTimeout: Duration = .milliseconds(1000)
  /// The action deadline of the contract, when no one asks for another.
  public static let defaultActionTimeout: Duration = .milliseconds(2000)

  /// Memberwise: every field given, or left at its default.
  public init(target: VisitTarget, category: String? = nil, press: HostProtocol.ShieldAction = .primaryButtonPressed, limits: ExtensionLauncher.Limits = ExtensionLauncher.Limits(), configurationTimeout: Duration = .milliseconds(1000), actionTimeout: Duration = .milliseconds(2000), stopGrace: Duration = .milliseconds(300)) {
    self.target = target
    self.category = category
    self.press = press
    self.limits = limits
    self.configurationTimeout = configurationTimeout
    self.actionTimeout = actionTimeout
    self.stopGrace = stopGrace
  }
}
