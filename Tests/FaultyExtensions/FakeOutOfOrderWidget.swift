import Glibc

// The fake widget extensions that answer out of order (`FakeProtocolExtension.swift` runs them):
// JSON-RPC lets a peer answer the requests it has read in any order, and so `shutdown` before
// renders the host sent ahead of it.

/// The behaviours that answer widget renders out of order.
let outOfOrderBehaviors: Set = ["widgetAnswersOutOfOrder", "widgetExitsAfterShutdown"]

/// Answers `request` as `widgetAnswersOutOfOrder` (or, with `exitsAfterShutdown`,
/// `widgetExitsAfterShutdown`) does: renders held and answered last first, `shutdown` ahead of them.
func answerOutOfOrder(_ request: FakeWire.Request, id: String, held: inout [String], exitsAfterShutdown: Bool, on wire: inout FakeWire) {
  func answerHeld(_ held: inout [String]) {
    for render in held.reversed() { wire.send(fakeRender(id: render)) }
    held.removeAll()
  }
  switch request.method {
  case "widget/render":
    held.append(id)
  case "shutdown":
    wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{}}"#)
    if exitsAfterShutdown { exit(0) }
    if wire.hasInput(within: 300) { exit(0) }  // the host said exit (or closed the pipe) with renders unanswered
    answerHeld(&held)
  case let method:
    answerHeld(&held)
    switch method {
    case "initialize":
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"protocolVersion":1,"principalClass":"\#(request.principalClass ?? "")","methods":[]}}"#)
    case "widget/kinds":
      wire.send(
        #"{"jsonrpc":"2.0","id":\#(id),"result":{"entryPoint":"Fake","widgets":[{"kind":"fake","families":["systemSmall"],"configuration":"static"}]}}"#)
    case "widget/timeline":
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"entryDates":[0],"milliseconds":0}}"#)
    default:
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32601,"message":"no such method"}}"#)
    }
  }
}

/// An answer to render `id`: one small text.
func fakeRender(id: String) -> String {
  let text = #"{"kind":"text","typeName":"Text","frame":{"x":0,"y":0,"width":100,"height":20},"isHidden":false,"alpha":1,"clipsToBounds":false,"tag":0,"text":"Hi","isContentStandIn":false,"children":[]}"#
  return #"{"jsonrpc":"2.0","id":\#(id),"result":{"readsRedactionReasons":false,"view":\#(text)}}"#
}
