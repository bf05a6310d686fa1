/// How `simulate` runs the monitor extension.
public struct SimulationOptions: Sendable {
  /// How long one callback may run before it is named `unresponsive`.
  public var callbackTimeout: Duration = .seconds(2)
  /// How long the host keeps a monitor after its last callback returned, refusing (and naming)
  /// the store writes work left running makes, before it stops the process as iOS would.
  public var lingerAfterReturn: Duration = .milliseconds(150)
  /// The monitor's memory budget: how much its resident memory may grow during one callback
  /// batch, above what it had when the batch began (the runtime's own footprint on Linux is not
  /// the extension's). About 6 MB is widely reported for iOS; Apple publishes no number. Over
  /// it, the host ends the process, as iOS does, and names `memory-budget-exceeded`.
  public var memoryBudgetBytes: UInt64 = 6 << 20
  /// How many monitor processes are launched ahead of the batches that will take them.
  public var prewarmed = 1
  /// How many monitor processes may linger at once after their batch (each is stopped
  /// `lingerAfterReturn` after its return, while later batches run).
  public var maximumLingering = 64
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
