public import Foundation
public import ManagedSettings

/// Which device activity a report shows, as DeviceActivity's `DeviceActivityFilter`: the app
/// passes one to `DeviceActivityReport`, and the report extension receives the data it selects.
public struct DeviceActivityFilter: Hashable, Sendable {
  /// How the report's interval is cut into segments.
  public var segmentInterval: SegmentInterval
  /// Whose activity: everyone's the account may see, or only the children's.
  public var users: Users
  /// Which devices' activity.
  public var devices: Devices
  /// Only these apps (none: every app).
  public var applications: Set<ApplicationToken>
  /// Only these categories (none: every category).
  public var categories: Set<ActivityCategoryToken>
  /// Only these web domains (none: every domain).
  public var webDomains: Set<WebDomainToken>

  /// A filter. Without arguments: today so far, in day-long segments, every user and device.
  public init(
    segment: SegmentInterval = .daily(), users: Users = .all, devices: Devices = .all,
    applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
    webDomains: Set<WebDomainToken> = []
  ) {
    self.segmentInterval = segment
    self.users = users
    self.devices = devices
    self.applications = applications
    self.categories = categories
    self.webDomains = webDomains
  }

  /// How the system cuts a report's interval into segments.
  public enum SegmentInterval: Hashable, Sendable {
    /// Hour-long segments; by default of today so far.
    case hourly(during: DateInterval = SegmentInterval.today())
    /// Day-long segments; by default of today so far.
    case daily(during: DateInterval = SegmentInterval.today())
    /// Week-long segments; by default of this week so far.
    case weekly(during: DateInterval = SegmentInterval.thisWeek())

    /// The interval the segments cut.
    public var interval: DateInterval {
      switch self {
      case .hourly(let interval), .daily(let interval), .weekly(let interval): interval
      }
    }

    /// From the start of today to now: the default of `.hourly` and `.daily`.
    @usableFromInline static func today() -> DateInterval {
      DateInterval(start: Calendar.current.startOfDay(for: Date()), end: Date())
    }

    /// From the start of this week to now: the default of `.weekly`.
    @usableFromInline static func thisWeek() -> DateInterval {
      let now = Date()
      let start = Calendar.current.dateInterval(of: .weekOfYear, for: now)?.start ?? Calendar.current.startOfDay(for: now)
      return DateInterval(start: start, end: now)
    }
  }

  /// Whose activity a report shows.
  public struct Users: Hashable, Sendable {
    private let childrenOnly: Bool
    /// Everyone whose activity the account may see.
    public static let all = Users(childrenOnly: false)
    /// Only the children in the account's Family Sharing group.
    public static let children = Users(childrenOnly: true)
  }

  /// Which devices' activity a report shows.
  public struct Devices: Hashable, Sendable {
    /// The models included; empty for every device sharing its activity.
    public let models: Set<DeviceActivityData.Device.Model>
    /// The devices of these models; an empty set means every device.
    public init(_ models: Set<DeviceActivityData.Device.Model>) { self.models = models }
    /// Every device sharing its activity with this one.
    public static let all = Devices([])
  }
}
