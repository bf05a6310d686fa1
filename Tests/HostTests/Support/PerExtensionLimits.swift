@testable import HostEngine

/// Launches cold, with limits chosen per extension: the broken one's short deadlines, the
/// well-behaved one's generous ones. Stops every extension after the visit, as `visit` does.
struct PerExtensionLimits: ExtensionProvider {
  let limits: [String: ExtensionLauncher.Limits]
  let otherwise: ExtensionLauncher.Limits
  let stopGrace: Duration

  func acquire(_ target: ExtensionTarget, origin: ContinuousClock.Instant) async throws
    -> (launch: ExtensionLauncher.Launch, mark: ActivityMark)
  {
    (try await ExtensionLauncher.launch(target, limits: limits[target.name] ?? otherwise, origin: origin), ActivityMark())
  }

  func release(_ launch: ExtensionLauncher.Launch) async -> TerminationStatus? {
    await launch.connection.stop(grace: stopGrace)
  }
}
