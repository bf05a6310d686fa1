import ExtensionManifest
import Foundation
import HostProtocol
import ShieldRendering
import Testing

@testable import HostEngine

/// Values from another process or the user that once trapped, ran without end, escaped a folder
/// or reached the terminal raw: each is now bounded, refused or escaped where it enters.
struct HostileValueTests {
  @Test func aNotificationDatedCenturiesAwayIsSaidInWords() {
    func when(_ seconds: Double?) -> String {
      VisitReport.UserNotification(
        extension: "A", identifier: "i", title: "t", subtitle: "", body: "", trigger: "date",
        deliveryDate: nil, secondsAfterVisit: seconds, delivered: true
      ).when
    }
    #expect(when(1e300) == "in over 100 years")
    #expect(when(.infinity) == "never")
    #expect(when(125 * 60) == "in 2 h 5 min")
  }

  /// A redacted text of any height (an extension's frame: any `Double`) draws a bounded number of
  /// placeholder bars, never a trap or a drawing without end.
  @Test func aTallRedactedTextDrawsABoundedNumberOfBars() {
    var text = ViewNode(kind: .text, typeName: "Text", frame: ViewRect(x: 0, y: 0, width: 100, height: 1e300), text: "x", fontSize: 0.001)
    text.redactedBy = ["privacy"]
    let root = ViewNode(frame: ViewRect(x: 0, y: 0, width: 390, height: 844), children: [text])
    let svg = ScreenSVGRenderer.svg(
      for: ScreenTree(width: 390, height: 844, windows: [WindowNode(level: 0, visibleOrder: 0, isKey: true, root: root)]), title: "t")
    #expect(svg.components(separatedBy: "data-redacted").count - 1 == 200)
  }

  @Test func aFindingQuotingTheAppsTextEscapesItsControls() {
    let finding = AppSwitcherFinding(.snapshotShowsContent, "a person can read '\u{1B}[2J\nerror: forged'", fix: "cover it")
    #expect(!finding.text.contains("\u{1B}"))
    #expect(finding.text.split(separator: "\n").count == 2, "only the line between message and fix: \(finding.text)")
  }

  /// A view's text from an app or widget is kept to 2,000 bytes where the node is made (a report
  /// quoted 30 KB texts on every row, 483 MB in all), cut on a scalar and saying how much went.
  @Test func aViewsTextIsCutAtTwoThousandBytes() {
    let node = ViewNode(kind: .text, frame: ViewRect(x: 0, y: 0, width: 10, height: 10), text: String(repeating: "é", count: 1_600))
    let text = node.text ?? ""
    #expect(text.hasSuffix(" … (1200 more bytes cut)"), "\(text.suffix(40))")
    #expect(text.utf8.count <= ViewNode.maxTextBytes + 30)
    #expect(ViewNode(frame: ViewRect(x: 0, y: 0, width: 1, height: 1), text: "short").text == "short")
  }

  @Test func aLogMessageIsCutAtTwoThousandBytesOnAScalar() {
    let message = String(repeating: "é", count: 1_500)  // 3,000 bytes
    let cut = LogBudget.cut(message)
    #expect(cut.hasPrefix(String(repeating: "é", count: 1_000)))
    #expect(cut.hasSuffix("… (1000 more bytes cut)"))
    #expect(LogBudget.cut("short") == "short")
  }

  @Test func theDaemonsHumanLogKeepsAnEventOnOneLine() {
    let log = DaemonLog(format: .human)
    let line = log.line(.info, "ok\n2026-01-01T00:00:00Z warning [Other] forged", extension: "Ext\u{1B}", ["stream": "log"], time: "T")
    #expect(line == "T info [Ext\\u{1B}] ok\\n2026-01-01T00:00:00Z warning [Other] forged stream=log\n")
  }

  @Test(arguments: [
    "(.*)*(.*)*(.*)*X", "((.?)*)*(.*)*Q", "(\\w|\\s|.)*Q", "(a+)+b", "(x{2,})*", "(?:.*){50}X", "(.{0,20}){0,20}X", "(.*?){30}X",
  ])
  func aPatternThatBacktracksWithoutEndIsRefused(pattern: String) {
    #expect(TextPattern.problem(with: pattern)?.contains("exponential backtracking") == true)
  }

