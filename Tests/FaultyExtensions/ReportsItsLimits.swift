import Foundation
import Glibc
import ManagedSettings

/// Not broken: on a press it writes to stderr the limits it runs under (the message cap the host
/// told it, its address-space and CPU-time ceilings), so a test can check the host set the limits
/// it says it sets.
class ReportsItsLimits: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    func ceiling(_ resource: __rlimit_resource_t) -> String {
      var limit = rlimit()
      guard getrlimit(resource, &limit) == 0 else { return "error" }
      return limit.rlim_cur == rlim_t.max ? "none" : String(limit.rlim_cur)
    }
    let told = ProcessInfo.processInfo.environment["EXTENSION_HOST_MAX_MESSAGE_BYTES"] ?? "unset"
    let line = "limits max-message-bytes=\(told) address-space=\(ceiling(__rlimit_resource_t(RLIMIT_AS.rawValue))) cpu-seconds=\(ceiling(__rlimit_resource_t(RLIMIT_CPU.rawValue)))\n"
    FileHandle.standardError.write(Data(line.utf8))
    completionHandler(.close)
  }
}
