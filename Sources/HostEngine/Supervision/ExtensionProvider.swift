import HostProtocol

/// Where a visit gets its running extensions from, and where it gives them back.
///
/// A direct `visit` launches cold and stops both extensions afterwards (`ColdLaunchProvider`);
/// the daemon keeps them warm and supervised (`ExtensionSupervisor`).
public protocol ExtensionProvider: Sendable {
  /// A running, handshaken extension (or the fault that kept it from starting), and the mark from
  /// which this visit's activity counts.
  func acquire(_ target: ExtensionTarget, origin: ContinuousClock.Instant) async throws
    -> (launch: ExtensionLauncher.Launch, mark: ActivityMark)

  /// Gives an extension back after a visit; returns how it ended if the provider stopped it,
  /// nil if it stays running.
  func release(_ launch: ExtensionLauncher.Launch) async -> TerminationStatus?
}

/// Launches every extension for one visit and stops it afterwards.
public struct ColdLaunchProvider: ExtensionProvider {
  var limits: ExtensionLauncher.Limits
  var stopGrace: Duration
  /// The deadline each extension point's requests are held to, announced in its handshake
  /// instead of `limits.requestTimeout`.
  var requestTimeouts: [ExtensionPoint: Duration] = [:]

  /// Launches `target` cold, as a one-shot visit does.
  public func acquire(_ target: ExtensionTarget, origin: ContinuousClock.Instant) async throws
    -> (launch: ExtensionLauncher.Launch, mark: ActivityMark)
  {
    (try await ExtensionLauncher.launch(target, limits: announcedLimits(for: target), origin: origin), ActivityMark())
  }

  /// The limits `target` is launched with: the provider's, with its point's request deadline.
  func announcedLimits(for target: ExtensionTarget) -> ExtensionLauncher.Limits {
    var limits = limits
    if let deadline = requestTimeouts[target.extensionPoint] { limits.requestTimeout = deadline }
    return limits
  }

  /// Stops the launch and returns how it exited.
  public func release(_ launch: ExtensionLauncher.Launch) async -> TerminationStatus? {
    await launch.connection.stop(grace: stopGrace)
  }

  /// Memberwise: every field given, or left at its default.
  public init(limits: ExtensionLauncher.Limits, stopGrace: Duration) {
    self.limits = limits
    self.stopGrace = stopGrace
  }

  /// The provider of a one-shot visit with `options`: each extension's handshake announces the
  /// deadline the visit holds its requests to (the configuration's or the action's).
  public init(options: VisitOptions) {
    self.init(limits: options.limits, stopGrace: options.stopGrace)
    requestTimeouts = [.shieldConfiguration: options.configurationTimeout, .shieldAction: options.actionTimeout]
  }
}
