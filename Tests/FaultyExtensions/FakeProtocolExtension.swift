import Foundation
import Glibc

// A fake extension that speaks the real wire protocol by hand, byte by byte, without the SDK's
// runtime: the host's side of every framing, id and shape rule is exercised by what a hostile
// program in any language could write. A manifest picks it with the principal class
// `FaultyExtensions.FakeProtocol`; what it does comes from the manifest's
// `FakeProtocolBehavior` key (`FakeProtocolBehavior.swift` lists them) and `FakeProtocolPhase`:
// `handshake` misbehaves instead of answering `initialize`, `press` answers the handshake
// properly and misbehaves instead of answering `shield/handleAction`. The behaviour
// `widgetAnswersWrongShape` names one widget kind, then answers every other `widget/` request
// with a number. `widgetAnswersHugeTree` answers every render with as many views as fit in the
// host's message limit: thousands of texts, side by side and nested. `widgetRendersGarbage`
// answers the timeline, then a render with bytes that are no protocol frame. `widgetLongTimeline`
// answers a timeline of 3,000 entries (one a minute) and every render with one small text;
// `widgetEmptyTimeline` a timeline with no entries; `widgetAnswersTwice` answers every render
// twice; `widgetKindTwice` declares its one kind twice; `widgetForeignFamily` offers its kind in
// `systemSmall` and in two families WidgetKit does not have, one a path out of a folder, one with
// an escape and a line break; `widgetManyKinds` declares 100 kinds, each in `systemSmall`.
// `widgetAnswersOutOfOrder` holds every
// render it reads and answers the held ones last first when the next request comes; `shutdown`
// it answers at once, ahead of the held renders, which it answers 300 ms later unless the host
// says `exit` first; `widgetExitsAfterShutdown` instead exits (status 0) once it has answered
// `shutdown`, the held renders unanswered. `appLaunchesGarbage` answers an app's launch with bytes that are no protocol frame;
// `appAnswersTwice` answers its launch and every event twice, with an empty screen.
// `widgetCrashingKinds` declares ten kinds in `systemSmall`, `crash0`, `good`, then `crash1` to
// `crash8`, and dies of SIGSEGV when asked for the timeline of any `crash` kind.
// `closesAnswerPipeOnShutdown` answers properly, and when asked to `shutdown` closes its answer pipe
// and exits 600 ms later, unanswered: an extension closing its descriptors as it goes.

