public import Foundation
public import ManagedSettings

/// Usage of some apps, categories and web domains that reaches a threshold within an activity's
/// interval, as DeviceActivity's `DeviceActivityEvent`.
///
/// Apple (developer.apple.com/documentation/deviceactivity/deviceactivityevent): once the usage
/// exceeds `threshold` the system calls `eventDidReachThreshold(_:activity:)`; with
/// `includesPastActivity` (iOS 17.4) usage from before monitoring started counts too.
public struct DeviceActivityEvent: Hashable, Sendable {
  /// The apps whose use counts.
  public let applications: Set<ApplicationToken>
  /// The categories whose use counts.
  public let categories: Set<ActivityCategoryToken>
  /// The web domains whose use counts.
  public let webDomains: Set<WebDomainToken>
  /// How much use reaches the threshold (`DateComponents(minute: 30)`).
  public let threshold: DateComponents
  /// Whether use earlier in the interval, before monitoring started, counts.
  public let includesPastActivity: Bool

  /// An event; use before monitoring started does not count.
  public init(
    applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
    webDomains: Set<WebDomainToken> = [], threshold: DateComponents
  ) {
    self.init(
      applications: applications, categories: categories, webDomains: webDomains, threshold: threshold,
      includesPastActivity: false)
  }

  /// An event that may count use from before monitoring started (iOS 17.4).
  public init(
    applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
    webDomains: Set<WebDomainToken> = [], threshold: DateComponents, includesPastActivity: Bool
  ) {
    self.applications = applications
    self.categories = categories
    self.webDomains = webDomains
    self.threshold = threshold
    self.includesPastActivity = includesPastActivity
  }
}

extension DeviceActivityEvent {
  /// The name of an event, as DeviceActivity's `DeviceActivityEvent.Name`.
  public struct Name: RawRepresentable, Hashable, Codable, Sendable {
    /// The name as written.
    public let rawValue: String

    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
