import DeviceActivity
import Foundation
import ManagedSettings

// Bedtime and a daily limit on social apps, written the way robust Screen Time apps write their
// monitor: a callback is only a hint. Each one updates the state kept in the App Group, then the
// shields are recomputed from all of it, so a duplicated or late callback, or two activities
// that overlap, can never leave the shields wrong.
// Make sure that your class name matches the NSExtensionPrincipalClass in your Info.plist.
class DeviceActivityMonitorExtension: DeviceActivityMonitor {
  private let store = ManagedSettingsStore()
  private let shared = UserDefaults(suiteName: "group.com.example.FocusApp")

  override func intervalDidStart(for activity: DeviceActivityName) {
    update("ongoing") { $0.insert(activity.rawValue) }
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    update("ongoing") { $0.remove(activity.rawValue) }
    update("limitReached") { $0.remove(activity.rawValue) }
  }

  override func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
    // A threshold that arrives after its interval ended (late, batched after midnight) is stale.
    let ongoing = Set(shared?.stringArray(forKey: "ongoing") ?? [])
    guard ongoing.contains(activity.rawValue) else { return reconcile() }
    update("limitReached") { $0.insert(activity.rawValue) }
  }

  override func intervalWillStartWarning(for activity: DeviceActivityName) { reconcile() }
  override func intervalWillEndWarning(for activity: DeviceActivityName) { reconcile() }
  override func eventWillReachThresholdWarning(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
    reconcile()
  }

  /// Changes one persisted set (idempotently: a duplicate changes nothing), then reconciles.
  private func update(_ key: String, _ change: (inout Set<String>) -> Void) {
    var names = Set(shared?.stringArray(forKey: key) ?? [])
    change(&names)
    shared?.set(names.sorted(), forKey: key)
    reconcile()
  }

  /// The shields, from everything persisted: every category during bedtime, and the limited
  /// apps and categories of each activity whose limit was reached.
  private func reconcile() {
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
