// Widgets that each make one mistake, for the tests of `extension-host widgets`: every one runs
// in this extension's own process, selected with `--kind`. Lock Screen families only.

import Foundation
import SwiftUI
import Synchronization
import ManagedSettings  // FileManager.containerURL(forSecurityApplicationGroupIdentifier:), which Foundation has on iOS
import Security
import WidgetKit

struct CodeEntry: TimelineEntry {
  let date: Date
  let code: String
}

/// A provider whose timeline is `timeline` (and whose placeholder is a fixed code).
struct FixedProvider: TimelineProvider {
  let timeline: @Sendable (@escaping @Sendable (Timeline<CodeEntry>) -> Void) -> Void

  func placeholder(in context: Context) -> CodeEntry { CodeEntry(date: Date(), code: "000000") }
  func getSnapshot(in context: Context, completion: @escaping @Sendable (CodeEntry) -> Void) {
    completion(CodeEntry(date: Date(), code: "123456"))
  }
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CodeEntry>) -> Void) { timeline(completion) }

  /// One entry now, reloading in an hour.
  static let hourly = FixedProvider { completion in
    completion(Timeline(entries: [CodeEntry(date: Date(), code: "482913")], policy: .after(Date().addingTimeInterval(3600))))
  }
}

/// Never calls its timeline's completion.
struct NeverCompletesWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "never-completes", provider: FixedProvider { _ in }) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryRectangular])
  }
}

/// Crashes in `getTimeline(in:completion:)`.
struct CrashesWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "crashes", provider: FixedProvider { _ in fatalError("the timeline crashes") }) { entry in
      Text(entry.code)
    }
    .supportedFamilies([.accessoryRectangular])
  }
}

/// A view that contains itself: it cannot be evaluated.
struct Endless: View {
  let depth: Int
  var body: some View { Endless(depth: depth + 1) }
}

struct SelfContainingWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "self-containing", provider: FixedProvider.hourly) { _ in Endless(depth: 0) }
      .supportedFamilies([.accessoryRectangular])
  }
}

/// A finite view nested 100 stacks deep: it ends, but deeper than the evaluator goes.
struct Nested: View {
  let levels: Int
  var body: some View {
    if levels == 0 { AnyView(Text("bottom")) } else { AnyView(VStack { Nested(levels: levels - 1) }) }
  }
}

struct DeepWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "deep", provider: FixedProvider.hourly) { _ in Nested(levels: 100) }
      .supportedFamilies([.accessoryRectangular])
  }
}

/// Reads `redactionReasons` but tests only `.placeholder`: the code stays readable under `.privacy`.
struct PlaceholderOnlyView: View {
  let entry: CodeEntry
  @Environment(\.redactionReasons) var reasons

  var body: some View {
    if reasons.contains(.placeholder) {
      Text("Code")
    } else {
      Text("Code \(entry.code)")
    }
  }
}

struct PlaceholderOnlyWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "placeholder-only", provider: FixedProvider.hourly) { entry in PlaceholderOnlyView(entry: entry) }
      .supportedFamilies([.accessoryRectangular])
  }
}

/// Asks to reload every five minutes: 288 times a day.
struct ChattyWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "chatty",
      provider: FixedProvider { completion in
        completion(Timeline(entries: [CodeEntry(date: Date(), code: "Next bus 4 min")], policy: .after(Date().addingTimeInterval(300))))
      }
    ) { entry in Text(entry.code) }
    .supportedFamilies([.accessoryInline, .accessoryRectangular])  // one provider: the budget is named once
  }
}

/// Not a mistake: one text per redaction rule, to check each in the extension's own process.
struct RedactionRulesView: View {
  var body: some View {
    VStack {
      Text("public")
      Text("secret").privacySensitive()
      VStack {
        Text("kept").privacySensitive(false)
      }
      .privacySensitive()
      Text("unredacted").privacySensitive().unredacted()
      Text("always").redacted(reason: .placeholder)
    }
  }
}

struct RedactionRulesWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "redaction-rules", provider: FixedProvider.hourly) { _ in RedactionRulesView() }
      .supportedFamilies([.systemLarge])
  }
}

/// Not a mistake: three entries ten minutes apart, then `.atEnd`, for timelines on the virtual clock.
struct AtEndWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "at-end",
      provider: FixedProvider { completion in
        let now = Date()
        let entries = ["A", "B", "C"].enumerated().map { CodeEntry(date: now.addingTimeInterval(Double($0.offset) * 600), code: "step \($0.element)") }
        completion(Timeline(entries: entries, policy: .atEnd))
      }
    ) { entry in Text(entry.code) }
    .supportedFamilies([.accessoryInline])
  }
}

