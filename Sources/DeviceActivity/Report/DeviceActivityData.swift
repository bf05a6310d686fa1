public import Foundation
public import ManagedSettings

/// One person's activity on one device, as DeviceActivity's `DeviceActivityData`: what a report
/// extension's `makeConfiguration(representing:)` reads.
public struct DeviceActivityData: Sendable {
  /// Whose activity this is.
  public let user: User
  /// On which device.
  public let device: Device
  /// When the system last gathered this activity.
  public let lastUpdatedDate: Date
  /// How the activity is cut into segments (the filter's).
  public let segmentInterval: DeviceActivityFilter.SegmentInterval
  /// The activity, segment by segment.
  public let activitySegments: DeviceActivityResults<ActivitySegment>

  /// Activity data; only tests and the host make it (the system does on iOS).
  package init(
    user: User, device: Device, lastUpdatedDate: Date, segmentInterval: DeviceActivityFilter.SegmentInterval,
    activitySegments: [ActivitySegment]
  ) {
    self.user = user
    self.device = device
    self.lastUpdatedDate = lastUpdatedDate
    self.segmentInterval = segmentInterval
    self.activitySegments = DeviceActivityResults(activitySegments)
  }

  /// The person whose activity a report shows.
  public struct User: Sendable {
    /// Their Apple Account, when known.
    public let appleID: String?
    /// Their name, when known.
    public let nameComponents: PersonNameComponents?
    /// Their role in the Family Sharing group.
    public let role: FamilyRole

    package init(appleID: String?, nameComponents: PersonNameComponents?, role: FamilyRole) {
      self.appleID = appleID
      self.nameComponents = nameComponents
      self.role = role
    }

    /// A person's role in a Family Sharing group.
    public enum FamilyRole: Int, Hashable, Sendable {
      case individual, child, parent, guardian
    }
  }

  /// The device the activity happened on.
  public struct Device: Sendable {
    /// The device's name, when known.
    public let name: String?
    /// What kind of device it is.
    public let model: Model

    package init(name: String?, model: Model) {
      self.name = name
      self.model = model
    }

    /// A kind of device.
    public enum Model: Int, Hashable, Sendable {
      case iPhone, iPad, mac, vision
    }
  }

  /// The activity of one segment of the report's interval.
  public struct ActivitySegment: Sendable {
    /// The segment's interval.
    public let dateInterval: DateInterval
    /// The time the device was in use during the segment.
    public let totalActivityDuration: TimeInterval
    /// The longest stretch of use, if any.
    public let longestActivity: DateInterval?
    /// The first pick-up of the device, if any.
    public let firstPickup: Date?
    /// Pick-ups after which no app was used.
    public let totalPickupsWithoutApplicationActivity: Int
    /// The activity by category.
    public let categories: DeviceActivityResults<CategoryActivity>

    package init(
      dateInterval: DateInterval, totalActivityDuration: TimeInterval, longestActivity: DateInterval? = nil,
      firstPickup: Date? = nil, totalPickupsWithoutApplicationActivity: Int = 0, categories: [CategoryActivity]
    ) {
      self.dateInterval = dateInterval
      self.totalActivityDuration = totalActivityDuration
      self.longestActivity = longestActivity
      self.firstPickup = firstPickup
      self.totalPickupsWithoutApplicationActivity = totalPickupsWithoutApplicationActivity
      self.categories = DeviceActivityResults(categories)
    }
  }

  /// The activity of one category during a segment.
  public struct CategoryActivity: Sendable {
    /// The category.
    public let category: ActivityCategory
    /// The time spent in it.
    public let totalActivityDuration: TimeInterval
    /// Its apps' activity.
    public let applications: DeviceActivityResults<ApplicationActivity>
    /// Its web domains' activity.
    public let webDomains: DeviceActivityResults<WebDomainActivity>

    package init(
      category: ActivityCategory, totalActivityDuration: TimeInterval, applications: [ApplicationActivity],
      webDomains: [WebDomainActivity] = []
    ) {
      self.category = category
      self.totalActivityDuration = totalActivityDuration
      self.applications = DeviceActivityResults(applications)
      self.webDomains = DeviceActivityResults(webDomains)
    }
  }

  /// One app's activity during a segment.
  public struct ApplicationActivity: Sendable {
    /// The app.
    public let application: Application
    /// The time it was in use.
    public let totalActivityDuration: TimeInterval
    /// The pick-ups after which it was the first app used.
    public let numberOfPickups: Int
    /// The notifications it delivered.
    public let numberOfNotifications: Int

    package init(application: Application, totalActivityDuration: TimeInterval, numberOfPickups: Int = 0, numberOfNotifications: Int = 0) {
      self.application = application
      self.totalActivityDuration = totalActivityDuration
      self.numberOfPickups = numberOfPickups
      self.numberOfNotifications = numberOfNotifications
    }
  }

  /// One web domain's activity during a segment.
  public struct WebDomainActivity: Sendable {
    /// The domain.
    public let webDomain: WebDomain
    /// The time it was in use.
    public let totalActivityDuration: TimeInterval

    package init(webDomain: WebDomain, totalActivityDuration: TimeInterval) {
      self.webDomain = webDomain
      self.totalActivityDuration = totalActivityDuration
    }
  }
}
