import HostProtocol

/// How to run one visit.
struct VisitOptions: Sendable {
  var target: VisitTarget
  /// The target's category, overriding the policy's membership lists.
  var category: String?
  var press: HostProtocol.ShieldAction = .primaryButtonPressed
  var limits = ExtensionLauncher.Limits()
  var configurationTimeout: Duration = .milliseconds(1000)
  var actionTimeout: Duration = .milliseconds(2000)
  /// How long each stop step waits before escalating.
  var stopGrace: Duration = .milliseconds(300)
}
