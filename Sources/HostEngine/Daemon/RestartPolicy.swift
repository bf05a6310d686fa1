/// When a crashed extension may start again, and when it is quarantined instead.
///
/// A sliding window, as VS Code (3 crashes in 5 minutes) and the LSP client (5 in 3 minutes) do:
/// each crash in the window doubles the wait before the next launch; `maxCrashes` crashes inside
/// the window quarantine the extension until `extension-host restart`. Deliberate stops (idle
/// exit, shutdown, restart) never count.
public struct RestartPolicy: Sendable, Equatable {
  /// Crashes inside the window that quarantine the extension.
  public var maxCrashes: Int
  /// How far back crashes count.
  public var window: Duration
  /// The wait after the first crash in the window; each further crash doubles it.
  var initialBackoff: Duration
  /// The longest wait.
  var maxBackoff: Duration
  /// Contract violations (duplicate answers, garbage, forbidden responses) tolerated before quarantine.
  public var maxStrikes: Int

  /// The crashes still inside the window at `now`.
  func recent(_ crashes: [ContinuousClock.Instant], now: ContinuousClock.Instant) -> [ContinuousClock.Instant] {
    crashes.filter { now - $0 < window }
  }

  /// Whether these recent crashes mean quarantine.
  func shouldQuarantine(recentCrashes: Int) -> Bool { recentCrashes >= maxCrashes }

  /// How long to wait before launching again after `recentCrashes` crashes in the window.
  func backoff(recentCrashes: Int) -> Duration {
    guard recentCrashes > 0 else { return .zero }
    var delay = initialBackoff
    for _ in 1..<recentCrashes { delay = min(delay * 2, maxBackoff) }
    return min(delay, maxBackoff)
  }

  /// Memberwise; the defaults are the daemon's documented ones (Documentation/Daemon.md).
  public init(maxCrashes: Int = 3, window: Duration = .seconds(60), initialBackoff: Duration = .milliseconds(50), maxBackoff: Duration = .seconds(2), maxStrikes: Int = 3) {
    self.maxCrashes = maxCrashes
    self.window = window
    self.initialBackoff = initialBackoff
    self.maxBackoff = maxBackoff
    self.maxStrikes = maxStrikes
  }
}
