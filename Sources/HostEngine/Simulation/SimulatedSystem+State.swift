import Foundation
import HostProtocol

extension SimulatedSystem {
  /// Everything the system knows, behind the mutex.
  struct State: Sendable {
    var now: Date
    var timeZone: TimeZone
    var authorized: Bool
    var categories: [OpaqueToken: (applications: Set<String>, webDomains: Set<String>)]
    var activities: [String: MonitoredActivity] = [:]
    var uses: [Use] = []
    /// The last moment the device was used without a stretch of use (a visit, the app in front).
    var touched: Date?
    var pending: [Delivery] = []
    var calls: [CenterCall] = []

    /// Whether the device is in use at the current time.
    var inUse: Bool { touched == now || uses.last.map { $0.start <= now && now < $0.end } == true }

    mutating func start(_ registration: ActivityRegistration, caller: String) -> MonitoringRejection? {
      let rejection = MonitoringLimits.check(
        registration.schedule, named: registration.activity, monitored: Set(activities.keys), authorized: authorized,
        now: now, timeZone: timeZone)
      let neverFiring = rejection != nil ? [] : registration.events.keys.sorted().compactMap { name in
        registration.events[name].flatMap { $0.threshold.durationSeconds == nil ? (name, $0.threshold) : nil }
      }
      calls.append(
        CenterCall(
          time: now, caller: caller, text: "startMonitoring(\(registration.activity))", rejection: rejection,
          eventsThatNeverFire: neverFiring))
      guard rejection == nil else { return rejection }
      let interval = registration.schedule.interval(at: now, timeZone: timeZone)
      activities[registration.activity] = MonitoredActivity(registration: registration, registeredAt: now, interval: interval)
      return nil
    }

    mutating func stop(_ names: [String], caller: String) {
      let stopping = names.isEmpty ? activities.keys.sorted() : names.filter { activities[$0] != nil }
      calls.append(
        CenterCall(time: now, caller: caller, text: "stopMonitoring(\(names.isEmpty ? "all" : names.joined(separator: ", ")))", rejection: nil))
      for name in stopping {
        if let activity = activities[name], activity.started, activity.interval.map({ $0.contains(now) }) == true {
          pending.append(Delivery(callback: .intervalDidEnd, activity: name, event: nil))
        }
        activities[name] = nil
      }
    }

    // MARK: what is due now

    /// The callbacks due at `now`, marking them delivered; in a stable order (by activity name,
    /// then the order a day runs: warnings, start, thresholds, end).
    mutating func scan() -> [Delivery] {
      var due: [Delivery] = []
      for name in activities.keys.sorted() {
        guard var activity = activities[name] else { continue }
        due += step(&activity)
        // An activity with no interval left (a non-repeating one that ended) is no longer monitored.
        activities[name] = activity.interval == nil ? nil : activity
      }
      return due
    }

    private mutating func step(_ activity: inout MonitoredActivity) -> [Delivery] {
      var due: [Delivery] = []
      let name = activity.registration.activity
      guard var interval = activity.interval else { return [] }
      if now >= interval.end {
        if activity.started { due.append(Delivery(callback: .intervalDidEnd, activity: name, event: nil)) }
        guard activity.schedule.repeats, let next = activity.schedule.interval(at: interval.end, timeZone: timeZone) else {
          activity.interval = nil
          return due
        }
        activity = MonitoredActivity(registration: activity.registration, registeredAt: activity.registeredAt, interval: next)
        // One interval at a time: a start warning that fell inside the interval just ended (a
        // schedule that starts again at once) is not delivered late.
        activity.startWarned = activity.schedule.startWarning(for: next).map { $0 < now } ?? false
        interval = next
      }
      if !activity.startWarned, let warning = activity.schedule.startWarning(for: interval), now >= warning,
        warning >= activity.registeredAt, now < interval.start
      {
        activity.startWarned = true
        due.append(Delivery(callback: .intervalWillStartWarning, activity: name, event: nil))
      }
      if !activity.started, interval.start <= now, now < interval.end, inUse {
        activity.started = true
        due.append(Delivery(callback: .intervalDidStart, activity: name, event: nil))
      }
      guard activity.started else { return due }
      if !activity.endWarned, let warning = activity.schedule.endWarning(for: interval), now >= warning {
        activity.endWarned = true
        due.append(Delivery(callback: .intervalWillEndWarning, activity: name, event: nil))
      }
      for eventName in activity.registration.events.keys.sorted() {
        guard let event = activity.registration.events[eventName], let threshold = event.threshold.durationSeconds else { continue }
        let used = usage(of: event, in: interval, registeredAt: activity.registeredAt)
        if !activity.warned.contains(eventName), !activity.reached.contains(eventName),
          let warningAt = activity.schedule.thresholdWarningUsage(threshold: threshold, intervalLength: interval.duration),
          used >= warningAt
        {
          activity.warned.insert(eventName)
          due.append(Delivery(callback: .eventWillReachThresholdWarning, activity: name, event: eventName))
        }
        if !activity.reached.contains(eventName), used >= threshold {
          activity.reached.insert(eventName)
          due.append(Delivery(callback: .eventDidReachThreshold, activity: name, event: eventName))
        }
      }
      return due
    }

