import Foundation
import Testing

/// `extension-host widgets` on real widget extension processes: the bundled sample, every device
/// state and Lock Screen access setting, the data-protection override, each redaction rule, each
/// finding and each fault, each in the extension's own process over its pipes.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct WidgetExtensionEndToEndTests {
  /// The fake extension that answers widget requests by hand, doing `behavior` (`FakeProtocolExtension.swift`).
  static func fakeWidget(_ behavior: String) throws -> WidgetFixture {
    try WidgetFixture.make(
      executable: "FaultyExtensions",
      extraInfo: "<key>FakeProtocolBehavior</key><string>\(behavior)</string><key>FakeProtocolPhase</key><string>press</string>")
  }

  @Test func theSampleRunsInItsOwnProcessInEveryFamilyAndState() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let (run, report) = try await fixture.report()
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let rows = try report.objects("widgets")
    let families = 3, states = 4, accessSettings = 2, entries = 2
    #expect(rows.count == families * states * accessSettings * entries)
    #expect(try Set(rows.map { try $0.string("family") }) == ["systemSmall", "accessoryRectangular", "accessoryInline"])
    #expect(try Set(rows.map { try $0.string("extension") }) == ["com.example.FocusApp.Widgets"])
    #expect(try report.widgetFindingIDs() == ["readable-while-locked", "readable-while-locked", "readable-while-locked"])
  }

  /// Under NSFileProtectionComplete the placeholder is what a locked phone shows, so one that
  /// reaches for the App Group says so; the sample's placeholder, built from constants, does not.
  @Test func aPlaceholderThatReadsTheAppGroupIsNamedWithTheDataProtectionItMeets() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets", dataProtection: "NSFileProtectionComplete")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "group-placeholder"])
    #expect(run.exitCode == 0, "warnings only: \(run.stdout)\n\(run.stderr)")
    let findings = try report.objects("widgets").flatMap { try $0.objects("findings") }
    let reads = try findings.filter { try $0.string("id") == "placeholder-reads-app-group" }
    #expect(reads.count == 1)
    #expect(try reads.first?.string("message").contains("With NSFileProtectionComplete, WidgetKit shows only the placeholder") == true)
    #expect(try reads.first?.string("message").hasPrefix("placeholder(in:) of 'group-placeholder' in accessoryInline and accessoryRectangular ") == true)
    let sample = try WidgetFixture.make()
    defer { sample.remove() }
    #expect(try await !sample.report().report.widgetFindingIDs().contains { $0.hasPrefix("placeholder-") })
  }

  /// A placeholder that reads the App Group's `UserDefaults` suite is seen in the extension's
  /// process, although Foundation loaded the suite before the placeholder was asked; the sample,
  /// whose timeline (not its placeholder) reads the same suite, is not named.
  @Test func aPlaceholderThatReadsTheAppGroupDefaultsIsNamedAndATimelineThatDoesIsNot() async throws {
    let seeded = "<key>code</key><string>4821</string><key>ongoing</key><array><string>bedtime</string></array>"
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets", groupDefaults: seeded)
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "defaults-placeholder", "--device", "unlocked"])
    #expect(run.exitCode == 0, "warnings only: \(run.stdout)\n\(run.stderr)")
    let findings = try report.objects("widgets").flatMap { try $0.objects("findings") }
    let reads = try findings.filter { try $0.string("id") == "placeholder-reads-app-group" }
    #expect(reads.count == 1)
    #expect(try reads.first?.string("message").contains("reads an App Group's UserDefaults(suiteName:)") == true)
    let sample = try WidgetFixture.make(groupDefaults: seeded)
    defer { sample.remove() }
    let (sampleRun, sampleReport) = try await sample.report(["--family", "accessoryRectangular", "--device", "unlocked"])
    #expect(try sampleReport.widgetRows().first?.strings("visibleText").first == "Bedtime", "the timeline read the seeded suite: \(sampleRun.stdout)")
    #expect(try !sampleReport.widgetFindingIDs().contains { $0.hasPrefix("placeholder-") })
  }

  /// Before the first unlock after a restart even the default class refuses: the extension is
  /// launched again with the App Group's files really refused, so those rows show what its
  /// provider draws when the read fails, the refused open is named, and the locked rows (whose
  /// default-class files open) still show the seeded value.
  @Test func beforeTheFirstUnlockTheTimelineIsMadeWithTheAppGroupRefused() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets", groupDefaults: "<key>code</key><string>4821</string>")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "defaults-placeholder", "--lock-screen-access", "on"])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let read = { (device: String) in try report.widgetRows(device: device).map { try $0.strings("visibleText") } }
    #expect(try read("unlocked") == [["4821"]])
    #expect(try read("locked") == [["4821"]])
    #expect(try read("always-on") == [["4821"]])
    #expect(try read("before-first-unlock") == [["none"]], "\(run.stdout)")
    #expect(try report.widgetRows().map { try $0.string("device") } == ["unlocked", "locked", "always-on", "before-first-unlock"])
    let notes = try report.strings("notes")
    let refused = notes.filter { $0.contains("could not open AppGroups/group.com.example.FocusApp") }
    #expect(refused.count == 1, "\(notes)")
    #expect(refused.first?.contains("the device not unlocked since it restarted") == true)
  }

  /// A state directory that cannot be made is a set-up error naming it, and nothing is launched.
  @Test func aStateDirectoryThatCannotBeMadeIsASetUpErrorNamingIt() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let run = try await HostRun.run([
      "widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory, "--state", "/dev/full/state",
    ])
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("/dev/full/state: error: cannot open the state directory"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  /// Apple Platform Security, "WidgetKit security": locked with access off, `.privacy`; else nothing.
  @Test(arguments: [
    ("unlocked", true, false), ("unlocked", false, false), ("locked", true, false), ("locked", false, true),
    ("always-on", true, false), ("always-on", false, true), ("before-first-unlock", true, false),
    ("before-first-unlock", false, true),
  ])
  func eachStateRedactsWhatIsPrivateOnlyLockedWithAccessOff(device: String, access: Bool, redacts: Bool) async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let (run, report) = try await fixture.report([
      "--family", "accessoryRectangular", "--device", device, "--lock-screen-access", access ? "on" : "off",
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let rows = try report.widgetRows()
    #expect(rows.count == 2)
    let first = try #require(rows.first)
    #expect(try first.string("shows") == "content")
    #expect(try first.string("entry") == "0")
    #expect(try first.strings("visibleText") == (redacts ? ["50 min left"] : ["Thesis chapter 3", "50 min left"]))
    #expect(try first.strings("redactedText") == (redacts ? ["Thesis chapter 3"] : []))
  }

  /// NSFileProtectionComplete and CompleteUnlessOpen show the placeholder while locked, whatever
  /// the access setting; CompleteUntilFirstUserAuthentication does not.
  @Test(arguments: [
    ("NSFileProtectionComplete", true), ("NSFileProtectionCompleteUnlessOpen", true),
    ("NSFileProtectionCompleteUntilFirstUserAuthentication", false),
  ])
  func theDataProtectionEntitlementShowsThePlaceholderWhileLocked(protection: String, hides: Bool) async throws {
    let fixture = try WidgetFixture.make(dataProtection: protection)
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "accessoryRectangular", "--lock-screen-access", "on"])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    for device in ["locked", "always-on", "before-first-unlock"] {
      let rows = try report.widgetRows(device: device)
      if hides {
        #expect(try rows.map { try $0.string("entry") } == ["placeholder"], "\(device)")
        #expect(try rows.first?.string("shows") == "placeholder")
        #expect(try rows.first?.strings("visibleText") == [])
        #expect(try rows.first?.strings("redactedText") == ["Focus", "30 min left"], "the placeholder entry, all redacted")
      } else {
        #expect(try rows.map { try $0.string("shows") } == ["content", "content"], "\(device)")
      }
    }
    #expect(try report.widgetRows(device: "unlocked").first?.strings("visibleText") == ["Thesis chapter 3", "50 min left"])
  }

  /// `privacySensitive()`, `privacySensitive(false)` inside a sensitive parent, `unredacted()`,
  /// `redacted(reason: .placeholder)`, evaluated in the extension's process.
  @Test func eachRedactionRuleHoldsInTheExtensionsProcess() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "redaction-rules", "--lock-screen-access", "off"])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let unlocked = try #require(report.widgetRows(device: "unlocked").first)
    #expect(try unlocked.strings("visibleText") == ["public", "secret", "kept", "unredacted"])
    #expect(try unlocked.strings("redactedText") == ["always"])
    let locked = try #require(report.widgetRows(device: "locked").first)
    #expect(try locked.strings("visibleText") == ["public", "kept", "unredacted"])
    #expect(try locked.strings("redactedText") == ["secret", "always"])
  }

  @Test func sensitiveTextReadableWhileLockedIsAnErrorThatExitsOne() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "accessoryInline", "--sensitive", "min left"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFindingIDs() == ["sensitive-while-locked"])
    let (plain, _) = try await fixture.report(["--family", "accessoryInline", "--sensitive", "no such text"])
    #expect(plain.exitCode == 0)
  }

  @Test(arguments: [
    ("placeholder-only", "privacy-not-handled"), ("chatty", "reloads-over-budget"),
    ("group-placeholder", "placeholder-reads-app-group"), ("slow-placeholder", "placeholder-slow"),
    ("extra-large", "container-background-missing"),
  ])
  func eachFindingIsNamedOnceWithItsFix(kind: String, finding: String) async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", kind])
    #expect(run.exitCode == 0, "warnings only: \(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFindingIDs().filter { $0 == finding }.count == 1, "\(run.stdout)")
    let all = try report.objects("widgets").flatMap { try $0.objects("findings") }
    #expect(try all.allSatisfy { try !$0.string("fix").isEmpty })
  }

  /// What is not shown is said, never passed over: a kind with no family, the iPad's extra large
  /// family on this iPhone, a family the kind does not offer; a `--kind` no extension serves is a
  /// usage error naming the kinds there are.
  @Test func whatIsNotShownIsSaidAndAnUnknownKindIsAUsageError() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (_, none) = try await fixture.report(["--kind", "no-families"])
    #expect(try none.objects("widgets").isEmpty)
    let notes = try none.strings("notes")
    #expect(notes.contains { $0.contains("'no-families' offers no family") }, "\(notes)")
    let (_, large) = try await fixture.report(["--kind", "extra-large", "--device", "unlocked", "--lock-screen-access", "on"])
    #expect(try Set(large.objects("widgets").map { try $0.string("family") }) == ["systemSmall"])
    #expect(try large.strings("notes").contains { $0.contains("systemExtraLarge is not shown: that family is iPad-only") })
    let (_, absent) = try await fixture.report(["--kind", "extra-large", "--family", "accessoryInline"])
    #expect(try absent.strings("notes").contains { $0.contains("'extra-large' does not offer accessoryInline") })
    let typo = try await HostRun.run(
      ["widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory, "--kind", "Extra-Large"])
    #expect(typo.exitCode == 2)
    #expect(typo.stderr.contains("has no kind 'Extra-Large'; its kinds are") && typo.stderr.contains("'extra-large'"), "\(typo.stderr)")
  }

  /// A timeline that ends as it starts asks to reload at once: the finding says so instead of
  /// quoting a rate extrapolated from a zero-length timeline (86,400 a day).
  @Test func aTimelineThatEndsAsItStartsAsksToReloadAtOnce() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (_, report) = try await fixture.report(["--kind", "ends-at-once", "--device", "unlocked"])
    let findings = try report.objects("widgets").flatMap { try $0.objects("findings") }
    let budget = try #require(findings.first { try $0.string("id") == "reloads-over-budget" })
    let message = try budget.string("message")
    #expect(message.contains("asks to reload at once") && !message.contains("times a day"), "\(message)")
  }

  /// A background marked nonremovable (`containerBackgroundRemovable(false)`) needs no
  /// `containerBackground`; the sample, which gives every family one, gets no such finding.
  @Test func aNonremovableBackgroundNeedsNoContainerBackground() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (_, report) = try await fixture.report(["--kind", "nonremovable-background"])
    #expect(try !report.objects("widgets").isEmpty)
    #expect(try !report.widgetFindingIDs().contains("container-background-missing"))
  }

  /// `context.isPreview` is the widget gallery's: the timeline the host asks for is the live one.
  @Test func theTimelineIsAskedForAsTheLiveWidgetNotTheGallerysPreview() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "preview-aware", "--device", "unlocked"])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let rows = try report.objects("widgets")
    #expect(!rows.isEmpty)
    for row in rows { #expect(try row.strings("visibleText") == ["live"], "\(row)") }
  }

  @Test(arguments: [
    ("never-completes", "provider-never-completed"), ("crashes", "crashed"), ("self-containing", "view-not-evaluable"),
  ])
  func aBadProviderOrViewIsANamedFaultWithNoLeftoverProcess(kind: String, fault: String) async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    // HostRun fails the test if the host leaves any process behind.
    let (run, report) = try await fixture.report(["--kind", kind, "--device", "locked"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == [fault])
  }

  /// `--provider-timeout` and `--render-timeout` set how long a provider and a view may take: the
  /// fault says the limit given (the default is 5000 ms), and a value that is no number is refused.
  @Test(arguments: [
    ("never-completes", "--provider-timeout", "300", "provider-never-completed", "did not answer within 300 ms"),
    ("hanging-view", "--render-timeout", "400", "view-too-slow", "was not evaluated within 400 ms"),
  ])
  func theProviderAndRenderTimeoutsAreTheOnesGiven(kind: String, option: String, value: String, fault: String, words: String)
    async throws
  {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", kind, "--device", "locked", "--lock-screen-access", "on", option, value])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == [fault])
    let detail = try report.objects("faults").first?.string("detail") ?? ""
    #expect(detail.contains(words), "\(detail)")
    let refused = try await HostRun.run(["widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory, option, "soon"])
    #expect(refused.exitCode == 2 && refused.stderr.contains("\(option) needs"), "\(refused.stderr)")
  }

  /// A view that ends but nests deeper than the evaluator goes is not called a cycle.
  @Test func aDeepViewThatEndsIsNotCalledOneThatContainsItself() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "deep", "--device", "unlocked", "--lock-screen-access", "on"])
    #expect(try report.widgetFaultIDs() == ["view-not-evaluable"], "\(run.stdout)")
    let detail = try report.objects("faults").first?.string("detail") ?? ""
    #expect(detail.contains("a view that contains itself, or a hierarchy deeper than any widget needs"), "\(detail)")
    #expect(!detail.contains("never ends"), "\(detail)")
  }

  /// An extension whose answers do not decode is named once, `malformed-answer`, and asked
  /// nothing more: the run ends its session and stops it.
  @Test func anAnswerOfTheWrongShapeEndsTheSessionWithOneFault() async throws {
    let fixture = try Self.fakeWidget("widgetAnswersWrongShape")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report([])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["malformed-answer"], "\(run.stdout)")
  }

  /// Bytes off the protocol in place of a render: the host kills the extension for them, and the
  /// fault is the bad answer (`malformed-answer`), named once, not a crash.
  @Test func aRenderAnsweredOffTheProtocolIsAMalformedAnswerNotACrash() async throws {
    let fixture = try Self.fakeWidget("widgetRendersGarbage")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "systemSmall"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["malformed-answer"], "\(run.stdout)")
    #expect(!run.stdout.contains("fix the crash"))
  }

  /// An answer given twice ends no request, so only the connection sees it: it is a fault of the
  /// run all the same (exit 1), where the report said "0 faults".
  @Test func aRenderAnsweredTwiceIsAFaultNotPassedOver() async throws {
    let fixture = try Self.fakeWidget("widgetAnswersTwice")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "systemSmall"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    let faults = try report.objects("faults")
    #expect(try faults.map { try $0.string("id") } == ["malformed-answer"], "\(run.stdout)")
    #expect(try faults.first?.string("detail").contains("more than once (and ") == true, "one fault for every render: \(faults)")
    #expect(try faults.first?.string("detail").hasSuffix("more like it) [answered-twice]") == true, "\(faults)")
  }

  /// A kind declared by two widgets of a bundle is one widget to WidgetKit: shown once, and said.
  @Test func aKindDeclaredTwiceIsShownOnceAndSaid() async throws {
    let fixture = try Self.fakeWidget("widgetKindTwice")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "systemSmall", "--device", "unlocked", "--lock-screen-access", "on"])
    #expect(try report.objects("widgets").count == 1, "\(run.stdout)")
    #expect(try report.strings("notes").filter { $0.contains("the kind 'fake' is declared by more than one widget") }.count == 1)
    let sample = try WidgetFixture.make()
    defer { sample.remove() }
    #expect(try await !sample.report(["--family", "accessoryInline"]).report.strings("notes").contains { $0.contains("declared by more than one") })
  }

  /// A timeline of one entry a minute for two days: the first 100 entries are shown and a note
  /// says so; the render line stays within what the host sends, and no fault is made up.
  @Test func aLongTimelineShowsItsFirstEntriesAndSaysSo() async throws {
    let fixture = try Self.fakeWidget("widgetLongTimeline")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "systemSmall", "--device", "unlocked"])
    #expect(try report.widgetFaultIDs() == [], "\(run.stdout)\n\(run.stderr)")
    #expect(run.stdout.contains("has a timeline of 3000 entries; the first 100 are shown"), "\(run.stdout)")
    #expect(try report.objects("widgets").count == 200, "100 entries, access on and off")
  }

  /// A fault that ends the process ends only the kind it was serving: the extension is launched
  /// again for the kinds it had not shown, as WidgetKit would, so a bundle's good widget is shown
  /// beside its broken ones; each crash is named once, against its own process, and after eight
  /// processes the rest is said, not passed over.
  @Test func aCrashEndsOnlyItsOwnKindAndTheRestIsShownByAProcessLaunchedAgain() async throws {
    let fixture = try Self.fakeWidget("widgetCrashingKinds")
    defer { fixture.remove() }
    // HostRun fails the test if any of the eight processes is left behind.
    let (run, report) = try await fixture.report(["--device", "unlocked", "--lock-screen-access", "on"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    let rows = try report.objects("widgets")
    #expect(try rows.map { try $0.string("kind") } == ["good"], "\(run.stdout)")
    let faults = try report.objects("faults")
    #expect(try faults.map { try $0.string("id") } == Array(repeating: "crashed", count: 8), "\(faults)")
    for (index, fault) in faults.enumerated() {
      #expect(try fault.string("detail").contains("getTimeline(in:completion:) of 'crash\(index)' in systemSmall"), "\(fault)")
    }
    let notes = try report.strings("notes")
    #expect(notes.filter { $0.contains("was launched again after its fault") }.count == 7, "\(notes)")
    #expect(notes.contains { $0.contains("faulted in each of its 8 processes") && $0.hasSuffix("not shown: 'crash8' in systemSmall") }, "\(notes)")
  }

  /// A division by zero in a widget's arithmetic (`done / total` on a day with nothing to do): a
  /// frame of NaN or infinite width is ignored, as SwiftUI ignores it, and a progress view or a
  /// gauge of NaN fills nothing, so the widget is shown, not refused; an entry dated NaN, which no
  /// answer can carry, is named with where it is and the usual cause.
  @Test func aDivisionByZeroIsShownAsSwiftUIShowsItOrNamedWhereItCannotBe() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let options = ["--device", "unlocked", "--lock-screen-access", "on"]
    let (run, report) = try await fixture.report(["--kind", "divides-by-zero"] + options)
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == [], "\(run.stdout)")
    #expect(try report.objects("widgets").map { try $0.strings("visibleText") } == [["482913", "wide", "gauge"]], "\(run.stdout)")
    let dated = try await fixture.report(["--kind", "nan-date"] + options)
    #expect(dated.run.exitCode == 1, "\(dated.run.stdout)")
    #expect(try dated.report.widgetFaultIDs() == ["malformed-answer"], "\(dated.run.stdout)")
    let detail = try dated.report.objects("faults").first?.string("detail") ?? ""
    #expect(detail.contains("getTimeline(in:completion:) of 'nan-date' in accessoryInline"), "\(detail)")
    #expect(detail.contains("it holds NaN at result.entryDates[1]"), "\(detail)")
    #expect(detail.contains("a division by zero"), "\(detail)")
  }

  /// A countdown with an entry a second for a week is more than an answer carries: the host
  /// stops the extension for it, and the fault says what to change in the widget, not to link a
  /// runtime it already links.
  @Test func aTimelineTooLargeToAnswerIsNamedWithAFixForTheWidget() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    // A week of entries takes the provider a while to build on a loaded machine: given time, so
    // the fault is the answer's size, not the default limit.
    let (run, report) = try await fixture.report(
      ["--kind", "every-second-for-a-week", "--device", "unlocked", "--lock-screen-access", "on", "--provider-timeout", "60000"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    let faults = try report.objects("faults")
    #expect(try faults.map { try $0.string("id") } == ["malformed-answer"], "\(faults)")
    #expect(try faults.first?.string("detail").contains("the limit is 4194304 bytes") == true, "\(faults)")
    #expect(try faults.first?.string("fix").contains("a timeline of fewer entries") == true, "\(faults)")
  }

  /// A timeline with no entries is said, not passed over in silence.
  @Test func anEmptyTimelineIsSaid() async throws {
    let fixture = try Self.fakeWidget("widgetEmptyTimeline")
    defer { fixture.remove() }
    let (run, _) = try await fixture.report(["--family", "systemSmall", "--device", "unlocked"])
    #expect(run.stdout.contains("returned a timeline with no entries"), "\(run.stdout)")
  }

  /// The largest view tree an answer can carry (5,000 texts under 1 MiB, past the SDK's own view
  /// limit, written by hand): every text is judged against every view drawn above it, and the
  /// verdict is still exact. The suite's time limit catches a reading that grows too slow.
  @Test func theLargestViewTreeAnAnswerCanCarryIsReadExactly() async throws {
    let fixture = try Self.fakeWidget("widgetAnswersHugeTree")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report([])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == [])
    let rows = try report.objects("widgets")
    #expect(rows.count == 8, "every device state, with and without Lock Screen access")
    for row in rows {
      let visible = try row.strings("visibleText")
      #expect(visible.count == 2_500, "the right half of the grid, in every row")
      #expect(visible.allSatisfy { text in (text.split(separator: "x").last.flatMap { Int($0) } ?? 0) % 10 >= 5 })
    }
  }

  @Test func aFolderWithoutAWidgetExtensionIsASetUpErrorNamingTheFile() async throws {
    let fixture = try WidgetFixture.make(point: "com.apple.ManagedSettingsUI.shield-configuration-service")
    defer { fixture.remove() }
    let run = try await HostRun.run(["widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory])
    #expect(run.exitCode == 3, "\(run.stdout)\n\(run.stderr)")
    #expect(run.stderr.contains("no widget extension"))
    #expect(run.stderr.contains(fixture.directory + "/Widgets-Info.plist"))
  }

  @Test func anExecutableWithoutAWidgetMainIsALaunchFaultNamingTheManifest() async throws {
    let fixture = try WidgetFixture.make(executable: "ShieldActionExt")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report()
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["launch-failed"])
    #expect(try report.objects("faults").first?.string("detail").contains(fixture.directory + "/Widgets-Info.plist") == true)
  }

  @Test func renderWritesOnePictureOfEachFamilyAndStateWithRedactionShapes() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let pictures = fixture.directory + "/pictures"
    try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
    let run = try await HostRun.run([
      "widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory, "--render", pictures,
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: pictures).sorted()
    #expect(names.count == 3 * 4 * 2)
    let locked = try String(
      contentsOfFile: pictures + "/FocusWidget-accessoryRectangular-locked-access-off.svg", encoding: .utf8)
    #expect(locked.contains("data-redacted=\"privacy\""))
    #expect(!locked.contains("Thesis chapter 3"), "redacted text is drawn as a shape, never as text")
    #expect(locked.contains("50 min left"))
    let open = try String(contentsOfFile: pictures + "/FocusWidget-accessoryRectangular-unlocked-access-off.svg", encoding: .utf8)
    #expect(open.contains("Thesis chapter 3"))
  }

  /// `--at` and `--time-zone` fix the moment and the zone every provider's own clock reads, in
  /// both the open and the before-first-unlock process; a time or zone that is not one is a usage error.
  @Test func atAndTimeZoneFixTheMomentTheProvidersRead() async throws {
    // A seeded App Group: the state before the first unlock is a process of its own.
    let fixture = try WidgetFixture.make(executable: "RealStyleWidgets", groupDefaults: "<key>seeded</key><true/>")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report([
      "--kind", "DayGreetingWidget", "--family", "accessoryRectangular", "--at", "2025-03-04T23:30:00+01:00",
      "--time-zone", "America/New_York",
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let texts = try report.widgetRows().map { try $0.strings("visibleText") + $0.strings("redactedText") }
    #expect(texts.count == 8 && texts.allSatisfy { $0 == ["Good afternoon", "Tuesday 4 March"] }, "17:30 in New York: \(texts)")
    #expect(try report.widgetRows(device: "before-first-unlock").count == 2)
    let badTime = try await HostRun.run(["widgets", "--manifests", fixture.directory, "--at", "tomorrow"])
    #expect(badTime.exitCode == 2 && badTime.stderr.contains("--at wants an ISO 8601 time"), "\(badTime.stderr)")
    let badZone = try await HostRun.run(["widgets", "--manifests", fixture.directory, "--time-zone", "Mars/Olympus"])
    #expect(badZone.exitCode == 2 && badZone.stderr.contains("--time-zone wants a time zone identifier"), "\(badZone.stderr)")
  }

  /// An app's own `Layout` runs in the widget extension's process: a training log's tags, in its
  /// flow layout, wrap onto rows of the small widget's picture, and its `AnyLayout` header keeps
  /// the heart rate, marked private, hidden on the locked Lock Screen with access off.
  @Test func anAppsOwnLayoutPlacesTheTagsInTheExtensionsProcess() async throws {
    let fixture = try WidgetFixture.make(executable: "RealStyleWidgets")
    defer { fixture.remove() }
    let pictures = fixture.directory + "/pictures"
    try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
    let (run, report) = try await fixture.report([
      "--kind", "WorkoutTagsWidget", "--family", "systemSmall", "--device", "locked", "--lock-screen-access", "off", "--render", pictures,
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let row = try #require(try report.widgetRows().first)
    #expect(try row.strings("visibleText") == ["Tempo run", "Intervals", "Hills", "Zone 4", "Track", "Race pace"])
    #expect(try row.strings("redactedText") == ["152 bpm"])
    let picture = try String(contentsOfFile: pictures + "/WorkoutTagsWidget-systemSmall-locked-access-off.svg", encoding: .utf8)
    let tagLines = ["Intervals", "Hills", "Zone 4", "Track", "Race pace"].compactMap { tag in
      picture.split(separator: "\n").first { $0.hasSuffix(">\(tag)</text>") }
    }
    #expect(tagLines.count == 5, "\(picture)")
    let rows = Set(tagLines.compactMap { $0.firstMatch(of: /y="([0-9.]+)"/).map { String($0.1) } })
    #expect(rows.count > 1 && rows.count < 5, "the tags share rows, wrapped by the app's layout: \(tagLines)")
  }
}
