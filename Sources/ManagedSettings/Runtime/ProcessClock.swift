import CSimulatedClock
import Foundation
import Glibc

/// The process's own clock under `extension-host simulate`, which sets
/// `EXTENSION_HOST_SIMULATED_CLOCK=1` for the processes it launches: at each simulated moment the
/// host hands over (a monitor's callback, a widget's timeline request) the wall clock (`Date()`,
/// `DateFormatter`, `time()`) moves to that moment and runs on from there, and the time zone
/// (`TimeZone.current`, `Calendar.current`) becomes the simulated device's. The monotonic clocks,
/// which time-outs use, are left alone. Elsewhere the process keeps the real clock.
package enum ProcessClock {
  /// Whether the host asked for the process's clock to follow the simulated one.
  private static let followsHost = getenv("EXTENSION_HOST_SIMULATED_CLOCK").map { String(cString: $0) == "1" } ?? false

  /// Moves the process's clock to `now` in `timeZone` (nil keeps the zone), when the host asked.
  package static func follow(now: Date, timeZone: TimeZone?) {
    guard followsHost else { return }
    let target = Int64((now.timeIntervalSince1970 * 1_000_000_000).rounded())
    simulatedclock_set_offset(target - simulatedclock_real_now())
    if let timeZone, TimeZone.current.identifier != timeZone.identifier {
      setenv("TZ", timeZone.identifier, 1)
      tzset()
      NSTimeZone.resetSystemTimeZone()
    }
  }
}
