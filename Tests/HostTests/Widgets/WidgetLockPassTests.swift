import HostProtocol
import Testing

@testable import HostEngine

/// Which device states share a widget process, and which run it again under their lock.
@Suite struct WidgetLockPassTests {
  let every = WidgetDeviceState.allCases

  @Test func defaultClassFilesCloseOnlyBeforeTheFirstUnlock() {
    #expect(
      WidgetLockPass.passes(for: every, existing: [.completeUntilFirstUserAuthentication]) == [
        WidgetLockPass(devices: [.unlocked, .locked, .alwaysOn], lock: nil),
        WidgetLockPass(devices: [.beforeFirstUnlock], lock: .beforeFirstUnlock),
      ])
  }

  @Test func completeFilesCloseWhileLockedAndTheAlwaysOnDisplaySharesTheLockedPass() {
    #expect(
      WidgetLockPass.passes(for: every, existing: [.none, .complete]) == [
        WidgetLockPass(devices: [.unlocked], lock: nil),
        WidgetLockPass(devices: [.locked, .alwaysOn], lock: .locked),
        WidgetLockPass(devices: [.beforeFirstUnlock], lock: .beforeFirstUnlock),
      ])
  }

  @Test func withNoProtectedFileEveryStateSharesOneProcess() {
    #expect(WidgetLockPass.passes(for: every, existing: []) == [WidgetLockPass(devices: every, lock: nil)])
    #expect(WidgetLockPass.passes(for: every, existing: [.none]) == [WidgetLockPass(devices: every, lock: nil)])
  }

  @Test func aLockedStateAloneIsItsOwnPass() {
    #expect(
      WidgetLockPass.passes(for: [.beforeFirstUnlock], existing: [.completeUntilFirstUserAuthentication])
        == [WidgetLockPass(devices: [.beforeFirstUnlock], lock: .beforeFirstUnlock)])
  }
}
