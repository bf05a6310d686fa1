public import Foundation

/// What the person was doing, for Handoff, universal links and state restoration, as
/// Foundation's `NSUserActivity` on iOS (Linux's Foundation has none; `import UIKit` brings it, as
/// on iOS). The host continues no activity and restores no state: a scene connects with none,
/// and an activity made here is kept as data (`becomeCurrent()` and the rest change nothing).
open class NSUserActivity: NSObject {
  open var activityType: String
  open var title: String?
  open var userInfo: [AnyHashable: Any]?
  open var requiredUserInfoKeys: Set<String>?
  open var keywords: Set<String> = []
  open var webpageURL: URL?
  open var referrerURL: URL?
  open var expirationDate: Date?
  open var targetContentIdentifier: String?
  open var persistentIdentifier: String?
  open var needsSave = false
  open var isEligibleForHandoff = true
  open var isEligibleForSearch = false
  open var isEligibleForPublicIndexing = false
  open var isEligibleForPrediction = false

  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Adds `otherDictionary`'s entries to `userInfo`.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var merged = userInfo ?? [:]
    merged.merge(otherDictionary) { _, new in new }
    userInfo = merged
  }

  /// Makes it the current activity (nothing is advertised here).
  open func becomeCurrent() {}
  open func resignCurrent() {}
  open func invalidate() {}
}

/// The activity type of a universal link, as Foundation's `NSUserActivityTypeBrowsingWeb`.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// What an activity restores, as UIKit's `UIUserActivityRestoring` (a responder, in practice).
@MainActor @preconcurrency
public protocol UIUserActivityRestoring: AnyObject {
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}
