import CSimulatedClock
import Foundation
import Glibc
import Synchronization

/// The device's clock as the SDK sees it: the real one, or the simulated one the host sends with
/// each monitor callback (`extension-host simulate`), kept until the next callback.
///
/// Under `simulate` (`EXTENSION_HOST_SIMULATED_CLOCK=1`, set by the host for the monitor's
/// processes) the process's own clock follows too: the wall clock (`Date()`, `time()`) is moved
/// to the callback's simulated moment and runs on from there, and the time zone (`TimeZone.current`,
/// `Calendar.current`) is the simulated device's. The monotonic clocks are left alone.
enum DeviceClock {
  private static let simulated = Mutex<(now: Date, timeZone: TimeZone)?>(nil)

  /// Whether the host asked for the process's own clock to follow the simulated one.
  private static let movesProcessClock = getenv("EXTENSION_HOST_SIMULATED_CLOCK").map { String(cString: $0) == "1" } ?? false

  /// Now and the device's time zone.
  static var current: (now: Date, timeZone: TimeZone) {
    simulated.withLock { $0 } ?? (Date(), TimeZone.current)
  }

  /// Sets the simulated clock; called by the runtime before a callback runs.
  static func simulate(now: Date, timeZone: TimeZone) {
    simulated.withLock { $0 = (now, timeZone) }
    guard movesProcessClock else { return }
    let target = Int64((now.timeIntervalSince1970 * 1_000_000_000).rounded())
    simulatedclock_set_offset(target - simulatedclock_real_now())
    if TimeZone.current.identifier != timeZone.identifier {
      setenv("TZ", timeZone.identifier, 1)
      tzset()
      NSTimeZone.resetSystemTimeZone()
    }
  }
}
