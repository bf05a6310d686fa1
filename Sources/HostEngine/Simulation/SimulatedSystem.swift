import Foundation
import HostProtocol
import Synchronization

/// The system's side of DeviceActivity on a virtual clock: what is monitored, how the device is
/// used, and which `DeviceActivityMonitor` callbacks are due when. No processes: `SimulationRun`
/// delivers what this says.
///
/// The rules, each from Apple's documentation (developer.apple.com/documentation/deviceactivity)
/// unless marked as this host's reading; `Documentation/Simulation.md` lists them:
/// - an interval starts "when someone first uses the device within the activity's scheduled time
///   interval" (`intervalDidStart(for:)`): `intervalDidStart` comes at the first device use at or
///   after the interval's start, and never for an interval without use (`nextInterval`: "the
///   system doesn't call these methods unless the device is used during the interval");
/// - `intervalDidEnd` comes at the end of a started interval, and when monitoring of an activity
///   with an ongoing (started) interval stops (`nextInterval`);
/// - with `repeats` false, nothing comes after the first end (`init(intervalStart:…)`);
/// - warnings: `warningTime` before the start and the end, and before each threshold in use,
///   clamped to the interval's start (`warningTime`, `init(intervalStart:…)`);
/// - an event's usage counts use of its apps, web domains and categories within the interval, from
///   when monitoring started; with `includesPastActivity`, from the interval's start rounded down
///   to the hour (`includesPastActivity`; the rounding direction is this host's reading).
final class SimulatedSystem: Sendable {
  /// One callback due at a time.
  struct Delivery: Hashable, Sendable {
    var callback: MonitorCallback
    var activity: String
    var event: String?

    var description: String { callback.call(activity: activity, event: event) }
  }

  /// What the app (or an extension) asked of the center, and what came of it.
  struct CenterCall: Sendable {
    var time: Date
    var caller: String
    var text: String
    var rejection: MonitoringRejection?
    /// The events of an accepted `startMonitoring` whose threshold is no duration, so never reached.
    var eventsThatNeverFire: [(name: String, threshold: DateComponents)] = []
  }

  private let state: Mutex<State>

  init(begin: Date, timeZone: TimeZone, authorized: Bool, categories: [String: (applications: Set<String>, webDomains: Set<String>)]) {
    var categoryTokens: [OpaqueToken: (applications: Set<String>, webDomains: Set<String>)] = [:]
    for (name, members) in categories { categoryTokens[TokenMint.token("category", name)] = members }
    state = Mutex(State(now: begin, timeZone: timeZone, authorized: authorized, categories: categoryTokens))
  }

  var now: Date { state.withLock { $0.now } }
  var timeZone: TimeZone { state.withLock { $0.timeZone } }

  /// The center's calls so far, taken (each is returned once).
  func takeCenterCalls() -> [CenterCall] {
    state.withLock { state in
      defer { state.calls = [] }
      return state.calls
    }
  }

  // MARK: the center

  /// `startMonitoring`, by the app or an extension, at the current time.
  func startMonitoring(_ registration: ActivityRegistration, caller: String) -> MonitoringRejection? {
    state.withLock { $0.start(registration, caller: caller) }
  }

  /// `stopMonitoring`; empty for all.
  func stopMonitoring(_ names: [String], caller: String) {
    state.withLock { $0.stop(names, caller: caller) }
  }

  /// The activities whose interval has started and not ended.
  func ongoingActivities() -> Set<String> {
    state.withLock { state in
      Set(state.activities.values.filter { $0.started && $0.interval.map { $0.contains(state.now) } == true }.map(\.registration.activity))
    }
  }

  /// Every monitored activity, sorted by name.
  func registrations() -> [ActivityRegistration] {
    state.withLock { $0.activities.values.map(\.registration).sorted { $0.activity < $1.activity } }
  }

  // MARK: the device

  /// The person uses `target` from now for `seconds`.
  func beginUse(_ target: UsageTarget, seconds: TimeInterval) {
    state.withLock { state in
      state.uses.append(Use(target: target, start: state.now, end: state.now.addingTimeInterval(seconds)))
      state.touched = state.now
    }
  }

  /// The device is used for a moment now (a visit, the app in front).
  func touch() { state.withLock { $0.touched = $0.now } }

  /// The device's time zone changes; the ongoing intervals keep theirs.
  func changeTimeZone(_ zone: TimeZone) { state.withLock { $0.timeZone = zone } }

  /// The callbacks due next, at or before `limit`, with their time; nil (and the clock at
  /// `limit`) when none are.
  func nextBatch(until limit: Date) -> (time: Date, deliveries: [Delivery])? {
    state.withLock { state in
      while true {
        let due = state.pending + state.scan()
        state.pending = []
        if !due.isEmpty { return (state.now, due) }
        guard let next = state.nextMoment(), next <= limit else {
          state.now = max(state.now, limit)
          return nil
        }
        state.now = next
      }
    }
  }
}

/// One stretch of use.
struct Use: Sendable {
  var target: UsageTarget
  var start: Date
  var end: Date
}

/// One monitored activity and where its current interval stands.
struct MonitoredActivity: Sendable {
  var registration: ActivityRegistration
  var registeredAt: Date
  var interval: DateInterval?
  var started = false
  var startWarned = false
  var endWarned = false
  var reached: Set<String> = []
  var warned: Set<String> = []

  var schedule: ActivityScheduleRule { registration.schedule }
}
