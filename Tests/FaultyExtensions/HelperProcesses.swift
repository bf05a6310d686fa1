import Foundation
import Glibc
import ManagedSettings

/// Starts `/bin/sleep 600` in the extension's own process group, as an extension's helper tool
/// would run, and writes `helper <pid> in process group <pgid>` to stderr, so a test can check
/// that the host's kill reached the whole group.
private func startHelperInOwnGroup() {
  var pid: pid_t = 0
  let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("600"), nil]
  defer { for pointer in argv { free(pointer) } }
  guard posix_spawn(&pid, "/bin/sleep", nil, nil, argv, environ) == 0 else { return }
  FileHandle.standardError.write(Data("helper \(pid) in process group \(getpgrp())\n".utf8))
}

/// Starts a helper in its process group, then never answers: the host must kill the group.
class NeverCompletesWithAHelper: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    startHelperInOwnGroup()
  }
}

/// Starts a helper in its process group, then breaks the protocol pipe's framing (a header
/// announcing 64 MiB) and lingers: the host must kill the group at once, not wait for teardown.
class BreaksFramingWithAHelper: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    startHelperInOwnGroup()
    let header = Array("Content-Length: \(64 << 20)\r\n\r\n{".utf8)
    _ = header.withUnsafeBytes { write(4, $0.baseAddress, $0.count) }
    Thread.sleep(forTimeInterval: 30)
  }
}

/// Starts a helper in its process group, then answers properly and exits when asked: the host
/// must kill what the extension left in its group once it has exited.
class AnswersAndLeavesAHelper: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    startHelperInOwnGroup()
    completionHandler(.close)
  }
}
