import Foundation
import ManagedSettings
import UserNotifications

/// Answers `.none`, which the host's contract forbids.
class ReturnsNone: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.none)
  }
}

/// Answers `.openParentalControlsApp` (iOS 26.5), which the host's contract forbids: this host
/// runs no parental-controls app to open.
class OpensParentalControls: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.openParentalControlsApp)
  }
}

/// Never calls its completion handler.
class NeverCompletes: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {}
}

/// Calls its completion handler twice.
class CompletesTwice: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
    completionHandler(.defer)
  }
}

/// Crashes with `fatalError` when a button is pressed.
class CrashesOnPress: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    fatalError("CrashesOnPress crashed on purpose")
  }
}

/// Prints thousands of lines to stdout and stderr, then answers correctly.
class PrintsToStdout: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    for line in 1...5000 {
      print("debug line \(line)")
      FileHandle.standardError.write(Data("stderr line \(line)\n".utf8))
    }
    completionHandler(.close)
  }
}

/// Writes a fake protocol frame to stdout, then answers correctly.
class WritesFrameToStdout: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    let body = #"{"jsonrpc":"2.0","id":2,"result":{"response":0,"isSystemDefault":false}}"#
    print("Content-Length: \(body.utf8.count)\r\n\r\n\(body)", terminator: "")
    completionHandler(.close)
  }
}

/// Writes a frame announcing 64 MiB on the protocol pipe.
class WritesOversizedFrame: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    let header = Array("Content-Length: \(64 << 20)\r\n\r\n{".utf8)
    _ = header.withUnsafeBytes { write(4, $0.baseAddress, $0.count) }
    Thread.sleep(forTimeInterval: 5)
  }
}

/// Hangs forever while being created.
class HangsInInit: ShieldActionDelegate {
  override init() {
    while true { sleep(60) }
  }
}

/// Not a shield class at all.
class NotAShieldClass: NSObject {}

/// Answers at once, and logs from a notification's completion handler that takes a while (the
/// framework calls it on a background thread): the host's shutdown must not cut it off.
class LogsFromASlowNotificationCompletion: ShieldActionDelegate {
  override func handle(action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
    let content = UNMutableNotificationContent()
    content.title = "Later"
    let request = UNNotificationRequest(identifier: "later", content: content, trigger: nil)
    UNUserNotificationCenter.current().add(request) { _ in
      Thread.sleep(forTimeInterval: 0.05)
      print("the completion handler finished")
    }
    completionHandler(.close)
  }
}

/// Schedules a reminder repeating every `interval` seconds; iOS raises under 60 s.
class SchedulesARepeatingReminder: ShieldActionDelegate {
  class var interval: TimeInterval { 30 }
  override func handle(action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
    let content = UNMutableNotificationContent()
    content.title = "Still blocked"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: Self.interval, repeats: true)
    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "again", content: content, trigger: trigger))
    completionHandler(.close)
  }
}

/// The same every minute: allowed.
class SchedulesAReminderRepeatingEveryMinute: SchedulesARepeatingReminder {
  override class var interval: TimeInterval { 60 }
}
