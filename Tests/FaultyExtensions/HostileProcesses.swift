import Foundation
import ManagedSettings

// Hostile extensions for the host's process boundary: ones that stop reading, flood, or escape.
// Each misbehaves on purpose and forever (or for far longer than any deadline), so the tests
// prove the host, not the extension, ends the visit in time and leaves nothing behind.

/// Raw protocol writes on the extension's response pipe (fd 4), each frame one `write(2)` of
/// less than `PIPE_BUF`, so they never interleave with the runtime's own frames.
enum RawPipe {
  static func send(_ body: String) {
    let frame = Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    _ = frame.withUnsafeBytes { write(4, $0.baseAddress, $0.count) }
  }

  /// Stops the runtime's reader from ever reading the request pipe again, while keeping the pipe
  /// open: the host sees a reader that is alive and never reads (not one that closed the pipe).
  static func stopReadingRequests() {
    _ = dup(3)  // keeps the request pipe open, unread, for the life of the process
    var idle: [Int32] = [-1, -1]
    _ = pipe(&idle)
    _ = dup2(idle[0], 3)  // the reader's next read waits on a pipe nobody writes
  }
}

/// Sends requests and never reads its request pipe: the host's answers pile up. (Before the
/// host's request pipe was non-blocking, this deadlocked it.)
class SendsRequestsAndNeverReads: ShieldActionDelegate {
  override init() {
    RawPipe.stopReadingRequests()
    var id = 0
    while true {
      id += 1
      RawPipe.send(#"{"jsonrpc":"2.0","id":"flood-\#(id)","method":"host/unknownMethod","params":{}}"#)
    }
  }
}

/// Answers the handshake, then stops reading its request pipe and floods requests when a
/// button is pressed.
class StopsReadingOnPress: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    RawPipe.stopReadingRequests()
    var id = 0
    while true {
      id += 1
      RawPipe.send(#"{"jsonrpc":"2.0","id":"flood-\#(id)","method":"host/unknownMethod","params":{}}"#)
    }
  }
}

/// Replaces itself with `yes`: stdout floods forever and the handshake never comes.
class ExecsYes: ShieldActionDelegate {
  override init() {
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("yes"), nil]
    execv("/usr/bin/yes", arguments)
    exit(127)
  }
}

/// Floods `$/log` messages from its button handler and never answers.
class FloodsLog: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    var line = 0
    while true {
      line += 1
      RawPipe.send(#"{"jsonrpc":"2.0","method":"$/log","params":{"level":"info","message":"flood \#(line)"}}"#)
    }
  }
}

/// Sends a `$/log` whose level is no level (with an escape in it), then closes.
class LogsUnreadably: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    RawPipe.send(#"{"jsonrpc":"2.0","method":"$/log","params":{"level":"fault\u001b[2J","message":"hidden"}}"#)
    completionHandler(.close)
  }
}

/// Writes to a new named store on every iteration of an endless loop from its button handler.
class FloodsStoreWrites: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    var index = 0
    while true {
      index += 1
      ManagedSettingsStore(named: .init("flood-\(index)")).shield.webDomains = [webDomain]
    }
  }
}

/// Writes to 60 named stores, ten past Apple's limit of 50, then answers `.close`.
class CreatesSixtyStores: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    for index in 1...60 { ManagedSettingsStore(named: .init("store-\(index)")).shield.webDomains = [webDomain] }
    completionHandler(.close)
  }
}

/// Reports 20,000 App Groups it was refused, each a different name, then answers `.close`.
class FloodsAppGroupDenials: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    for index in 1...20_000 {
      RawPipe.send(
        #"{"jsonrpc":"2.0","method":"appGroup/denied","params":{"group":"group.flood.\#(index)","api":"containerURL(forSecurityApplicationGroupIdentifier:)"}}"#
      )
    }
    completionHandler(.close)
  }
}

/// Starts a grandchild that leaves the extension's session (`setsid`) and sleeps for ten minutes,
/// then answers `.close`. The grandchild's pid is written to `escaped.pid` beside its Info.plist.
class EscapesWithSetsid: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    let child = fork()
    if child == 0 {
      setsid()
      let grandchild = fork()
      if grandchild == 0 {
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("600"), nil]
        execv("/bin/sleep", arguments)
        _exit(127)
      }
      let manifests = (ProcessInfo.processInfo.environment["EXTENSION_HOST_INFO_PLIST"] ?? "/nonexistent/x") as NSString
      let record = Data("\(grandchild)\n".utf8)
      _ = FileManager.default.createFile(atPath: manifests.deletingLastPathComponent + "/escaped.pid", contents: record)
      _exit(0)
    }
    var status: Int32 = 0
    waitpid(child, &status, 0)
    completionHandler(.close)
  }
}

/// Ignores SIGTERM and end of file, and never answers its button press: only SIGKILL ends it.
class IgnoresEverything: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    signal(SIGTERM, SIG_IGN)
    RawPipe.stopReadingRequests()
    while true { sleep(60) }
  }
}

/// Answers its press properly, then will not go: SIGTERM ignored, and an exit handler that never
/// returns keeps it running after it answered `shutdown`. Only the host's SIGKILL ends it.
class LingersAfterShutdown: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    signal(SIGTERM, SIG_IGN)
    atexit { while true { sleep(60) } }
    completionHandler(.close)
  }
}

/// Closes its answer pipe when a button is pressed (as code that closes every descriptor above
/// stderr before it starts a helper does) and runs on without answering: the host reads end of
/// file from a process that is still alive, and must say so at once, not at the deadline.
class ClosesItsAnswerPipe: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    close(4)
    while true { sleep(60) }
  }
}

/// Floods its stderr from its button handler with 32 MiB of lines that hold terminal escapes (a
/// window title, a screen clear), a bell, a carriage return and bytes that are not UTF-8, then a
/// line of 1 MiB with no end, and answers `.close`: what it wrote must reach the report capped,
/// and shown as escapes, never obeyed by the terminal.
class FloodsStderrWithEscapes: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    let line = Array("owned \u{1B}]0;title\u{07}\u{1B}[2J\rfake: ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" end\n".utf8)
    var chunk: [UInt8] = []
    while chunk.count < 1 << 20 { chunk += line }
    for _ in 0..<32 { Self.writeAll(chunk) }
    Self.writeAll([UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20))
    completionHandler(.close)
  }

  private static func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
