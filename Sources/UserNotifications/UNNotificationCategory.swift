public import Foundation

/// How an action behaves, as UserNotifications' `UNNotificationActionOptions`.
public struct UNNotificationActionOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The device must be unlocked to perform it.
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  /// Drawn as destructive.
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  /// Opens the app.
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button under a notification, as UserNotifications' `UNNotificationAction`.
// @unchecked: immutable, its three stored properties are `let`s of Sendable types (two strings, an
// option set), set in the initialiser; open, as Apple's is, so a subclass outside this module that
// adds mutable state takes on the proof itself.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions

  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }
}

/// An action that asks for text, as UserNotifications' `UNTextInputNotificationAction`.
// @unchecked: see UNNotificationAction; the two properties added are `let` strings.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  public let textInputButtonTitle: String
  public let textInputPlaceholder: String

  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
    textInputPlaceholder: String
  ) {
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    super.init(identifier: identifier, title: title, options: options)
  }
}

/// How a category's notifications behave, as UserNotifications' `UNNotificationCategoryOptions`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Tells the app when the person dismisses the notification.
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  /// Allowed in CarPlay.
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  /// Shows the title while previews are hidden.
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  /// Shows the subtitle while previews are hidden.
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification and its actions, as UserNotifications' `UNNotificationCategory`: a
/// request's `categoryIdentifier` names one.
// @unchecked: immutable, its stored properties are `let`s of Sendable types (strings, an option
// set, and an array of the immutable actions above); open, as Apple's is, so a subclass outside
// this module that adds mutable state takes on the proof itself.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions

  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
  }

  open override var hash: Int { identifier.hashValue }
  open override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationCategory)?.identifier == identifier }
}