  /// Alternatives that can start alike match one text in many ways once repeated: `(a|a)*b` took
  /// 62 s on 24 letters, `([a-z]|[a-c])*!` 17 s on 22 (Swift's `Regex`, release build).
  @Test(arguments: [
    "(a|a)*b", "([a-z]|[a-c])*!", "(a|aa)+$", "((a|ab)c)*", "(?i)(A|a)+!", "(?:b|b)*", "(\\d|,)+", "(a|)*b",
  ])
  func repeatedAlternativesThatCanStartAlikeAreRefused(pattern: String) {
    let problem = TextPattern.problem(with: pattern)
    #expect(problem?.contains("whose alternatives can start with the same character") == true, "\(pattern): \(problem ?? "accepted")")
    #expect(problem?.contains("exponential backtracking") == true)
  }

  @Test func aPatternOfManyOpenEndedWildcardsIsRefused() {
    #expect(TextPattern.problem(with: ".*.*.*.*.*.*.*.*.*.*.*.*X")?.contains("12 open-ended wildcards") == true)
    #expect(TextPattern.problem(with: "a.*b\\w+c[^x]*d.*e") == nil, "four are fine")
  }

  @Test(arguments: [
    "\\d{6}", "Balance.*", "(foo|bar)+", "IBAN [A-Z]{2}\\d+", "(\\d{3}-)?\\d{4}", "[(]+x", "\\(.*\\)*", "(?:Rent|Salary)+",
    "(\\.|,)+", "(ab|cd)*(Ab|ab)", "(?i)(rent|salary)+",
  ])
  func anOrdinaryPatternIsAccepted(pattern: String) {
    #expect(TextPattern.problem(with: pattern) == nil)
  }

  @Test func anInvalidPatternIsSaidSo() {
    #expect(TextPattern.problem(with: "(") == "is not a regular expression: expected ')'")
    #expect(TextPattern.problem(with: "a{1000}{1000}") == "is not a regular expression: quantifier '{1000}' must appear after expression")
    #expect(TextPattern.problem(with: #"\p{Bogus}"#) == "is not a regular expression: unknown character property 'Bogus'")
  }

  /// `--render DIR`: a link planted in the folder under a picture's name is replaced, not followed.
  @Test func aLinkInTheRenderFolderIsReplacedNotFollowed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
    try "precious".write(toFile: root + "/victim.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: root + "/out/picture.svg", withDestinationPath: root + "/victim.txt")
    try FileSystem.write("<svg/>", toNamedFile: root + "/out/picture.svg")
    #expect(try String(contentsOfFile: root + "/victim.txt", encoding: .utf8) == "precious")
    #expect(try String(contentsOfFile: root + "/out/picture.svg", encoding: .utf8) == "<svg/>")
    #expect(FileSystem.kind(of: root + "/out/picture.svg") == .file)
    try FileManager.default.createDirectory(atPath: root + "/out/folder.svg", withIntermediateDirectories: true)
    #expect(throws: FileSystem.Failure.self) { try FileSystem.write("<svg/>", toNamedFile: root + "/out/folder.svg") }
  }

  /// A path holding a NUL is never handed to C, which would cut it there and act on another file
  /// (`folder\0/x` is `folder`, `file\0.txt` is `file`): it names nothing and cannot be read,
  /// listed or written.
  @Test func aPathWithANULNamesNothingAndIsNeverCutShort() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("nul-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try "precious".write(toFile: root + "/policy.plist", atomically: true, encoding: .utf8)
    let folder = root + "\u{0}/x"
    let file = root + "/policy.plist\u{0}.txt"
    #expect(FileSystem.kind(of: folder) == nil)
    #expect(FileSystem.typeName(of: file) == nil)
    #expect(FileSystem.resolvingLinks(folder) == folder)
    #expect(throws: FileSystem.Failure.self) { try FileSystem.contentsOfDirectory(folder) }
    #expect(FileSystem.readFile(file, limit: 1 << 20) == .failure(.unreadable(FileSystem.nulRefusal)))
    #expect(throws: FileSystem.Failure.self) { try FileSystem.write("clobbered", to: file) }
    #expect(throws: FileSystem.Failure.self) { try FileSystem.write("clobbered", toNamedFile: file) }
    #expect(try String(contentsOfFile: root + "/policy.plist", encoding: .utf8) == "precious")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["policy.plist"], "no temporary file is left")
  }

