public import Foundation

/// What a notification shows, as UserNotifications' `UNNotificationContent`: read-only; build one
/// with `UNMutableNotificationContent`.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
  var storage = Storage()

  /// The fields, kept together so copies are cheap and complete.
  struct Storage {
    var title = ""
    var subtitle = ""
    var body = ""
    var badge: NSNumber?
    var sound: UNNotificationSound?
    var userInfo: [AnyHashable: Any] = [:]
    var categoryIdentifier = ""
    var threadIdentifier = ""
    var targetContentIdentifier: String?
    var interruptionLevel: UNNotificationInterruptionLevel = .active
    var relevanceScore: Double = 0
  }

  public override init() { super.init() }

  init(storage: Storage) {
    self.storage = storage
    super.init()
  }

  /// The title, shown in bold.
  open var title: String { storage.title }
  /// The line under the title.
  open var subtitle: String { storage.subtitle }
  /// The message.
  open var body: String { storage.body }
  /// The number on the app's icon.
  open var badge: NSNumber? { storage.badge }
  /// The sound played.
  open var sound: UNNotificationSound? { storage.sound }
  /// Custom data.
  open var userInfo: [AnyHashable: Any] { storage.userInfo }
  /// The category, for actions.
  open var categoryIdentifier: String { storage.categoryIdentifier }
  /// The thread notifications are grouped by.
  open var threadIdentifier: String { storage.threadIdentifier }
  /// The content the app brings forward when opened.
  open var targetContentIdentifier: String? { storage.targetContentIdentifier }
  /// How urgently it is shown (iOS 15).
  open var interruptionLevel: UNNotificationInterruptionLevel { storage.interruptionLevel }
  /// Its rank in the notification summary, 0...1 (iOS 15).
  open var relevanceScore: Double { storage.relevanceScore }

  open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(storage: storage) }
  open func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(storage: storage) }
}

/// Content to fill in, as UserNotifications' `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent {
  open override var title: String {
    get { storage.title }
    set { storage.title = newValue }
  }
  open override var subtitle: String {
    get { storage.subtitle }
    set { storage.subtitle = newValue }
  }
  open override var body: String {
    get { storage.body }
    set { storage.body = newValue }
  }
  open override var badge: NSNumber? {
    get { storage.badge }
    set { storage.badge = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { storage.sound }
    set { storage.sound = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { storage.userInfo }
    set { storage.userInfo = newValue }
  }
  open override var categoryIdentifier: String {
    get { storage.categoryIdentifier }
    set { storage.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { storage.threadIdentifier }
    set { storage.threadIdentifier = newValue }
  }
  open override var targetContentIdentifier: String? {
    get { storage.targetContentIdentifier }
    set { storage.targetContentIdentifier = newValue }
  }
  open override var interruptionLevel: UNNotificationInterruptionLevel {
    get { storage.interruptionLevel }
    set { storage.interruptionLevel = newValue }
  }
  open override var relevanceScore: Double {
    get { storage.relevanceScore }
    set { storage.relevanceScore = newValue }
  }
}

/// How urgently a notification is shown, as `UNNotificationInterruptionLevel`, Apple's raw values.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
  case passive = 0
  case active = 1
  case timeSensitive = 2
  case critical = 3
}

/// The sound a notification plays, as `UNNotificationSound`.
public final class UNNotificationSound: NSObject, Sendable {
  /// The sound file's name; nil for the system sound.
  let fileName: String?
  let isCritical: Bool

  init(fileName: String?, isCritical: Bool) {
    self.fileName = fileName
    self.isCritical = isCritical
    super.init()
  }

  /// The system's notification sound.
  public static let `default` = UNNotificationSound(fileName: nil, isCritical: false)
  /// The system's critical alert sound.
  public static let defaultCritical = UNNotificationSound(fileName: nil, isCritical: true)

  /// A sound file in the app's bundle.
  public convenience init(named name: UNNotificationSoundName) { self.init(fileName: name.rawValue, isCritical: false) }
}

/// A sound file's name, as `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
