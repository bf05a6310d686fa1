import Foundation
import ManagedSettings

// Override the functions below to customize the shield actions used in various situations.
// The system provides a default response for any functions that your subclass doesn't override.
// Make sure that your class name matches the NSExtensionPrincipalClass in your Info.plist.
class ShieldActionExtension: ShieldActionDelegate {
  private let appGroup = "group.com.example.FocusApp"
  private let store = ManagedSettingsStore()
  private lazy var shared = UserDefaults(suiteName: appGroup)

  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    guard asksForMoreTime(action) else { return completionHandler(.close) }
    if grantMoreTime() {
      store.shield.applications?.remove(application)
    }
    completionHandler(.defer)
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    guard asksForMoreTime(action) else { return completionHandler(.close) }
    if grantMoreTime() {
      store.shield.webDomains?.remove(webDomain)
    }
    completionHandler(.defer)
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    guard asksForMoreTime(action) else { return completionHandler(.close) }
    // A whole category is never unlocked from the shield: note the request for the app and the
    // configuration extension, which says so when the shield redraws.
    if let request = try? JSONEncoder().encode(category) {
      let requests = shared?.array(forKey: "moreTimeRequests") as? [Data] ?? []
      if !requests.contains(request) { shared?.set(requests + [request], forKey: "moreTimeRequests") }
    }
    completionHandler(.defer)
  }

  /// "Close" dismisses the shield; "Ask for more time" (and its submenu) asks for more.
  private func asksForMoreTime(_ action: ShieldAction) -> Bool {
    switch action {
    case .primaryButtonPressed:
      return false
    case .secondaryButtonPressed, .firstSecondarySubmenuItemPressed, .secondSecondarySubmenuItemPressed,
      .thirdSecondarySubmenuItemPressed:
      return true
    @unknown default:
      return false
    }
  }

  /// Whether the app allows more time (it writes `extraMinutes` to the App Group); each grant is
  /// logged in the group's container for the app to show.
  private func grantMoreTime() -> Bool {
    let minutes = shared?.integer(forKey: "extraMinutes") ?? 0
    guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup),
      minutes > 0
    else { return false }
    let log = container.appendingPathComponent("grants.log")
    let line = Data("\(ISO8601DateFormatter().string(from: Date())) +\(minutes) min\n".utf8)
    if let handle = try? FileHandle(forWritingTo: log) {
      handle.seekToEndOfFile()
      handle.write(line)
      handle.closeFile()
    } else {
      try? line.write(to: log)
    }
    return true
  }
}
