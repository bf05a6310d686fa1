public import DeviceActivity
public import Foundation
import HostEngine
import HostProtocol

/// Device activity for a report scene under test: Apple gives `DeviceActivityData` no initializer,
/// so without this a scene's `makeConfiguration(representing:)` could only run on a device.
///
/// ```swift
/// let week = ReportActivity.daily(from: monday, [
///   [ReportActivity.AppUsage("Feed", bundleIdentifier: "com.example.feed", category: "Social", duration: 3_000)],
///   [ReportActivity.AppUsage("Chat", bundleIdentifier: "com.example.chat", category: "Social", duration: 600)],
/// ])
/// let total = await TotalActivityReport { TotalActivityView(totalActivity: $0) }.makeConfiguration(representing: week)
/// ```
///
/// Apps and web domains are grouped into categories by name; a category's duration is the sum of
/// its apps' and domains', a segment's the sum of its categories'. One person, one device.
public enum ReportActivity {
  /// One app's use during a segment.
  public struct AppUsage: Sendable {
    public var name: String
    public var bundleIdentifier: String
    /// The Screen Time category it counts under ("Social", "Games").
    public var category: String
    public var duration: TimeInterval
    public var pickups: Int
    public var notifications: Int

    /// An app's use: `name` is what `localizedDisplayName` reads.
    public init(
      _ name: String, bundleIdentifier: String, category: String, duration: TimeInterval, pickups: Int = 0, notifications: Int = 0
    ) {
      self.name = name
      self.bundleIdentifier = bundleIdentifier
      self.category = category
      self.duration = duration
      self.pickups = pickups
      self.notifications = notifications
    }
  }

  /// One web domain's use during a segment.
  public struct DomainUsage: Sendable {
    public var domain: String
    public var category: String
    public var duration: TimeInterval

    /// A domain's use.
    public init(_ domain: String, category: String, duration: TimeInterval) {
      self.domain = domain
      self.category = category
      self.duration = duration
    }
  }

  /// One segment of the report's interval and what was used in it.
  public struct Segment: Sendable {
    public var interval: DateInterval
    public var apps: [AppUsage]
    public var domains: [DomainUsage]

    /// A segment.
    public init(_ interval: DateInterval, apps: [AppUsage], domains: [DomainUsage] = []) {
      self.interval = interval
      self.apps = apps
      self.domains = domains
    }
  }

  /// The activity of `segments`, as the system hands it to a report scene, cut by `segmentInterval`
  /// (by default daily, over the segments' span), on a device of `model`.
  public static func results(
    _ segments: [Segment], segmentInterval: DeviceActivityFilter.SegmentInterval? = nil,
    model: DeviceActivityData.Device.Model = .iPhone, lastUpdated: Date? = nil
  ) -> DeviceActivityResults<DeviceActivityData> {
    let start = segments.map(\.interval.start).min() ?? Date()
    let end = segments.map(\.interval.end).max() ?? start
    let data = DeviceActivityData(
      user: .init(appleID: nil, nameComponents: nil, role: .individual), device: .init(name: nil, model: model),
      lastUpdatedDate: lastUpdated ?? end, segmentInterval: segmentInterval ?? .daily(during: DateInterval(start: start, end: end)),
      activitySegments: segments.map(activitySegment))
    return DeviceActivityResults([data])
  }

  /// Day-long segments from `start` (the start of its day in `calendar`), one per element of `days`.
  public static func daily(from start: Date, _ days: [[AppUsage]], calendar: Calendar = .current) -> DeviceActivityResults<DeviceActivityData> {
    let first = calendar.startOfDay(for: start)
    let segments = days.enumerated().map { index, apps in
      let dayStart = calendar.date(byAdding: .day, value: index, to: first) ?? first
      let dayEnd = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart
      return Segment(DateInterval(start: dayStart, end: dayEnd), apps: apps)
    }
    return results(segments)
  }

  /// The app's token, as the host mints it for its bundle identifier, named for `Label(token)`.
  private static func token(of app: AppUsage) -> ApplicationToken {
    let token = ApplicationToken(data: TokenMint.token("application", app.bundleIdentifier).data)
    TokenNames.record(app.name, for: token)
    return token
  }

  private static func activitySegment(_ segment: Segment) -> DeviceActivityData.ActivitySegment {
    var categoryNames: [String] = []
    for name in segment.apps.map(\.category) + segment.domains.map(\.category) where !categoryNames.contains(name) {
      categoryNames.append(name)
    }
    let categories = categoryNames.map { name in
      let apps = segment.apps.filter { $0.category == name }.map {
        DeviceActivityData.ApplicationActivity(
          application: Application(bundleIdentifier: $0.bundleIdentifier, localizedDisplayName: $0.name, token: token(of: $0)),
          totalActivityDuration: $0.duration, numberOfPickups: $0.pickups, numberOfNotifications: $0.notifications)
      }
      let domains = segment.domains.filter { $0.category == name }.map {
        DeviceActivityData.WebDomainActivity(webDomain: WebDomain(domain: $0.domain), totalActivityDuration: $0.duration)
      }
      let total = apps.map(\.totalActivityDuration).reduce(0, +) + domains.map(\.totalActivityDuration).reduce(0, +)
      return DeviceActivityData.CategoryActivity(
        category: ActivityCategory(localizedDisplayName: name, token: nil), totalActivityDuration: total, applications: apps,
        webDomains: domains)
    }
    return DeviceActivityData.ActivitySegment(
      dateInterval: segment.interval, totalActivityDuration: categories.map(\.totalActivityDuration).reduce(0, +),
      categories: categories)
  }
}
