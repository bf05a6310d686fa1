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
  public var configurationTimeout: Duration = .milliseconds(1000)
  /// The action timeout.
  public var actionTimeout: Duration = .milliseconds(2000)
  /// How long each stop step waits before escalating.
  public var stopGrace: Duration = .milliseconds(300)

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
