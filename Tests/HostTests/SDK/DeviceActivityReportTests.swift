import DeviceActivity
import ExtensionHostTesting
import Foundation
import ManagedSettings
@testable import RealStyleExtensionsSwift6
@testable import RealStyleReports
import SwiftUI
import Testing

/// A Screen Time report extension written as shipped apps write theirs (Xcode's template, nested
/// `for await`, several scenes, an App Group write) compiles against our DeviceActivity and SwiftUI,
/// its scenes turn activity into what their views show, the app's `DeviceActivityReport` evaluates,
/// and the executable, run, says that extension-host lints report extensions but does not run them.
@MainActor
struct DeviceActivityReportTests {
  /// Two days of activity: 1 h 23 min 45 s in all, most of it in one app, made as a user's test
  /// makes it (`ReportActivity`, ExtensionHostTesting).
  private func week() -> DeviceActivityResults<DeviceActivityData> {
    let monday = Date(timeIntervalSince1970: 1_764_547_200)  // Monday 1 December 2025, 00:00 UTC
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    return ReportActivity.daily(
      from: monday,
      [
        [
          .init("Feed", bundleIdentifier: "com.example.feed", category: "Social", duration: 3_000),
          .init("Chat", bundleIdentifier: "com.example.chat", category: "Social", duration: 600),
        ],
        [.init("Feed", bundleIdentifier: "com.example.feed", category: "Social", duration: 1_425)],
      ], calendar: utc)
  }

  @Test func reportActivityGroupsAppsAndDomainsIntoCategoriesAndSumsEachLevel() async {
    let start = Date(timeIntervalSince1970: 1_764_547_200)
    let results = ReportActivity.results([
      .init(
        DateInterval(start: start, duration: 3_600),
        apps: [
          .init("Feed", bundleIdentifier: "com.example.feed", category: "Social", duration: 600, pickups: 3, notifications: 7),
          .init("Words", bundleIdentifier: "com.example.words", category: "Games", duration: 300),
        ],
        domains: [.init("news.example", category: "Social", duration: 120)])
    ])
    var seen: [String] = []
    for await data in results {
      #expect(data.device.model == .iPhone && data.user.role == .individual)
      for await segment in data.activitySegments {
        #expect(segment.totalActivityDuration == 1_020 && segment.dateInterval.duration == 3_600)
        for await category in segment.categories {
          var names: [String] = []
          for await app in category.applications {
            names.append("\(app.application.localizedDisplayName ?? "?") \(app.application.bundleIdentifier ?? "?") \(app.numberOfPickups)/\(app.numberOfNotifications)")
          }
          for await domain in category.webDomains { names.append(domain.webDomain.domain ?? "?") }
          seen.append("\(category.category.localizedDisplayName ?? "?") \(Int(category.totalActivityDuration)): \(names.joined(separator: ", "))")
        }
      }
    }
    #expect(seen == ["Social 720: Feed com.example.feed 3/7, news.example", "Games 300: Words com.example.words 0/0"])
  }

  @Test func theTemplatesTotalIsTheSegmentsSumWrittenAbbreviated() async {
    let total = await TotalActivityReport { TotalActivityView(totalActivity: $0) }.makeConfiguration(representing: week())
    #expect(total == "1h 23m 45s")
    let nodes = try? ViewEvaluator.evaluate(TotalActivityView(totalActivity: total), in: EnvironmentValues()).flatMap(\.allNodes)
    #expect(nodes?.compactMap(\.text) == ["1h 23m 45s"])
  }

  @Test func theWeeklySceneReadsEveryNestedSequenceAndItsViewShowsTheTopApps() async throws {
    let usage = await WeeklyReportScene { WeeklyUsageView(usage: $0) }.makeConfiguration(representing: week())
    #expect(usage.days.map(\.seconds) == [3_600, 1_425])
    #expect(usage.topApps.map(\.name) == ["Feed", "Chat"])
    let texts = try ViewEvaluator.evaluate(WeeklyUsageView(usage: usage), in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.text)
    #expect(texts == ["This week", "Feed", "73 min", "Chat", "10 min"])
  }

  /// `Label(token)` compiles with DeviceActivity and SwiftUI alone (RealStyleReports does not
  /// depend on FamilyControls) and shows the app's name.
  @Test func aLabelOfAnAppTokenShowsTheAppsName() async throws {
    let tokens = await AppTokensView.tokens(in: week())
    #expect(tokens.count == 2)
    let texts = try ViewEvaluator.evaluate(AppTokensView(tokens: tokens), in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.text)
    #expect(texts == ["Feed", "Chat"])
  }

  @Test func aSwift6SceneOnTheMainActorReadsMainActorAPIWhileItMakesItsConfiguration() async {
    let usage = await DeviceUsageReportScene { DeviceUsageView(usage: $0) }.makeConfiguration(representing: week())
    #expect(usage.minutesByCategory.map(\.name) == ["Social"] && usage.minutesByCategory.map(\.minutes) == [60 + 23])
    #expect(usage.deviceKey.hasPrefix("unknown-"), "no vendor identifier on the host: \(usage.deviceKey)")
  }

  @Test func aBodyOfThreeScenesKeepsEachContextInOrder() {
    let body = UsageReportExtension().body
    #expect(body._contexts.map(\.rawValue) == ["Total Activity", "weekly", "shared.totalUsage"])
    #expect(DeviceActivityReport.Context("weekly") == .weekly)
  }

  @Test func theAppsReportViewsEvaluateAroundTheSpaceTheExtensionWouldDrawIn() throws {
    let texts = try ViewEvaluator.evaluate(UsageReportScreen(), in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.text)
    #expect(texts == ["Screen Time"])
    let filter = DeviceActivityFilter(segment: .hourly(), devices: .init([.iPhone]))
    #expect(filter.users == .all && filter.devices.models == [.iPhone] && filter.applications.isEmpty)
    #expect(filter.segmentInterval.interval.start == Calendar.current.startOfDay(for: filter.segmentInterval.interval.end))
  }

  @Test(.timeLimit(.minutes(1))) func theExtensionRunOnItsOwnSaysTheHostLintsItAndExits64() async throws {
    let run = try await HostRun.run([], executable: BuildProducts.executable("RealStyleReports"))
    #expect(run.exitCode == 64)
    #expect(run.stderr.contains("RealStyleReports.UsageReportExtension is an ExtensionKit app extension"))
    #expect(run.stderr.contains("extension-host lint"))
    #expect(run.stdout.isEmpty)
  }
}
