public import BundleResources
public import Foundation

// The app's side of Live Activities, so code that starts them (often in files a widget
// extension shares with its app) compiles unchanged. The simulated device has Live Activities
// turned off, as a person can in Settings: `areActivitiesEnabled` is false and a request throws
// `ActivityAuthorizationError.denied`, as iOS answers then. No activity is ever running, so the
// host never draws one (a widget bundle's `ActivityConfiguration` adds no kind).

/// A Live Activity, as ActivityKit's `Activity`. None can be made here: `request` throws.
public final class Activity<Attributes: ActivityAttributes>: Identifiable {
  /// The activity's identifier.
  public let id: String
  /// What does not change while it runs.
  public let attributes: Attributes
  /// What it shows now.
  public let content: ActivityContent<Attributes.ContentState>
  /// Where it is in its life.
  public let activityState: ActivityState
  /// The token its pushes are sent to.
  public let pushToken: Data?

  private init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
    id = UUID().uuidString
    self.attributes = attributes
    self.content = content
    activityState = .active
    pushToken = nil
  }

  /// The running activities of this type: always none.
  public static var activities: [Activity<Attributes>] { [] }

  /// Starts an activity. Throws `ActivityAuthorizationError.denied`: Live Activities are off on
  /// the simulated device.
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }

  /// Starts an activity (iOS 16.1's form). Throws `ActivityAuthorizationError.denied`.
  public static func request(
    attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }

  /// Shows new content.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async {}
  /// Shows new content and alerts the person.
  public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {}
  /// Shows a new state (iOS 16.1's form).
  public func update(using contentState: Attributes.ContentState) async {}
  /// Ends the activity, showing `content` until it is dismissed.
  public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
  /// Ends the activity (iOS 16.1's form).
  public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}

  /// The activity's state changes: none, the stream ends at once.
  public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
  /// Its content changes: none.
  public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
  /// Its push tokens: none.
  public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
  /// Activities of this type started elsewhere (by a push): none.
  public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }
}

/// Immutable: shared between threads when what it holds can be.
extension Activity: Sendable where Attributes: Sendable, Attributes.ContentState: Sendable {}

/// Where a Live Activity is in its life, as ActivityKit's `ActivityState`.
public enum ActivityState: Hashable, Sendable {
  case active, dismissed, ended, stale, pending
}

/// How a Live Activity is updated by push, as ActivityKit's `PushType`.
public struct PushType: Hashable, Sendable {
  private let name: String
  /// Updates sent to the activity's own push token.
  public static let token = PushType(name: "token")
  /// Updates broadcast on a channel.
  public static func channel(_ channelId: String) -> PushType { PushType(name: "channel " + channelId) }
}

/// When an ended Live Activity leaves the Lock Screen, as ActivityKit's `ActivityUIDismissalPolicy`.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  private let seconds: Double?
  /// After up to four hours, the system's choice.
  public static let `default` = ActivityUIDismissalPolicy(seconds: nil)
  /// At once.
  public static let immediate = ActivityUIDismissalPolicy(seconds: 0)
  /// At `date`, within four hours.
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
    ActivityUIDismissalPolicy(seconds: date.timeIntervalSinceReferenceDate)
  }
}

/// The alert shown with an update, as ActivityKit's `AlertConfiguration`.
public struct AlertConfiguration: Sendable {
  /// The sound an alert plays, as ActivityKit's `AlertConfiguration.AlertSound`.
  public struct AlertSound: Hashable, Sendable {
    private let name: String?
    /// The system's sound.
    public static let `default` = AlertSound(name: nil)
    /// A sound file in the app's bundle.
    public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
  }

  public let title: LocalizedStringResource
  public let body: LocalizedStringResource
  public let sound: AlertSound

  public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
    self.title = title
    self.body = body
    self.sound = sound
  }
}

/// Whether the person allows Live Activities, as ActivityKit's `ActivityAuthorizationInfo`.
public struct ActivityAuthorizationInfo: Sendable {
  public init() {}
  /// False: Live Activities are off on the simulated device.
  public var areActivitiesEnabled: Bool { false }
  /// False, as with Live Activities off.
  public var frequentPushesEnabled: Bool { false }
  /// Changes to `areActivitiesEnabled`: none.
  public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// Why a Live Activity could not start, as ActivityKit's `ActivityAuthorizationError`.
public enum ActivityAuthorizationError: Error, Hashable, Sendable {
  case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier
  case persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget, visibility
}
