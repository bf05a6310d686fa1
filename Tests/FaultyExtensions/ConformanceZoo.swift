import Foundation
import ManagedSettings

// More deliberately broken action extensions, one fault each, for `extension-host conform`.

/// Calls its completion handler 2.5 seconds later, past the host's default 2-second deadline
/// (the "delay the unlock" pattern, overdone).
class CompletesLate: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping @Sendable (ShieldActionResponse) -> Void
  ) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { completionHandler(.close) }
  }
}

/// Reads far past the end of an array through an unsafe pointer: a segmentation fault, the
/// crash a C-style table lookup produces.
class CrashesWithSignal: ShieldActionDelegate {
  private let responses: [ShieldActionResponse] = [.close, .defer]

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping @Sendable (ShieldActionResponse) -> Void
  ) {
    let response = responses.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.unsafelyUnwrapped.advanced(by: 1 << 40).pointee
    }
    completionHandler(response)
  }
}

/// Gives up while being created, because its App Group container is missing: `exit(3)` in the
/// middle of the handshake.
class ExitsDuringHandshake: ShieldActionDelegate {
  override init() {
    let container = NSHomeDirectory() + "/Library/Group Containers/group.example.missing"
    if !FileManager.default.fileExists(atPath: container) { exit(3) }
    super.init()
  }
}

/// Replays an answer it cached in an earlier launch, for a request id this host never sent, then
/// answers the real request correctly.
class AnswersUnaskedRequest: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping @Sendable (ShieldActionResponse) -> Void
  ) {
    let body = #"{"jsonrpc":"2.0","id":4242,"result":{"response":1,"isSystemDefault":false}}"#
    let frame = Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    _ = frame.withUnsafeBytes { write(4, $0.baseAddress, $0.count) }
    completionHandler(.close)
  }
}

/// Decodes a large image into a cache on the first press and keeps it: 160 MiB resident, far past
/// any extension's memory limit. Answers correctly.
class AllocatesPastCeiling: ShieldActionDelegate {
  private var cache: [UInt8] = []

  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping @Sendable (ShieldActionResponse) -> Void
  ) {
    if cache.isEmpty { cache = [UInt8](repeating: 0xA5, count: 160 << 20) }
    completionHandler(cache[action.rawValue] == 0xA5 ? .close : .defer)
  }
}
