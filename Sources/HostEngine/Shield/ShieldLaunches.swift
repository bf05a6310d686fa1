/// The shield extensions one visit starts, together: a cold visit costs one launch, not two in a
/// row. When one cannot start, the other is given back to its provider before the error is
/// thrown, so a failed start leaves no process running (cold) and no visit held (warm).
enum ShieldLaunches {
  /// The configuration and action extensions of `setup` from `provider`, each nil when the
  /// project ships none.
  ///
  /// - Throws: the first launch's error (the configuration extension's first), after releasing
  ///   whichever extension did start.
  static func acquire(
    _ setup: ShieldSetup, from provider: any ExtensionProvider, origin: ContinuousClock.Instant
  ) async throws -> (configuration: LiveVisit.Acquired?, action: LiveVisit.Acquired?) {
    async let configurationLaunch = attempt(setup.configurationExtension, from: provider, origin: origin)
    async let actionLaunch = attempt(setup.actionExtension, from: provider, origin: origin)
    let launches = await [configurationLaunch, actionLaunch]
    let failure = launches.lazy.compactMap { launch -> (any Error)? in
      if case .failure(let error) = launch { return error }
      return nil
    }.first
    guard let failure else { return (try launches[0].get(), try launches[1].get()) }
    for case .success(let acquired?) in launches { _ = await provider.release(acquired.launch) }
    throw failure
  }

  /// `target` from `provider`, or why it could not start; nil when the project ships no such
  /// extension.
  private static func attempt(
    _ target: ExtensionTarget?, from provider: any ExtensionProvider, origin: ContinuousClock.Instant
  ) async -> Result<LiveVisit.Acquired?, any Error> {
    guard let target else { return .success(nil) }
    do {
      return .success(try await provider.acquire(target, origin: origin))
    } catch {
      return .failure(error)
    }
  }
}