/// Not a mistake: a timeline whose entries are not in date order, and one dated 1e300 seconds after
/// 1970: WidgetKit shows each entry from its date on, so "first", "middle", "late", and never the last.
struct OutOfOrderWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "out-of-order",
      provider: FixedProvider { completion in
        let now = Date()
        let entries = [
          CodeEntry(date: now.addingTimeInterval(1_200), code: "late"), CodeEntry(date: now, code: "first"),
          CodeEntry(date: now.addingTimeInterval(600), code: "middle"),
          CodeEntry(date: Date(timeIntervalSince1970: 1e300), code: "never reached"),
        ]
        completion(Timeline(entries: entries, policy: .never))
      }
    ) { entry in Text(entry.code) }
    .supportedFamilies([.accessoryInline])
  }
}

/// How many timelines this process was asked for.
let timelinesAsked = Atomic<Int>(0)

/// Not a mistake: `.never`, showing how many timelines it gave: only `WidgetCenter` reloads it.
struct NeverWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "never",
      provider: FixedProvider { completion in
        let count = timelinesAsked.add(1, ordering: .relaxed).newValue
        completion(Timeline(entries: [CodeEntry(date: Date(), code: "timeline \(count)")], policy: .never))
      }
    ) { entry in Text(entry.code) }
    .supportedFamilies([.accessoryInline])
  }
}

/// Reads the App Group in `placeholder(in:)`, where the data may be locked away.
struct GroupPlaceholderProvider: TimelineProvider {
  func placeholder(in context: Context) -> CodeEntry {
    let file = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.FocusApp")?
      .appendingPathComponent("code.txt")
    let code = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "none"
    return CodeEntry(date: Date(), code: code)
  }
  func getSnapshot(in context: Context, completion: @escaping @Sendable (CodeEntry) -> Void) { completion(placeholder(in: context)) }
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CodeEntry>) -> Void) {
    completion(Timeline(entries: [CodeEntry(date: Date(), code: "Code")], policy: .never))
  }
}

struct GroupPlaceholderWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "group-placeholder", provider: GroupPlaceholderProvider()) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline, .accessoryRectangular])  // one provider: its placeholder is named once
  }
}

/// Reads the App Group's defaults in `placeholder(in:)`, through a suite made when it starts
/// (Foundation has loaded the suite long before the placeholder is asked).
struct DefaultsPlaceholderProvider: TimelineProvider {
  let shared = UserDefaults(suiteName: "group.com.example.FocusApp")
  init() { _ = shared?.string(forKey: "code") }
  func placeholder(in context: Context) -> CodeEntry {
    CodeEntry(date: Date(), code: shared?.string(forKey: "code") ?? "none")
  }
  func getSnapshot(in context: Context, completion: @escaping @Sendable (CodeEntry) -> Void) { completion(CodeEntry(date: Date(), code: "Code")) }
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CodeEntry>) -> Void) {
    completion(Timeline(entries: [CodeEntry(date: Date(), code: shared?.string(forKey: "code") ?? "none")], policy: .never))
  }
}

struct DefaultsPlaceholderWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "defaults-placeholder", provider: DefaultsPlaceholderProvider()) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline])
  }
}

/// Takes a second and a half to draw its placeholder.
struct SlowPlaceholderProvider: TimelineProvider {
  func placeholder(in context: Context) -> CodeEntry {
    Thread.sleep(forTimeInterval: 1.5)
    return CodeEntry(date: Date(), code: "Code")
  }
  func getSnapshot(in context: Context, completion: @escaping @Sendable (CodeEntry) -> Void) { completion(CodeEntry(date: Date(), code: "Code")) }
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CodeEntry>) -> Void) {
    completion(Timeline(entries: [CodeEntry(date: Date(), code: "Code")], policy: .never))
  }
}

struct SlowPlaceholderWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "slow-placeholder", provider: SlowPlaceholderProvider()) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline])
  }
}

/// Draws "gallery" when its context says it is a preview, and the live code otherwise: the home
/// and Lock Screen ask for the timeline and placeholder as themselves, not as the gallery's preview.
struct PreviewAwareProvider: TimelineProvider {
  func placeholder(in context: Context) -> CodeEntry { CodeEntry(date: Date(), code: context.isPreview ? "gallery" : "Code") }
  func getSnapshot(in context: Context, completion: @escaping @Sendable (CodeEntry) -> Void) {
    completion(CodeEntry(date: Date(), code: context.isPreview ? "gallery" : "Code"))
  }
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CodeEntry>) -> Void) {
    completion(Timeline(entries: [CodeEntry(date: Date(), code: context.isPreview ? "gallery" : "live")], policy: .never))
  }
}

struct PreviewAwareWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "preview-aware", provider: PreviewAwareProvider()) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline])
  }
}

/// Not a mistake: a view that takes `delay` seconds to evaluate, every time. `slow-view` takes
/// 0.15 s, within any sensible render limit; `hanging-view` an hour, past every one.
struct DelayedView: View {
  let delay: Double
  var body: some View {
    Thread.sleep(forTimeInterval: delay)
    return Text("Code 482913")
  }
}

struct SlowViewWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "slow-view", provider: FixedProvider.hourly) { _ in DelayedView(delay: 0.15) }
      .supportedFamilies([.accessoryRectangular, .accessoryInline])
  }
}

