/// How `simulate` runs the monitor extension.
public struct SimulationOptions: Sendable {
  /// How long one callback may run before it is named `unresponsive`.
  public var callbackTimeout: Duration = .seconds(2)
  /// How long the host keeps a monitor after its last callback returned, refusing (and naming)
  /// the store writes work left running makes, before it stops the process as iOS would.
  public var lingerAfterReturn: Duration = .milliseconds(150)
  /// How long each stop step waits before escalating.
  public var stopGrace: Duration = .milliseconds(300)
  /// The launcher's limits (message size, handshake deadline, resource ceilings).
  public var limits = ExtensionLauncher.Limits()
  /// Seeded adversarial delivery (`--chaos SEED`): the scenario runs faithfully, then with late,
  /// doubled and dropped callbacks, and the final shields must be the same.
  public var chaosSeed: UInt64?
  /// Where shared state lives and the app's seeds come from.
  public var sharedState = SharedStateOptions()

  /// The defaults.
  public init() {}
}
