@testable import DeviceActivity
import Foundation
@testable import RealStyleExtensions
import Testing

extension DeviceActivityCenterTests {
  /// An app's scheduler in a file that imports only Foundation and DeviceActivity
  /// (`Tests/RealStyleExtensions/MinuteMeterScheduler.swift`) is an `ObservableObject`, as on iOS,
  /// where Foundation brings Combine: starting the meter registers the activity and its event and
  /// `$isMetering` publishes the change; stopping it forgets them.
  @Test func anAppsSchedulerThatImportsOnlyDeviceActivityPublishesAndRegistersItsMeter() {
    let scheduler = MinuteMeterScheduler()
    let meterCenter = scheduler.deviceActivityCenter
    var published: [Bool] = []
    let subscription = scheduler.$isMetering.sink { published.append($0) }
    scheduler.startMetering("com.example.social", selection: FamilySelectionTokens())
    #expect(published == [false, true])
    #expect(meterCenter.activities == [DeviceActivityName.minuteMode])
    #expect(meterCenter.events(for: DeviceActivityName.minuteMode).keys.map(\.rawValue) == ["minute_com.example.social"])
    #expect(meterCenter.events(for: DeviceActivityName.minuteMode).values.first?.threshold == DateComponents(minute: 1))
    scheduler.stopMetering()
    #expect(published == [false, true, false] && meterCenter.activities.isEmpty)
    subscription.cancel()
  }
}