struct HangingViewWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "hanging-view", provider: FixedProvider.hourly) { _ in DelayedView(delay: 3600) }
      .supportedFamilies([.accessoryRectangular])
  }
}

/// Shows which widgets the person placed, as `WidgetCenter.getCurrentConfigurations(_:)` reports
/// them (not a mistake: a probe of what the host answers).
struct PlacedWidgetsWidget: Widget {
  static let provider = FixedProvider { completion in
    WidgetCenter.shared.getCurrentConfigurations { result in
      let placed = (try? result.get()) ?? []
      let text = placed.isEmpty ? "none placed" : placed.map { "\($0.kind) in \($0.family)" }.joined(separator: ", ")
      completion(Timeline(entries: [CodeEntry(date: Date(), code: text)], policy: .never))
    }
  }

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "placed-widgets", provider: Self.provider) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryRectangular, .accessoryInline])
  }
}

/// Offers no family at all, as a widget whose `supportedFamilies` list sits inside `#if os(iOS)`
/// reads on Linux (not a mistake on iOS: the host says why nothing of it shows).
struct NoFamiliesWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "no-families", provider: FixedProvider.hourly) { entry in Text(entry.code) }
      .supportedFamilies([])
  }
}

/// Offers the iPad's extra large family beside a small one: an iPhone shows only the small one.
struct ExtraLargeWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "extra-large", provider: FixedProvider.hourly) { entry in Text(entry.code) }
      .supportedFamilies([.systemSmall, .systemExtraLarge])
  }
}

/// One entry dated now and `.atEnd`: the timeline ends as it starts, so it asks again at once.
struct EndsAtOnceWidget: Widget {
  static let provider = FixedProvider { completion in
    completion(Timeline(entries: [CodeEntry(date: Date(), code: "Now")], policy: .atEnd))
  }

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "ends-at-once", provider: Self.provider) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline])
  }
}

/// Draws its own background and marks it nonremovable, so it needs no `containerBackground`.
struct NonremovableBackgroundWidget: Widget {
  var body: some WidgetConfiguration {
    // Modifiers in the content closure, as Xcode's template writes them: an opaque `some View`.
    StaticConfiguration(kind: "nonremovable-background", provider: FixedProvider.hourly) { entry in
      Text(entry.code).background(Color.blue)
    }
    .containerBackgroundRemovable(false)
    .supportedFamilies([.systemSmall])
  }
}

@main
struct FaultyWidgets: WidgetBundle {
  var body: some Widget {
    NeverCompletesWidget()
    CrashesWidget()
    SelfContainingWidget()
    DeepWidget()
    PlaceholderOnlyWidget()
    ChattyWidget()
    RedactionRulesWidget()
    AtEndWidget()
    OutOfOrderWidget()
    NeverWidget()
    GroupPlaceholderWidget()
    DefaultsPlaceholderWidget()
    SlowPlaceholderWidget()
    PreviewAwareWidget()
    SlowViewWidget()
    HangingViewWidget()
    PlacedWidgetsWidget()
    NoFamiliesWidget()
    ExtraLargeWidget()
    NonremovableBackgroundWidget()
    EndsAtOnceWidget()
    StandByAwareWidget()
    KeychainTokenWidget()
    DividesByZeroWidget()
    NaNDateWidget()
    EverySecondForAWeekWidget()
    StopsItselfWidget()
    StopsItselfInViewWidget()
    CompletesTwiceWidget()
    UnlistedGroupWidget()
    EscapingGroupWidget()
  }
}

/// A mistake apps make: reads the app's API token from the Keychain on every reload and shows
/// "signed out" whatever the failure, so a reload while the phone is locked, of a token kept
/// `kSecAttrAccessibleWhenUnlocked`, signs the widget out. It shows the status it got.
struct KeychainTokenWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "keychain-token",
      provider: FixedProvider { completion in
        let query: [String: Any] = [
          kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "api", kSecAttrAccount as String: "token",
          kSecAttrAccessGroup as String: "group.com.example.FocusApp", kSecReturnData as String: true,
        ]
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        let text = status == errSecSuccess && result is Data ? "signed in" : "signed out (\(status))"
        completion(Timeline(entries: [CodeEntry(date: Date(), code: text)], policy: .never))
      }
    ) { entry in Text(entry.code) }
    .supportedFamilies([.accessoryInline])
  }
}

/// Not a mistake: a widget that shows more where its background is removed, as Apple suggests
/// for StandBy (`showsWidgetContainerBackground`), and says which colour scheme it is drawn in.
struct StandByAwareView: View {
  @Environment(\.showsWidgetContainerBackground) var showsBackground
  @Environment(\.colorScheme) var colorScheme
  var body: some View {
    VStack {
      Text("Always")
      if !showsBackground { Text("In StandBy") }
      Text(colorScheme == .dark ? "dark" : "light")
    }
    .containerBackground(for: .widget) { Color.white }
  }
}

struct StandByAwareWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "standby-aware", provider: FixedProvider.hourly) { _ in StandByAwareView() }
      .supportedFamilies([.systemSmall])
  }
}
