import Foundation
import Synchronization

/// The device's clock as the SDK sees it: the real one, or the simulated one the host sends with
/// each monitor callback (`extension-host simulate`), kept until the next callback.
enum DeviceClock {
  /// The simulated now and time zone. The zone is made from its identifier when first read:
  /// opening an ICU time zone costs a fresh monitor process a few hundred microseconds (ICU's
  /// data faulted in), and most callbacks never read it.
  private static let simulated = Mutex<(now: Date, zoneIdentifier: String, zone: TimeZone?)?>(nil)

  /// Now and the device's time zone (the process's own zone for an identifier ICU does not know;
  /// the host sends only zones it has checked).
  static var current: (now: Date, timeZone: TimeZone) {
    simulated.withLock { clock -> (now: Date, timeZone: TimeZone)? in
      guard let now = clock?.now, let identifier = clock?.zoneIdentifier else { return nil }
      let zone = clock?.zone ?? TimeZone(identifier: identifier) ?? TimeZone.current
      clock?.zone = zone
      return (now, zone)
    } ?? (Date(), TimeZone.current)
  }

  /// Sets the simulated clock; called by the runtime before a callback runs.
  static func simulate(now: Date, timeZoneIdentifier: String) {
    simulated.withLock { $0 = (now, timeZoneIdentifier, nil) }
  }
}
