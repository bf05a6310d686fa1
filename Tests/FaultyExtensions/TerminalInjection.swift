import Foundation
import ManagedSettings
import ManagedSettingsUI
import UIKit

/// What a hostile extension writes to reach the user's terminal: clear the screen, ring the bell,
/// set the window title, rewrite the line, reverse the text that follows, NUL and C1 CSI.
let terminalInjection = "\u{1B}[2J\u{7}\u{1B}]0;owned\u{7}\rfake line\u{202E}desrever\u{0}\u{9B}31m"

/// Shows a shield whose every label carries terminal escapes, and logs them on stdout and stderr.
class InjectsTerminalEscapes: ShieldConfigurationDataSource {
  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    print("stdout " + terminalInjection)
    FileHandle.standardError.write(Data(("stderr " + terminalInjection + "\n").utf8))
    return ShieldConfiguration(
      title: ShieldConfiguration.Label(text: "title " + terminalInjection, color: .label),
      subtitle: ShieldConfiguration.Label(text: "subtitle " + terminalInjection, color: .label),
      primaryButtonLabel: ShieldConfiguration.Label(text: "close " + terminalInjection, color: .label))
  }
}

/// Writes a store whose name carries terminal escapes, logs them, and answers `.close`.
class InjectsTerminalEscapesOnPress: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    print("pressed " + terminalInjection)
    ManagedSettingsStore(named: .init("store " + terminalInjection)).shield.webDomains = [webDomain]
    completionHandler(.close)
  }
}
