import ActivityKit
import AppIntents
import Foundation
import HostProtocol
import Intents
@testable import RealStyleWidgets
import SwiftUI
import Testing
import WidgetKit

/// The real-style widgets (`Tests/RealStyleWidgets`, Swift 5 mode, written as shipped apps
/// write them) compile against our WidgetKit and SwiftUI, and their providers and views behave
/// as on a phone in each family and redaction state.
@MainActor
struct RealStyleWidgetTests {
  static func widget(_ kind: String) throws -> WidgetDescriptor {
    try #require(RealStyleWidgetBundle().body.body._widgets.compactMap(\.descriptor).first { $0.kind == kind })
  }

  static func timeline(_ kind: String, family: WidgetFamily) async throws -> ErasedTimeline {
    let widget = try widget(kind)
    let context = TimelineProviderContext(family: family, isPreview: false)
    return await withCheckedContinuation { continuation in
      widget.provider.timeline(context) { continuation.resume(returning: $0) }
    }
  }

  /// Each text of the first entry and the reasons that hide it.
  static func texts(
    _ kind: String, family: WidgetFamily, reasons: RedactionReasons
  ) async throws -> [(text: String, redactedBy: RedactionReasons)] {
    let entry = try #require(try await timeline(kind, family: family).entries.first)
    var environment = WidgetEvaluation.environment(family: family, reasons: reasons, now: entry.date)
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC") ?? .current
    let nodes = try WidgetEvaluation.evaluate(entry, in: environment).flatMap(\.allNodes)
    return nodes.filter { $0.kind == .text }.map { ($0.text ?? "", $0.redactedBy) }
  }

