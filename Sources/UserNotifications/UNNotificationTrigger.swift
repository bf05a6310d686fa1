public import Foundation

/// When a notification is delivered, as UserNotifications' `UNNotificationTrigger`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  // Sendable: every stored property of this class and its subclasses is a `let` of a Sendable
  // type, set in the initialiser and never changed, as Apple's immutable triggers are. Its only
  // initialiser is internal, so no subclass outside this module (with state of its own) can exist.

  /// Whether it fires again after the first time.
  public let repeats: Bool

  init(repeats: Bool) {
    self.repeats = repeats
    super.init()
  }

  /// The trigger in words, for the visit.
  var summary: String { "immediately" }

  /// The next delivery after `date`.
  func nextDate(after date: Date) -> Date? { date }
}

/// A trigger after a number of seconds, as `UNTimeIntervalNotificationTrigger`.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  // Sendable: see UNNotificationTrigger; the two properties added are `let`s (a Double, a Date).

  /// The seconds until delivery.
  public let timeInterval: TimeInterval
  private let created = Date()

  /// A trigger `timeInterval` seconds from now. As on iOS, an interval that is not positive, or
  /// shorter than 60 s for a repeating trigger, raises NSInternalInconsistencyException: the
  /// extension crashes, and the host names the crash.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    if !(timeInterval > 0) {
      fatalError("NSInternalInconsistencyException: time interval must be greater than 0")
    }
    if repeats && timeInterval < 60 {
      fatalError("NSInternalInconsistencyException: time interval must be at least 60 if repeating")
    }
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }

  /// When it fires next: `timeInterval` after it was made.
  public func nextTriggerDate() -> Date? { created.addingTimeInterval(timeInterval) }

  override var summary: String {
    let seconds = timeInterval.rounded() == timeInterval ? String(Int(timeInterval)) : String(timeInterval)
    return "after \(seconds) s" + (repeats ? ", repeating" : "")
  }

  override func nextDate(after date: Date) -> Date? { date.addingTimeInterval(timeInterval) }
}

/// A trigger at dates matching components, as `UNCalendarNotificationTrigger`.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  // Sendable: see UNNotificationTrigger; the one property added is a `let` DateComponents.

  /// The components a delivery date matches (`hour: 21, minute: 0`).
  public let dateComponents: DateComponents

  /// A trigger at the next date matching `dateComponents` in the current calendar.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// The next matching date from now; nil when none matches.
  public func nextTriggerDate() -> Date? { nextDate(after: Date()) }

  override func nextDate(after date: Date) -> Date? {
    let calendar = dateComponents.calendar ?? Calendar.current
    return calendar.nextDate(after: date, matching: dateComponents, matchingPolicy: .nextTime)
  }

  override var summary: String {
    let parts: [(String, Int?)] = [
      ("year", dateComponents.year), ("month", dateComponents.month), ("day", dateComponents.day),
      ("weekday", dateComponents.weekday), ("hour", dateComponents.hour), ("minute", dateComponents.minute),
      ("second", dateComponents.second),
    ]
    let matched = parts.compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: " ")
    return "at " + (matched.isEmpty ? "any date" : matched) + (repeats ? ", repeating" : "")
  }
}

/// A request to deliver content, as `UNNotificationRequest`.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
  // Sendable: all three properties are `let`s; `content` is a plain `UNNotificationContent` made
  // from a copy of the caller's fields (its `storage` has no setter outside this module, and a
  // later change to the caller's mutable content does not reach it), as on iOS.

  /// The identifier; a new request with the same one replaces the pending one.
  public let identifier: String
  /// What it shows (a copy).
  public let content: UNNotificationContent
  /// When; nil to deliver now.
  public let trigger: UNNotificationTrigger?

  /// A request for `content`, delivered when `trigger` fires (now when nil).
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = UNNotificationContent(storage: content.storage)
    self.trigger = trigger
    super.init()
  }
}
