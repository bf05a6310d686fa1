import Foundation
import ManagedSettings
import ManagedSettingsUI
import UIKit

// Healthy extensions that take their time, well inside the contract's deadlines (1 s for a
// configuration, 2 s for an action): a client that asks the daemon for a shorter deadline times
// out its own visit, and the extension must not be charged for it.

/// Answers `.close` a quarter of a second after the press.
class AnswersInAQuarterSecond: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping @Sendable (ShieldActionResponse) -> Void
  ) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { completionHandler(.close) }
  }
}

/// Builds its shield in a quarter of a second.
class ConfiguresInAQuarterSecond: ShieldConfigurationDataSource {
  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    Thread.sleep(forTimeInterval: 0.25)
    return ShieldConfiguration(title: ShieldConfiguration.Label(text: "In a moment", color: .label))
  }
}
