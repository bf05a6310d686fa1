import Foundation
import HostProtocol
import ManagedSettings

extension DeviceActivityCenter {
  func registration(
    _ activity: DeviceActivityName, _ schedule: DeviceActivitySchedule,
    _ events: [DeviceActivityEvent.Name: DeviceActivityEvent]
  ) -> ActivityRegistration {
    var rules: [String: ActivityEventRule] = [:]
    for (name, event) in events { rules[name.rawValue] = event.rule }
    return ActivityRegistration(activity: activity.rawValue, schedule: schedule.rule, events: rules)
  }
}

extension DeviceActivityCenter.MonitoringError {
  init(_ rejection: MonitoringRejection) {
    switch rejection {
    case .unauthorized: self = .unauthorized
    case .invalidDateComponents: self = .invalidDateComponents
    case .intervalTooShort: self = .intervalTooShort
    case .intervalTooLong: self = .intervalTooLong
    case .excessiveActivities: self = .excessiveActivities
    }
  }

  var rejection: MonitoringRejection {
    switch self {
    case .unauthorized: .unauthorized
    case .invalidDateComponents: .invalidDateComponents
    case .intervalTooShort: .intervalTooShort
    case .intervalTooLong: .intervalTooLong
    case .excessiveActivities: .excessiveActivities
    }
  }

  var name: String { rejection.rawValue }
}

extension DeviceActivityEvent {
  var rule: ActivityEventRule {
    func sorted<T>(_ tokens: Set<Token<T>>) -> [OpaqueToken] {
      tokens.map { OpaqueToken(data: $0.bytes) }.sorted { $0.description < $1.description }
    }
    return ActivityEventRule(
      applications: sorted(applications), categories: sorted(categories), webDomains: sorted(webDomains),
      threshold: threshold, includesPastActivity: includesPastActivity)
  }

  init(_ rule: ActivityEventRule) {
    self.init(
      applications: Set(rule.applications.map { ApplicationToken(data: $0.data) }),
      categories: Set(rule.categories.map { ActivityCategoryToken(data: $0.data) }),
      webDomains: Set(rule.webDomains.map { WebDomainToken(data: $0.data) }), threshold: rule.threshold,
      includesPastActivity: rule.includesPastActivity)
  }
}
