import Foundation
import Synchronization

/// The device's clock as the SDK sees it: the real one, or the simulated one the host sends with
/// each monitor callback (`extension-host simulate`), kept until the next callback.
///
/// The simulated time zone is kept by name and resolved the first time something reads the clock:
/// resolving a zone is the first use of the time-zone data in a fresh process, and most callbacks
/// never look at a calendar.
enum DeviceClock {
  private struct Simulated {
    var now: Date
    var timeZoneIdentifier: String
    /// The zone, once resolved (for `timeZoneIdentifier`).
    var timeZone: TimeZone?
  }

  private static let simulated = Mutex<Simulated?>(nil)

  /// Now and the device's time zone. A simulated zone the time-zone data does not know (the host
  /// only sends names it resolved itself) is taken as UTC and said on stderr.
  static var current: (now: Date, timeZone: TimeZone) {
    simulated.withLock { simulated in
      guard var clock = simulated else { return (Date(), TimeZone.current) }
      if let timeZone = clock.timeZone { return (clock.now, timeZone) }
      let resolved = TimeZone(identifier: clock.timeZoneIdentifier)
      if resolved == nil {
        FileHandle.standardError.write(
          Data("DeviceActivity: the host sent an unknown time zone '\(clock.timeZoneIdentifier)'; UTC is used\n".utf8))
      }
      let timeZone = resolved ?? TimeZone(secondsFromGMT: 0)!
      clock.timeZone = timeZone
      simulated = clock
      return (clock.now, timeZone)
    }
  }

  /// Sets the simulated clock; called by the runtime before a callback runs.
  static func simulate(now: Date, timeZoneIdentifier: String) {
    simulated.withLock { simulated in
      let kept = simulated?.timeZoneIdentifier == timeZoneIdentifier ? simulated?.timeZone : nil
      simulated = Simulated(now: now, timeZoneIdentifier: timeZoneIdentifier, timeZone: kept)
    }
  }
}