    // MARK: when something is due next

    /// The earliest moment after `now` at which something may become due.
    func nextMoment() -> Date? {
      var candidates: [Date] = []
      if let use = uses.last, use.end > now { candidates.append(use.end) }
      let current = uses.last.flatMap { $0.start <= now && now < $0.end ? $0 : nil }
      for activity in activities.values {
        guard let interval = activity.interval else { continue }
        candidates.append(interval.end)
        if interval.start > now { candidates.append(interval.start) }
        if let warning = activity.schedule.startWarning(for: interval), warning > now { candidates.append(warning) }
        guard activity.started else { continue }
        if let warning = activity.schedule.endWarning(for: interval), warning > now { candidates.append(warning) }
        guard let current else { continue }
        for (name, event) in activity.registration.events where !activity.reached.contains(name) {
          guard counts(current.target, for: event), let threshold = event.threshold.durationSeconds else { continue }
          let used = usage(of: event, in: interval, registeredAt: activity.registeredAt)
          var marks = [threshold]
          if let warningAt = activity.schedule.thresholdWarningUsage(threshold: threshold, intervalLength: interval.duration) {
            marks.append(warningAt)
          }
          for mark in marks where mark > used { candidates.append(now.addingTimeInterval(mark - used)) }
        }
      }
      return candidates.filter { $0 > now }.min()
    }

    // MARK: usage

    /// Seconds of use counted by `event` in `interval` up to now.
    func usage(of event: ActivityEventRule, in interval: DateInterval, registeredAt: Date) -> TimeInterval {
      var from = max(interval.start, registeredAt)
      if event.includesPastActivity {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        from = calendar.dateInterval(of: .hour, for: interval.start)?.start ?? interval.start
      }
      var total: TimeInterval = 0
      // Uses are in time order and never overlap: the ones before `from` are not looked at, so
      // a month of use costs no more per step than a day.
      for use in uses.reversed() {
        guard use.end > from else { break }
        guard counts(use.target, for: event) else { continue }
        let start = max(use.start, from)
        let end = min(use.end, now, interval.end)
        if end > start { total += end.timeIntervalSince(start) }
      }
      return total
    }

    /// Whether use of `target` counts towards `event`.
    func counts(_ target: UsageTarget, for event: ActivityEventRule) -> Bool {
      switch target {
      case .device: return false
      case .application(let bundleIdentifier):
        if event.applications.contains(TokenMint.token("application", bundleIdentifier)) { return true }
        return event.categories.contains { categories[$0]?.applications.contains(bundleIdentifier) == true }
      case .webDomain(let domain):
        let domains = Set(ShieldPolicy.domainAndParents(domain).map { TokenMint.token("webDomain", $0) })
        if !domains.isDisjoint(with: event.webDomains) { return true }
        return event.categories.contains { category in
          ShieldPolicy.domainAndParents(domain).contains { categories[category]?.webDomains.contains($0) == true }
        }
      }
    }
  }
}
