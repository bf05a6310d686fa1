@testable import DeviceActivity
import Foundation
import Testing

/// `DeviceActivityCenter` in a process without a host: the same rules, kept in memory. Serialized:
/// the monitored activities are the process's, as on iOS.
@Suite(.serialized)
struct DeviceActivityCenterTests {
  init() {
    MonitoringBackend.resetLocal()
    MonitoringBackend.setLocalAuthorization(true)
  }

  private let center = DeviceActivityCenter()

  private func daily(_ start: Int, _ end: Int) -> DeviceActivitySchedule {
    DeviceActivitySchedule(intervalStart: DateComponents(hour: start), intervalEnd: DateComponents(hour: end), repeats: true)
  }

  @Test func startThrowsApplesErrors() throws {
    #expect(throws: DeviceActivityCenter.MonitoringError.intervalTooShort) {
      try center.startMonitoring(
        DeviceActivityName("short"),
        during: DeviceActivitySchedule(
          intervalStart: DateComponents(hour: 10), intervalEnd: DateComponents(hour: 10, minute: 10), repeats: true))
    }
    #expect(throws: DeviceActivityCenter.MonitoringError.invalidDateComponents) {
      try center.startMonitoring(
        DeviceActivityName("past"),
        during: DeviceActivitySchedule(
          intervalStart: DateComponents(year: 2001, month: 1, day: 1, hour: 1),
          intervalEnd: DateComponents(year: 2001, month: 1, day: 1, hour: 2), repeats: false))
    }
    MonitoringBackend.setLocalAuthorization(false)
    #expect(throws: DeviceActivityCenter.MonitoringError.unauthorized) {
      try center.startMonitoring(DeviceActivityName("night"), during: daily(22, 7))
    }
    #expect(center.activities.isEmpty)
  }

  @Test func aTwentyFirstActivityThrowsExcessiveActivities() throws {
    for index in 0..<20 { try center.startMonitoring(DeviceActivityName("a\(index)"), during: daily(22, 7)) }
    #expect(throws: DeviceActivityCenter.MonitoringError.excessiveActivities) {
      try center.startMonitoring(DeviceActivityName("a20"), during: daily(22, 7))
    }
    try center.startMonitoring(DeviceActivityName("a3"), during: daily(21, 7))
    #expect(center.activities.count == 20)
    #expect(center.schedule(for: DeviceActivityName("a3"))?.intervalStart.hour == 21)
  }

  @Test func stopIgnoresUnknownNamesAndEmptyStopsAll() throws {
    try center.startMonitoring(DeviceActivityName("night"), during: daily(22, 7))
    try center.startMonitoring(
      DeviceActivityName("day"), during: daily(9, 17),
      events: [DeviceActivityEvent.Name("social"): DeviceActivityEvent(threshold: DateComponents(minute: 30))])
    center.stopMonitoring([DeviceActivityName("never-started")])
    #expect(Set(center.activities.map(\.rawValue)) == ["night", "day"])
    #expect(center.events(for: DeviceActivityName("day"))[DeviceActivityEvent.Name("social")]?.threshold.minute == 30)
    center.stopMonitoring([DeviceActivityName("night")])
    #expect(center.activities == [DeviceActivityName("day")])
    center.stopMonitoring()
    #expect(center.activities.isEmpty)
  }

  @Test func theErrorReadsLikeApplesAndSaysTheFix() {
    let error = DeviceActivityCenter.MonitoringError.excessiveActivities
    #expect("\(error)".hasPrefix("DeviceActivityCenter.MonitoringError.excessiveActivities: "))
    #expect("\(error)".contains("stop one first"))
  }
}