  @Test func theBundleListsEveryKindWithItsFamiliesAndNames() throws {
    let widgets = RealStyleWidgetBundle().body.body._widgets.compactMap(\.descriptor)
    #expect(
      widgets.map(\.kind) == [
        "OneTimeCodeWidget", "BalanceWidget", "BatteryWidget", "MessagesWidget", "CountdownWidget", "EmojiWidget", "WeatherWidget",
        "StepsWidget", "HabitsWidget", "UsageChartWidget", "FocusTimerWidget", "ShortcutsGridWidget",
        "PhotoFrameWidget", "WaterIntakeWidget", "CityTimeWidget", "RunSummaryWidget", "SurfWidget", "FeedTimerWidget", "GlucoseWidget",
        "ReadingGoalWidget", "PomodoroWidget", "DeploymentWidget", "ScoreWidget", "NotesWidget", "DayGreetingWidget",
        "WorkoutTagsWidget", "LessonScheduleWidget",
        "TaskListWidget",
      ])
    #expect(try Self.widget("CountdownWidget").configurationKind == "static")
    #expect(try Self.widget("EmojiWidget").configurationKind == "app-intent")
    #expect(try Self.widget("WeatherWidget").configurationKind == "intent")
    #expect(try Self.widget("OneTimeCodeWidget").families == [.systemSmall, .accessoryRectangular])
    #expect(try Self.widget("CountdownWidget").families == [.systemSmall, .systemMedium, .systemLarge])
    #expect(try Self.widget("BalanceWidget").displayName == "Balance")
    #expect(try Self.widget("BalanceWidget").summary == "See your balance at a glance.")
    #expect(try Self.widget("RunSummaryWidget").displayName == "Runs")
    #expect(try Self.widget("RunSummaryWidget").summary == "Your week of running.")
  }

  /// The Live Activity and the controls add no kind; they are named, in the bundle's order, as
  /// what iOS draws without a timeline.
  @Test func theBundlesLiveActivityAndControlsAreNamedAsDrawnWithoutATimeline() {
    #expect(
      RealStyleWidgetBundle().body.body._widgets.compactMap(\.systemDrawn).map(\.description) == [
        "a Live Activity of DeliveryAttributes", "the control TimerControl", "the control ScoresControl",
        "the control FavoriteToggleControl", "the control AddTaskControl",
      ])
  }

  /// A widget that spells `SwiftUI.Widget` and is configured by a configuration of its own, made
  /// of a `body`, lists its kind with what the body's modifiers said; an image inline in a text
  /// adds nothing a person reads; the list shows the rows an iPhone shows (`UIDevice`).
  @Test func aConfigurationOfItsOwnDescribesItsBodysKindAndAnInlineImageIsNoText() async throws {
    let surf = try Self.widget("SurfWidget")
    #expect(surf.displayName == "Surf")
    #expect(surf.summary == "The waves at your spot.")
    #expect(surf.families == [.systemSmall, .systemMedium])
    #expect(try await Self.texts("SurfWidget", family: .systemSmall, reasons: []).map(\.text) == [
      " 1.8 m", "Hossegor", "6:00 dawn patrol", "9:30 mid tide", "12:00 onshore",
    ])
    #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
    #expect(SurfSpotIntent.intentClassName == "SurfSpotIntent")
    #expect(EmptyWidgetConfiguration()._widgets.isEmpty)
  }

  /// Text the system writes as time passes (`Text(.currentDate, format:)`) is written for the
  /// entry's moment, alone and inside a sentence, in the fields it allows; the iOS 18 and 26
  /// intent and relevance types compile and keep what they were given.
  @Test func theTimeLeftIsWrittenForTheEntrysMomentInTheFieldsItAllows() async throws {
    #expect(try await Self.texts("FeedTimerWidget", family: .accessoryRectangular, reasons: []).map(\.text) == [
      "2 hours, 5 minutes", "Next feed in 2 hours",
    ])
    #expect(try await Self.texts("FeedTimerWidget", family: .systemSmall, reasons: []).map(\.text).contains("Ada"))
    #expect(LogFeedIntent.supportedModes == .foreground(.immediate) && SurfSpotIntent.supportedModes == .background)
    let opening: IntentResultContainer<Never, OpenURLIntent, Never, Never> = .result(opensIntent: OpenURLIntent(URL(string: "feeds://log")!))
    #expect(opening.opensIntent?.url.absoluteString == "feeds://log")
    #expect(Baby(identifier: "ada", display: "Ada").identifier == "ada")
  }

  /// The app's shortcuts compile and list their phrases as Siri's templates write them.
  @Test func appShortcutsListTheirPhrases() {
    let shortcut = HabitShortcuts.appShortcuts.first
    #expect(HabitShortcuts.appShortcuts.count == 1)
    #expect(shortcut?.phrases == ["Toggle a habit in ${applicationName}", "Mark ${parameter} done with ${applicationName}"])
    #expect(shortcut?.systemImageName == "checkmark.circle")
  }

  /// The app's Live Activity code compiles and meets a device with Live Activities off: the
  /// check says so, a request throws `.denied`, and no activity is ever running.
  @Test func startingALiveActivityMeetsLiveActivitiesTurnedOff() async {
    let eta = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(DeliveryActivityManager.start(order: "A1", eta: eta) == "Live Activities are off")
    #expect(DeliveryActivityManager.request(order: "A1", eta: eta) == "denied")
    #expect(Activity<DeliveryAttributes>.activities.isEmpty)
    await DeliveryActivityManager.finishAll()
  }

  /// Values interpolated in a `Text` literal read as SwiftUI writes them: printf specifiers, a
  /// formatter, a format style and a relative date; the private line hides for privacy.
  @Test func interpolatedValuesReadAsSwiftUIWritesThem() async throws {
    let shown = try await Self.texts("RunSummaryWidget", family: .systemMedium, reasons: [])
    #expect(Array(shown.map(\.text).prefix(4)) == ["12.3 km this week", "03 runs · 5.25 min/km", "Last run 2023-11-14", "Goal 80%"])
    // Relative to the entry's moment, not to the clock on the wall.
    #expect(shown.last?.text == "Synced 2 hr ago")
    let locked = try await Self.texts("RunSummaryWidget", family: .systemMedium, reasons: .privacy)
    #expect(locked.filter { $0.redactedBy.contains(.privacy) }.map(\.text) == ["03 runs · 5.25 min/km"])
  }

  @Test func timelinesKeepTheirEntriesAndPolicies() async throws {
    let codes = try await Self.timeline("OneTimeCodeWidget", family: .systemSmall)
    #expect(codes.entries.count == 4 && codes.policy == .atEnd)
    #expect(zip(codes.entries, codes.entries.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 30 })
    #expect(try await Self.timeline("MessagesWidget", family: .systemSmall).policy == .never)
    // The battery provider completes later, from a global queue.
    let battery = try await Self.timeline("BatteryWidget", family: .accessoryCircular)
    #expect(battery.policy.reloadDate != nil)
  }

  /// Xcode's App Intent template: the async `timeline(for:in:)` runs with the intent's default
  /// configuration (`@Parameter(default:)`), five entries an hour apart, `.atEnd`.
  @Test func anAppIntentWidgetRunsItsAsyncTimelineWithTheDefaultConfiguration() async throws {
    let timeline = try await Self.timeline("EmojiWidget", family: .systemSmall)
    #expect(timeline.entries.count == 5 && timeline.policy == .atEnd)
    #expect(zip(timeline.entries, timeline.entries.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 3600 })
    let texts = try await Self.texts("EmojiWidget", family: .systemSmall, reasons: []).map(\.text)
    #expect(texts.first == "Time:" && texts.suffix(2) == ["Favorite Emoji:", "😃"])
    let widget = try Self.widget("EmojiWidget")
    let snapshot = await withCheckedContinuation { continuation in
      widget.provider.snapshot(TimelineProviderContext(family: .systemSmall, isPreview: true)) { continuation.resume(returning: $0) }
    }
    #expect(snapshot.date.timeIntervalSinceNow < 60, "the async snapshot(for:in:) completed")
  }

  /// A grid configured through the edit sheet's declarations (a summary with a condition, an
  /// options provider, sizes per family, a number field): nobody edits it here, so the
  /// timeline and the view read the defaults, the entity parameter without one takes its
  /// query's `defaultResult()` as when the widget is added, and the view reads the rendering mode.
  @Test func aConfigurableGridReadsItsDefaultsAndTheRenderingMode() async throws {
    let timeline = try await Self.timeline("ShortcutsGridWidget", family: .systemSmall)
    let entry = try #require(timeline.entries.first)
    let interval = try #require(timeline.policy.reloadDate).timeIntervalSince(entry.date)
    #expect(abs(interval - 30 * 60) < 1, "the refresh interval's default, thirty minutes")
    let home = try await Self.texts("ShortcutsGridWidget", family: .systemSmall, reasons: []).map(\.text)
    #expect(home == ["Home shortcuts", "Lock", "Lights", "Pinned: Heat", "Every 30 min"])
    let lockScreen = try await Self.texts("ShortcutsGridWidget", family: .accessoryRectangular, reasons: []).map(\.text)
    #expect(lockScreen.last == "On the Lock Screen")
  }

  /// The SiriKit form: `getTimeline(for:in:completion:)` with the generated intent's defaults.
  @Test func anIntentWidgetRunsWithTheIntentsDefaults() async throws {
    let texts = try await Self.texts("WeatherWidget", family: .accessoryInline, reasons: []).map(\.text)
    #expect(texts == ["Weather in Lisbon"])
    #expect(try Self.widget("WeatherWidget").families == [.systemSmall, .accessoryInline])
  }

  @Test func theBalanceHidesUnderPrivacyAndTheAccountStays() async throws {
    let texts = try await Self.texts("BalanceWidget", family: .systemSmall, reasons: .privacy)
    #expect(texts.first { $0.text == "Checking" }?.redactedBy == [])
    #expect(texts.first { $0.text.contains("1,024.50") }?.redactedBy == .privacy)
    let unlocked = try await Self.texts("BalanceWidget", family: .systemSmall, reasons: [])
    #expect(unlocked.allSatisfy { $0.redactedBy.isEmpty })
  }

  /// The hydration widget: its percentage is marked private, its title is not; on the Lock
  /// Screen the inline family shows the first text that fits.
  @Test func theWaterPercentageHidesUnderPrivacyAndItsTitleStays() async throws {
    let texts = try await Self.texts("WaterIntakeWidget", family: .systemSmall, reasons: .privacy)
    #expect(texts.first { $0.text == "Water" }?.redactedBy == [], "\(texts)")
    #expect(texts.first { $0.text == "20%" }?.redactedBy == .privacy, "\(texts)")
    let inline = try await Self.texts("WaterIntakeWidget", family: .accessoryInline, reasons: [])
    #expect(inline.map(\.text).first?.hasPrefix("20%") == true, "\(inline)")
    #expect(try Self.widget("WaterIntakeWidget").families.contains(.accessoryCircular))
  }

  /// The city widget reads its intent's defaults as iOS resolves them for a widget nobody has
  /// configured (the entity query's `defaultResult()`, details on); its details hide when it is
  /// drawn for privacy and the clock stays.
  @Test func theCityDetailsHideUnderPrivacyAndTheClockStays() async throws {
    #expect(try Self.widget("CityTimeWidget").configurationKind == "app-intent")
    let unlocked = try await Self.texts("CityTimeWidget", family: .systemSmall, reasons: []).map(\.text)
    #expect(unlocked.contains("Lisbon") && unlocked.contains("Sunrise 07:02"), "\(unlocked)")
    let locked = try await Self.texts("CityTimeWidget", family: .systemSmall, reasons: .privacy)
    #expect(!locked.contains { $0.text.hasPrefix("Sun") }, "\(locked)")
    #expect(locked.count == unlocked.count - 2)
  }

  /// A note widget in Keep's style names itself in the gallery with its intent's `title` and
  /// `IntentDescription.descriptionText` (`LocalizedStringResource`s), and its note parameter,
  /// offered by the entity's own query as `optionsProvider:`, shows the query's default note.
  @Test func aNoteWidgetTakesItsGalleryNamesFromItsIntentAndItsNoteFromItsQuery() async throws {
    let notes = try Self.widget("NotesWidget")
    #expect(notes.displayName == "Note")
    #expect(notes.summary == "Get quick access to one of your notes")
    let texts = try await Self.texts("NotesWidget", family: .systemSmall, reasons: []).map(\.text)
    #expect(texts == ["Groceries", "Milk, eggs, bread"])
  }

  /// A training log's widget: the header, an `AnyLayout` switched by Dynamic Type, is a row at the
  /// default size and a column at an accessibility size; the tags, in the app's own flow layout,
  /// wrap onto a second row in a small widget and fit one row in a medium one; the heart rate
  /// hides under the privacy redaction and the tags do not.
  @Test func aTrainingLogsHeaderAndTagsAreLaidOutByItsOwnLayouts() async throws {
    let entry = try #require(try await Self.timeline("WorkoutTagsWidget", family: .systemSmall).entries.first)
    func laidOut(_ family: WidgetFamily, typeSize: DynamicTypeSize = .large) throws -> ViewNode {
      var environment = WidgetEvaluation.environment(family: family, reasons: [], now: entry.date)
      environment.dynamicTypeSize = typeSize
      let size = family == .systemSmall ? (170.0, 170.0) : (364.0, 170.0)
      return ViewLayout.layout(
        try WidgetEvaluation.evaluate(entry, in: environment), width: size.0, height: size.1, showsContainerBackground: true,
        typeName: "Widget")
    }
    func texts(_ node: ViewNode) -> [ViewNode] { (node.kind == .text ? [node] : []) + node.children.flatMap(texts) }
    func rows(_ family: WidgetFamily) throws -> Int {
      let root = try laidOut(family)
      let tags = texts(root).filter { ["Intervals", "Hills", "Zone 4", "Track", "Race pace"].contains($0.text ?? "") }
      #expect(tags.count == 5)
      return Set(tags.map { Self.absoluteY(of: $0, in: root) }).count
    }
    let header = try laidOut(.systemSmall)
    let name = try #require(texts(header).first { $0.text == "Tempo run" })
    let rate = try #require(texts(header).first { $0.text == "152 bpm" })
    let centres = [(name, header), (rate, header)].map { Self.absoluteY(of: $0.0, in: $0.1) + $0.0.frame.height / 2 }
    #expect(abs(centres[0] - centres[1]) < 1e-9, "a row, centred across, at the default size: \(centres)")
    let accessible = try laidOut(.systemSmall, typeSize: .accessibility2)
    let accessibleName = try #require(texts(accessible).first { $0.text == "Tempo run" })
    let accessibleRate = try #require(texts(accessible).first { $0.text == "152 bpm" })
    let gap = Self.absoluteY(of: accessibleRate, in: accessible) - Self.absoluteY(of: accessibleName, in: accessible) - accessibleName.frame.height
    #expect(abs(gap - 2) < 1e-9, "a column, 2 points apart: \(gap)")
    #expect(try rows(.systemSmall) == 2)
    #expect(try rows(.systemMedium) == 1)
    let locked = try await Self.texts("WorkoutTagsWidget", family: .systemSmall, reasons: .privacy)
    #expect(locked.filter { !$0.redactedBy.isEmpty }.map(\.text) == ["152 bpm"], "\(locked)")
    #expect(locked.count == 7)
  }

  /// The y of `node` in `root`'s coordinates (each frame is its parent's).
  private static func absoluteY(of node: ViewNode, in root: ViewNode?) -> Double {
    func search(_ current: ViewNode, _ offset: Double) -> Double? {
      if current == node { return offset + current.frame.y }
      for child in current.children { if let found = search(child, offset + current.frame.y) { return found } }
      return nil
    }
    return root.flatMap { search($0, 0) } ?? .nan
  }

  /// An entity query is a `DynamicOptionsProvider`, as on iOS: the options it offers a
  /// parameter are its suggested entities.
  @Test func anEntityQueryOffersItsSuggestedEntitiesAsOptions() async throws {
    let options = try await NoteEntitiesProvider().results()
    #expect(options.map(\.title) == ["Groceries", "Door code"])
  }

  @Test func theOneTimeCodeStaysReadableOnTheLockScreen() async throws {
    let texts = try await Self.texts("OneTimeCodeWidget", family: .accessoryRectangular, reasons: .privacy)
    #expect(texts.map(\.text).first == "GitHub")
    #expect(texts.count == 2 && texts.allSatisfy { $0.redactedBy.isEmpty })
  }

  @Test func theFamilyFromTheEnvironmentChoosesTheView() async throws {
    let small = try await Self.texts("OneTimeCodeWidget", family: .systemSmall, reasons: [])
    // Label's title, the code, the timer at the entry's own date.
    #expect(small.map(\.text).first == "GitHub" && small.map(\.text).last == "0:00")
    let circular = try await Self.texts("BatteryWidget", family: .accessoryCircular, reasons: [])
    #expect(circular.map(\.text) == ["72"])
    let inline = try await Self.texts("BatteryWidget", family: .accessoryInline, reasons: [])
    #expect(inline.map(\.text) == ["AirPods Pro 72%"])
  }

  /// The ring shows the labels its style draws: the reading and the bounds, not the gauge's label,
  /// which the app never meant to be seen (it says "Not shown").
  @Test func aGlucoseRingShowsTheReadingAndItsBoundsNotItsLabel() async throws {
    let circular = try await Self.texts("GlucoseWidget", family: .accessoryCircular, reasons: [])
    #expect(circular.map(\.text) == ["132", "40", "400"])
  }

  /// `labelsHidden()` hides the gauge's label, which names it for VoiceOver only: the Lock Screen
  /// shows the title and the minutes.
  @Test func aGaugeWithItsLabelsHiddenShowsOnlyItsValue() async throws {
    let rectangular = try await Self.texts("ReadingGoalWidget", family: .accessoryRectangular, reasons: [])
    #expect(rectangular.map(\.text) == ["Today's reading", "18 min"])
  }

  /// A circular progress view on the Lock Screen is a capacity ring with the time left in the
  /// middle: the task it is labelled with is not drawn there; the rectangular family names it.
  @Test func aCircularTimerShowsTheTimeLeftNotItsLabel() async throws {
    let circular = try await Self.texts("PomodoroWidget", family: .accessoryCircular, reasons: [])
    #expect(circular.map(\.text) == ["25:00"])
    let rectangular = try await Self.texts("PomodoroWidget", family: .accessoryRectangular, reasons: [])
    #expect(rectangular.map(\.text) == ["Write the report", "25:00"])
  }

  /// An inline widget is one row of text (Apple's `WidgetFamily.accessoryInline`): of the stack
  /// the rectangular family shows line by line, only its first text, the project, is read.
  @Test func anInlineWidgetReadsItsOneRowOfText() async throws {
    let inline = try await Self.texts("DeploymentWidget", family: .accessoryInline, reasons: [])
    #expect(inline.map(\.text) == ["marketing-site"])
    let rectangular = try await Self.texts("DeploymentWidget", family: .accessoryRectangular, reasons: [])
    #expect(rectangular.count == 3 && rectangular.first?.text == "marketing-site", "\(rectangular)")
  }

  /// A widget updated by push (iOS 26) is served by its timeline, as any widget: its handler is
  /// never made, since the host has no push service, and WidgetKit has no token to give.
  @Test func aWidgetUpdatedByPushIsServedByItsTimeline() async throws {
    let inline = try await Self.texts("ScoreWidget", family: .accessoryInline, reasons: [])
    #expect(inline.map(\.text) == ["Lyon 2–1 Nice"])
    let rectangular = try await Self.texts("ScoreWidget", family: .accessoryRectangular, reasons: [])
    #expect(rectangular.map(\.text) == ["67'", "Lyon", "2", "Nice", "1"])
    let small = try await Self.texts("ScoreWidget", family: .systemSmall, reasons: [])
    #expect(small.map(\.text) == ["67'", "Lyon", "2", "Nice", "1", "Mute"], "a button with a role running an intent reads as its title")
    #expect(await WidgetCenter.shared.currentPushInfo == nil)
    #expect(try await ControlCenter.shared.currentControls().isEmpty)
  }

  @Test func unredactedKeepsTheGaugeUnderEveryReason() async throws {
    let texts = try await Self.texts("BatteryWidget", family: .accessoryCircular, reasons: [.placeholder, .privacy])
    #expect(texts.map(\.text) == ["72"] && texts[0].redactedBy == [])
  }

  @Test func aViewReadingRedactionReasonsDrawsItsQuietForm() async throws {
    let locked = try await Self.texts("MessagesWidget", family: .systemMedium, reasons: .privacy)
    #expect(locked.map(\.text) == ["3 unread", "Unlock to read"])
    let unlocked = try await Self.texts("MessagesWidget", family: .systemMedium, reasons: [])
    #expect(unlocked.map(\.text) == ["3 unread", "Alex", "Running late, see you at 8"])
    let tapped = try await Self.texts("MessagesWidget", family: .systemMedium, reasons: .invalidated)
    #expect(tapped.first?.redactedBy == .invalidated && tapped.dropFirst().allSatisfy { $0.redactedBy.isEmpty })
  }

  @Test func datesInEachStyleAtTheEntrysMoment() async throws {
    let texts = try await Self.texts("CountdownWidget", family: .systemSmall, reasons: [])
    #expect(texts.map(\.text).dropFirst() == ["Standup", "11 min, 14 sec", "Flight", "3 hr"])
  }

  /// The fitness style: shapes, grids of capsules, `textCase`, a relative date, `Text` + `Text`,
  /// the pre-iOS 17 background helper and previews (type-checked, never run) compile and evaluate.
  @Test func stepsShowTheirCountPrivatelyAndTheirLabelsInTheCaseAsked() async throws {
    let medium = try await Self.texts("StepsWidget", family: .systemMedium, reasons: .privacy)
    #expect(medium.first?.text == "TODAY", "textCase(.uppercase) is what a person reads: \(medium)")
    let steps = try #require(medium.first { $0.text == "6421 steps" })
    #expect(steps.redactedBy == .privacy)
    let small = try await Self.texts("StepsWidget", family: .systemSmall, reasons: .privacy)
    #expect(small.map(\.text) == ["64%", "6,421"], "\(small)")
    #expect(small.last?.redactedBy == .privacy && small.first?.redactedBy == [])
    let inline = try await Self.texts("StepsWidget", family: .accessoryInline, reasons: [])
    #expect(inline.map(\.text) == [" 6421"], "an image in text is a glyph, not words: \(inline)")
  }

  /// The interactive style: buttons and a toggle that run intents read as their labels, the
  /// configuration intent's enum and entity parameters keep their defaults, `@AppStorage` reads
  /// the group's defaults (unset: the declared value).
  @Test func interactiveControlsReadAsTheirLabels() async throws {
    #expect(try Self.widget("HabitsWidget").configurationKind == "app-intent")
    let texts = try await Self.texts("HabitsWidget", family: .systemMedium, reasons: []).map(\.text)
    #expect(texts == ["Habits", "12", "Water", "Read", "Walk", "Walked today"], "\(texts)")
    let small = try await Self.texts("HabitsWidget", family: .systemSmall, reasons: []).map(\.text)
    #expect(!small.contains("Walked today"), "\(small)")
    let intent = HabitsConfigurationIntent()
    #expect(intent.filter == .all && intent.pinned == nil)
    let copy = intent
    copy.filter = .remaining
    #expect(intent.filter == .remaining, "a parameter is shared by the intent's copies, as in AppIntents")
  }

  /// quicktasks' to-do rows are buttons running an intent, read as their titles; the small family
  /// shows three and how many more. The "+" link keeps its symbol under a simultaneous tap
  /// gesture, which WidgetKit never runs; the container's quaternary style is drawn behind.
  @Test func taskRowsReadAsTheirTitlesAndTheLinksTapGestureNeverRuns() async throws {
    let small = try await Self.texts("TaskListWidget", family: .systemSmall, reasons: []).map(\.text)
    #expect(small == ["Call the bank", "Book flights", "Pay rent", "+ 2 more…"], "\(small)")
    let medium = try await Self.texts("TaskListWidget", family: .systemMedium, reasons: []).map(\.text)
    #expect(medium == ["Call the bank", "Book flights", "Pay rent", "Renew passport", "Send invoice"], "\(medium)")
    let entry = try #require(try await Self.timeline("TaskListWidget", family: .systemSmall).entries.first)
    let environment = WidgetEvaluation.environment(family: .systemSmall, reasons: [], now: entry.date)
    let images = try WidgetEvaluation.evaluate(entry, in: environment).flatMap(\.allNodes).compactMap(\.imageName)
    #expect(images == ["plus.circle.fill"])
    #expect(taskListAddTaps == 0)
  }

  /// Swift Charts: a chart is one plot (its marks type-checked, not drawn), the text beside it read.
  @Test func aChartIsOnePlotAndTheTextBesideItIsRead() async throws {
    let texts = try await Self.texts("UsageChartWidget", family: .systemSmall, reasons: .privacy)
    #expect(texts.map(\.text) == ["Screen Time", "8h 0m this week"], "\(texts)")
    #expect(texts.last?.redactedBy == .privacy)
    let entry = try #require(try await Self.timeline("UsageChartWidget", family: .systemMedium).entries.first)
    var environment = WidgetEvaluation.environment(family: .systemMedium, reasons: [], now: entry.date)
    environment.locale = Locale(identifier: "en_US")
    let nodes = try WidgetEvaluation.evaluate(entry, in: environment).flatMap(\.allNodes)
    #expect(nodes.filter { $0.kind == .shape && $0.typeName == "_ChartPlot" }.count == 1, "\(nodes.map(\.typeName))")
  }

  /// A focus timer: on an iPhone `showsWidgetLabel` is false and `widgetLabel` shows nothing, so
  /// the circle reads the in-view countdown; the rectangle's progress view reads its label and
  /// the time left at the entry's date, with the task hidden under privacy.
  @Test func aFocusTimerReadsItsCountdownAndNoWidgetLabel() async throws {
    let circular = try await Self.texts("FocusTimerWidget", family: .accessoryCircular, reasons: [])
    #expect(circular.map(\.text) == ["25:00"], "\(circular)")
    let rectangular = try await Self.texts("FocusTimerWidget", family: .accessoryRectangular, reasons: .privacy)
    #expect(rectangular.map(\.text).suffix(2) == ["Focus", "25:00"], "\(rectangular)")
    #expect(rectangular.first?.redactedBy == .privacy && rectangular.last?.redactedBy == [])
    let entry = try #require(try await Self.timeline("FocusTimerWidget", family: .accessoryRectangular).entries.first)
    let environment = WidgetEvaluation.environment(family: .accessoryRectangular, reasons: [], now: entry.date.addingTimeInterval(15 * 60))
    let bar = try #require(try WidgetEvaluation.evaluate(entry, in: environment).flatMap(\.allNodes).first { $0.kind == .progress })
    #expect(abs((bar.value ?? 0) - 0.4) < 0.001, "ten of twenty-five minutes left: \(String(describing: bar.value))")
  }

  /// A photo frame without a login (nothing in its App Group): one error entry, its message read,
  /// its logo in the accent group (`widgetAccentedRenderingMode(.accentedDesaturated)`).
  @Test func aPhotoFrameWithoutALoginShowsItsErrorAndAnAccentedLogo() async throws {
    let timeline = try await Self.timeline("PhotoFrameWidget", family: .systemSmall)
    #expect(timeline.entries.count == 1 && timeline.policy == .atEnd)
    let texts = try await Self.texts("PhotoFrameWidget", family: .systemSmall, reasons: [])
    #expect(texts.map(\.text) == ["Login to see your photos"], "\(texts)")
    let entry = try #require(timeline.entries.first)
    let environment = WidgetEvaluation.environment(family: .systemSmall, reasons: [], now: entry.date)
    let logo = try #require(try WidgetEvaluation.evaluate(entry, in: environment).flatMap(\.allNodes).first { $0.kind == .image })
    #expect(logo.imageName == "PhotoFrameLogo")
    #expect(logo.modifiers.contains(.widgetAccentable(true)), "\(logo.modifiers)")
  }
}