  /// A file larger than the limit is refused by its size before any byte is read: a sparse
  /// terabyte named as a manifest costs nothing, where reading it would ask for a terabyte.
  @Test func aFileOverTheLimitIsRefusedByItsSizeUnread() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sparse-\(UUID().uuidString).plist").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 1 << 40)
    try handle.close()
    #expect(FileSystem.readFile(path, limit: 1 << 20) == .failure(.tooLarge(1 << 40)))
  }

  /// A daemon request's folders: absolute, and its products folder the only one searched.
  @Test func aDaemonRequestsProductsFolderIsTheOnlyOneSearched() throws {
    let existing = FileManager.default.temporaryDirectory.path
    #expect(try DaemonRequestPaths.searchDirectories(manifests: "/m", products: existing, daemonDefault: ["/d"]) == [existing])
    #expect(try DaemonRequestPaths.searchDirectories(manifests: "/m", products: nil, daemonDefault: ["/d"]) == ["/d"])
    #expect(throws: JSONRPCError.self) { try DaemonRequestPaths.searchDirectories(manifests: "m", products: nil, daemonDefault: []) }
    #expect(throws: JSONRPCError.self) { try DaemonRequestPaths.searchDirectories(manifests: "/m", products: "../x", daemonDefault: []) }
    #expect(throws: JSONRPCError.self) {
      try DaemonRequestPaths.searchDirectories(manifests: "/m", products: "/no/such/folder", daemonDefault: [])
    }
  }

  @Test func aScenarioThatIsNoRegularFileIsNamedForWhatItIs() throws {
    let folder = FileManager.default.temporaryDirectory.path
    #expect(throws: ScenarioError.self) { try ScenarioParser.read(folder) }
    do {
      _ = try ScenarioParser.read(folder)
    } catch {
      #expect(error.description.contains("is a directory"), "\(error.description)")
    }
    do {
      _ = try ScenarioParser.read("/dev/zero")
    } catch {
      #expect(error.description.contains("not a regular file"), "\(error.description)")
    }
  }

  /// JSON nested past what the host reads is said to be that, not invalid JSON.
  @Test func aMessageNestedPastFoundationsLimitIsSaidToBeSo() {
    let depth = 600
    let body = #"{"jsonrpc":"2.0","id":1,"result":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    #expect(throws: JSONRPCError.self) { try JSONRPCMessage.decode(Array(body.utf8)) }
    do {
      _ = try JSONRPCMessage.decode(Array(body.utf8))
    } catch {
      #expect(error.message.contains("deeper than \(JSONValue.maxDepth) levels"), "\(error.message)")
    }
  }
}

/// A manifest that is no regular file (a FIFO, a folder) is found under its name and said to be
/// what it is, never taken for a missing file.
struct ManifestThatIsNoFileTests {
  private func setupError(_ scratch: HostileScratch) -> String {
    do {
      _ = try SetupLoader.load(manifests: scratch.manifests, policyPath: nil, searchDirectories: [BuildProducts.directory], choice: ExtensionChoice())
      return ""
    } catch {
      return error.description
    }
  }

  @Test func anEntitlementsFileThatIsAFIFOIsNamedAsOne() throws {
    let scratch = try HostileScratch()
    let path = scratch.manifests + "/ShieldActionExt.entitlements"
    try FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o644) == 0)
    let error = setupError(scratch)
    #expect(error.contains("ShieldActionExt.entitlements:1:1: error: cannot read: is a FIFO, not a regular file"), "\(error)")
    #expect(!error.contains("do not list that App Group"))
  }

  @Test func anInfoPlistThatIsAFolderIsNamedAsOneAndNotMissing() throws {
    let scratch = try HostileScratch()
    let path = scratch.manifests + "/ShieldActionExt-Info.plist"
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let error = setupError(scratch)
    #expect(error.contains("ShieldActionExt-Info.plist:1:1: error: cannot read: is a directory"), "\(error)")
    #expect(!error.contains("no shield action extension"), "\(error)")
  }
}

/// Names the host makes from an extension's words stay file names.
struct PictureNameTests {
  @Test func aKindOfAnyLengthMakesAFileNameUnderTheLimit() {
    let name = WidgetPictures.safe(String(repeating: "K", count: 300))
    #expect(name.count == WidgetPictures.kindNameLimit)
    #expect(WidgetPictures.safe("a/b") == "a_b" && WidgetPictures.safe(".hidden") == "_.hidden")
  }
}

/// A daemon client's replies: one reply goes out whole however large; replies piling up unread
/// past the limit drop the client.
struct ClientReplyLimitTests {
  @Test func aReplyQueuedBehindNoneGoesOutAndAPileUpDropsTheClient() {
    var descriptors: [Int32] = [0, 0]
    #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    // No writer thread runs: what is sent stays queued, unread.
    let client = ClientConnection(descriptor: descriptors[0], replyLimit: 100)
    client.send(Array(repeating: UInt8(ascii: "a"), count: 500))
    #expect(!client.wasOverrun, "one reply, however large, is queued")
    client.send(Array(repeating: UInt8(ascii: "b"), count: 10))
    #expect(client.wasOverrun, "a second behind it passes the limit")
  }
}
