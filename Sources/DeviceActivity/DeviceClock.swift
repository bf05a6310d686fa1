import Foundation
import ManagedSettings
import Synchronization

/// The device's clock as the SDK sees it: the real one, or the simulated one the host sends with
/// each monitor callback (`extension-host simulate`), kept until the next callback. The process's
/// own clock follows it under `simulate` (`ProcessClock`).
enum DeviceClock {
  private static let simulated = Mutex<(now: Date, timeZone: TimeZone)?>(nil)

  /// Now and the device's time zone.
  static var current: (now: Date, timeZone: TimeZone) {
    simulated.withLock { $0 } ?? (Date(), TimeZone.current)
  }

  /// Sets the simulated clock; called by the runtime before a callback runs.
  static func simulate(now: Date, timeZone: TimeZone) {
    simulated.withLock { $0 = (now, timeZone) }
    ProcessClock.follow(now: now, timeZone: timeZone)
  }
}