/// Runs the fake when the manifest names it; returns otherwise (the real runtime then runs).
func runFakeProtocolExtensionIfAsked() {
  guard let plistPath = ProcessInfo.processInfo.environment["EXTENSION_HOST_INFO_PLIST"],
    let data = FileManager.default.contents(atPath: plistPath),
    let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
    let behaviorName = plist["FakeProtocolBehavior"] as? String
  else { return }
  let behavior = FakeProtocolBehavior(rawValue: behaviorName) ?? .answersProperly
  let misbehavesOnPress = (plist["FakeProtocolPhase"] as? String) == "press"
  var wire = FakeWire()
  var held: [String] = []  // the renders `widgetAnswersOutOfOrder` has read and not answered
  while let request = wire.readRequest() {
    guard let id = request.id, !request.method.isEmpty else { continue }  // notifications and answers: nothing to answer
    if outOfOrderBehaviors.contains(behaviorName) {
      answerOutOfOrder(request, id: id, held: &held, exitsAfterShutdown: behaviorName == "widgetExitsAfterShutdown", on: &wire)
      continue
    }
    switch request.method {
    case "initialize" where !misbehavesOnPress, "shield/handleAction" where misbehavesOnPress:
      behavior.misbehave(answering: id, on: &wire)
    case "initialize":
      let principal = request.principalClass ?? "FaultyExtensions.FakeProtocol"
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"protocolVersion":1,"principalClass":"\#(principal)","methods":["shield/handleAction"]}}"#)
    case "shield/handleAction":
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"response":1,"isSystemDefault":false}}"#)
    case "widget/kinds" where behaviorName == "widgetAnswersWrongShape":
      wire.send(
        #"{"jsonrpc":"2.0","id":\#(id),"result":{"entryPoint":"Fake","widgets":[{"kind":"fake","families":["systemSmall","systemMedium"],"configuration":"static"}]}}"#)
    case "widget/kinds" where behaviorName == "widgetKindTwice":
      wire.send(
        #"{"jsonrpc":"2.0","id":\#(id),"result":{"entryPoint":"Fake","widgets":[{"kind":"fake","families":["systemSmall"],"configuration":"static"},{"kind":"fake","families":["systemSmall"],"configuration":"static"}]}}"#)
    case "widget/kinds" where behaviorName == "widgetCrashingKinds":
      let kinds = (["crash0", "good"] + (1...8).map { "crash\($0)" }).map {
        #"{"kind":"\#($0)","families":["systemSmall"],"configuration":"static"}"#
      }.joined(separator: ",")
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"entryPoint":"Fake","widgets":[\#(kinds)]}}"#)
    case "widget/timeline" where behaviorName == "widgetCrashingKinds":
      if request.source == "timeline", request.kind?.hasPrefix("crash") == true { raise(SIGSEGV) }
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"entryDates":[0],"milliseconds":0}}"#)
    case "widget/kinds" where behaviorName == "widgetManyKinds":
      let kinds = (0..<100).map { #"{"kind":"k\#($0)","families":["systemSmall"],"configuration":"static"}"# }.joined(separator: ",")
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"entryPoint":"Fake","widgets":[\#(kinds)]}}"#)
    case "widget/kinds" where behaviorName == "widgetForeignFamily":
      wire.send(
        #"{"jsonrpc":"2.0","id":\#(id),"result":{"entryPoint":"Fake","widgets":[{"kind":"fake","families":["systemSmall","x/../../escaped/pwn","sys\u001b[31mtem\nerror: forged"],"configuration":"static"}]}}"#)
    case "widget/kinds" where ["widgetAnswersHugeTree", "widgetRendersGarbage", "widgetAnswersTwice"].contains(behaviorName):
      wire.send(
        #"{"jsonrpc":"2.0","id":\#(id),"result":{"entryPoint":"Fake","widgets":[{"kind":"fake","families":["systemSmall"],"configuration":"static"}]}}"#)
    case "widget/kinds" where behaviorName == "widgetLongTimeline" || behaviorName == "widgetEmptyTimeline":
      wire.send(
        #"{"jsonrpc":"2.0","id":\#(id),"result":{"entryPoint":"Fake","widgets":[{"kind":"fake","families":["systemSmall"],"configuration":"static"}]}}"#)
    case "widget/timeline" where behaviorName == "widgetLongTimeline" || behaviorName == "widgetEmptyTimeline":
      let count = behaviorName == "widgetEmptyTimeline" ? 0 : 3_000
      let dates = (0..<count).map { String(1_800_000_000 + $0 * 60) }.joined(separator: ",")
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"entryDates":[0],"milliseconds":0}}"#.replacingOccurrences(
        of: "[0]", with: request.source == "placeholder" ? "[0]" : "[\(dates)]"))
    case "widget/render"
    where ["widgetLongTimeline", "widgetEmptyTimeline", "widgetAnswersTwice", "widgetKindTwice", "widgetForeignFamily", "widgetManyKinds", "widgetCrashingKinds"]
      .contains(behaviorName):
      let text = #"{"kind":"text","typeName":"Text","frame":{"x":0,"y":0,"width":100,"height":20},"isHidden":false,"alpha":1,"clipsToBounds":false,"tag":0,"text":"Hi","isContentStandIn":false,"children":[]}"#
      let answer = #"{"jsonrpc":"2.0","id":\#(id),"result":{"readsRedactionReasons":false,"view":\#(text)}}"#
      wire.send(answer)
      if behaviorName == "widgetAnswersTwice" { wire.send(answer) }
    case "app/launch" where behaviorName == "appLaunchesGarbage":
      wire.sendRaw("abc\r\n\r\n")
    case "app/launch" where behaviorName == "appAnswersTwice", "app/event" where behaviorName == "appAnswersTwice":
      let screen = #"{"width":393,"height":852,"windows":[{"level":0,"visibleOrder":0,"isKey":true,"root":{"kind":"view","typeName":"UIView","frame":{"x":0,"y":0,"width":393,"height":852},"isHidden":false,"alpha":1,"clipsToBounds":false,"tag":0,"isContentStandIn":false,"children":[]}}]}"#
      let answer = #"{"jsonrpc":"2.0","id":\#(id),"result":{"callbacks":[],"state":"active","screen":\#(screen),"snapshot":\#(screen),"notes":[]}}"#
      wire.send(answer)
      wire.send(answer)
    case "widget/render" where behaviorName == "widgetRendersGarbage":
      wire.sendRaw("abc\r\n\r\n")
    case "widget/timeline" where ["widgetAnswersHugeTree", "widgetRendersGarbage", "widgetAnswersTwice", "widgetKindTwice", "widgetForeignFamily", "widgetManyKinds"].contains(behaviorName):
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"entryDates":[0],"milliseconds":0}}"#)
    case "widget/render" where behaviorName == "widgetAnswersHugeTree":
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"readsRedactionReasons":false,"view":\#(hugeViewTree())}}"#)
    case let method where method.hasPrefix("widget/") && behaviorName == "widgetAnswersWrongShape":
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":42}"#)  // a widget answer of the wrong shape
    case "shutdown" where behaviorName == "closesAnswerPipeOnShutdown":
      close(4)  // as it goes: the host asked it to stop
      usleep(600_000)
      exit(0)
    case "shutdown":
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{}}"#)
    default:
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32601,"message":"no such method"}}"#)
    }
  }
  exit(0)
}

