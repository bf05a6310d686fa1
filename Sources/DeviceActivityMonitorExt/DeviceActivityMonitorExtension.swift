import DeviceActivity
import Foundation
import ManagedSettings
import WidgetKit

// Bedtime and a daily limit on social apps, written the way robust Screen Time apps write their
// monitor: a callback is only a hint. Each one updates the state kept in the App Group, then the
// shields are recomputed from all of it, so a duplicated or late callback, or two activities
// that overlap, can never leave the shields wrong.
// Make sure that your class name matches the NSExtensionPrincipalClass in your Info.plist.
class DeviceActivityMonitorExtension: DeviceActivityMonitor {
  private static let group = "group.com.example.FocusApp"
  private let store = ManagedSettingsStore()
  private let shared = UserDefaults(suiteName: group)

  // After a restart, until the first unlock, the App Group's files cannot be opened and its
  // UserDefaults read as empty: recomputing from "nothing" would clear every shield. So a
  // callback then changes nothing (the store keeps the shields it had), and the next callback
  // after the unlock reconciles from the real state.
  override func intervalDidStart(for activity: DeviceActivityName) {
    guard protectedDataAvailable else { return }
    handleStart(activity)
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    guard protectedDataAvailable else { return }
    handleEnd(activity)
  }

  override func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
    guard protectedDataAvailable else { return }
    handleThreshold(event, activity: activity)
  }

  override func intervalWillStartWarning(for activity: DeviceActivityName) {
    guard protectedDataAvailable else { return }
    reconcile()
  }
  override func intervalWillEndWarning(for activity: DeviceActivityName) {
    guard protectedDataAvailable else { return }
    reconcile()
  }
  override func eventWillReachThresholdWarning(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
    guard protectedDataAvailable else { return }
    reconcile()
  }

  /// Whether the App Group's defaults can be read: opening their file fails with
  /// NSCocoaErrorDomain 257 (NSFileReadNoPermissionError) while the data is protected.
  private var protectedDataAvailable: Bool {
    guard
      let file = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.group)?
        .appendingPathComponent("Library/Preferences/\(Self.group).plist")
    else { return true }
    do {
      try FileHandle(forReadingFrom: file).close()
      return true
    } catch let error as CocoaError where error.code == .fileReadNoPermission {
      return false
    } catch {
      return true  // no file yet: nothing protected to lose
    }
  }

  private func handleStart(_ activity: DeviceActivityName) {
    update("ongoing") { $0.insert(activity.rawValue) }
  }

  private func handleEnd(_ activity: DeviceActivityName) {
    update("ongoing") { $0.remove(activity.rawValue) }
    update("limitReached") { $0.remove(activity.rawValue) }
  }

  private func handleThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
    // A threshold that arrives after its interval ended (late, batched after midnight) is stale.
    let ongoing = Set(shared?.stringArray(forKey: "ongoing") ?? [])
    guard ongoing.contains(activity.rawValue) else { return reconcile() }
    update("limitReached") { $0.insert(activity.rawValue) }
  }

  /// Changes one persisted set (idempotently: a duplicate changes nothing), then reconciles.
  private func update(_ key: String, _ change: (inout Set<String>) -> Void) {
    var names = Set(shared?.stringArray(forKey: key) ?? [])
    change(&names)
    shared?.set(names.sorted(), forKey: key)
    reconcile()
  }

  /// The shields, from everything persisted: every category during bedtime, and the limited
  /// apps and categories of each activity whose limit was reached. The focus widget shows
  /// bedtime, so it is asked to reload.
  private func reconcile() {
    WidgetCenter.shared.reloadTimelines(ofKind: "FocusWidget")
    let ongoing = Set(shared?.stringArray(forKey: "ongoing") ?? [])
    let reached = Set(shared?.stringArray(forKey: "limitReached") ?? [])
    if ongoing.contains("bedtime") {
      store.shield.applicationCategories = .all()
      store.shield.webDomainCategories = .all()
      return
    }
    let center = DeviceActivityCenter()
    var categories: Set<ActivityCategoryToken> = []
    for name in reached {
      for event in center.events(for: DeviceActivityName(name)).values { categories.formUnion(event.categories) }
    }
    store.shield.applicationCategories = categories.isEmpty ? nil : .specific(categories)
    store.shield.webDomainCategories = categories.isEmpty ? nil : .specific(categories)
  }
}