/// The protocol descriptors, read and written by hand.
struct FakeWire {
  private var buffer: [UInt8] = []

  /// One request as the fake needs it: the id as written on the wire, the method, the principal class.
  struct Request {
    var id: String?
    var method: String
    var principalClass: String?
    /// A widget timeline request's `source` (`placeholder` or `timeline`).
    var source: String? = nil
    /// A widget request's `kind`.
    var kind: String? = nil
  }

  /// The next message from the host; nil at end of file or on bytes it cannot frame.
  mutating func readRequest() -> Request? {
    while true {
      if let separator = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
        let header = String(decoding: buffer[..<separator.lowerBound], as: UTF8.self)
        guard let field = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
          let length = Int(field.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
        else { return nil }
        if buffer.count - separator.upperBound >= length {
          let body = Array(buffer[separator.upperBound..<separator.upperBound + length])
          buffer.removeFirst(separator.upperBound + length)
          guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { return nil }
          let id = (object["id"] as? NSNumber).map { "\($0)" } ?? (object["id"] as? String).map { "\"\($0)\"" }
          let params = object["params"] as? [String: Any]
          let principal = params?["principalClass"] as? String
          return Request(
            id: id, method: object["method"] as? String ?? "", principalClass: principal, source: params?["source"] as? String,
            kind: params?["kind"] as? String)
        }
      }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(3, &chunk, chunk.count)
      if count <= 0 { return nil }
      buffer += chunk[0..<count]
    }
  }

  /// Whether the host writes (or closes the pipe) within `milliseconds`, or has already.
  func hasInput(within milliseconds: Int32) -> Bool {
    guard buffer.isEmpty else { return true }
    var descriptor = pollfd(fd: 3, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Writes `body` as one frame.
  func send(_ body: String) { sendRaw("Content-Length: \(body.utf8.count)\r\n\r\n" + body) }

  /// Writes `bytes` as they are.
  func sendRaw(_ text: String) { sendRaw(Array(text.utf8)) }

  /// Writes `bytes` as they are.
  func sendRaw(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(4, $0.baseAddress, $0.count) }
      if written <= 0 { exit(0) }  // the host closed the pipe
      offset += written
    }
  }
}

/// A widget's view tree of 5,000 texts in under 1 MiB, the most a hand-written answer can pack
/// past the SDK's own view limit: 50 rows of 100 texts in a 10 by 10 grid of 20-point cells,
/// each row nested in the one before, and over them all an opaque view on the grid's left half.
/// A person can read the 2,500 texts of the right half.
func hugeViewTree() -> String {
  func node(_ kind: String, text: String? = nil, x: Int = 0, y: Int = 0, width: Int = 200, extra: String = "", children: [String] = [])
    -> String
  {
    let label = text.map { #","text":"\#($0)""# } ?? ""
    let height = kind == "text" ? 20 : 200
    return #"{"kind":"\#(kind)","typeName":"V","frame":{"x":\#(x),"y":\#(y),"width":\#(width),"height":\#(height)},"#
      + #""isHidden":false,"alpha":1,"clipsToBounds":false,"tag":0\#(label)\#(extra),"isContentStandIn":false,"#
      + #""children":[\#(children.joined(separator: ","))]}"#
  }
  var row = node("view")
  for depth in 0..<50 {
    let texts = (0..<100).map { node("text", text: "t\(depth)x\($0)", x: $0 % 10 * 20, y: $0 / 10 * 20, width: 20) }
    row = node("view", children: texts + [row])
  }
  let cover = node("view", width: 100, extra: #","backgroundColor":{"red":1,"green":1,"blue":1,"alpha":1}"#)
  return node("view", children: [row, cover])
}
