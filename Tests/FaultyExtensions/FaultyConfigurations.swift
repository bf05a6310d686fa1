import Foundation
import Synchronization
import ManagedSettingsUI
import UIKit

/// Takes three seconds to answer; iOS shows the default shield instead.
class SlowConfiguration: ShieldConfigurationDataSource {
  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    Thread.sleep(forTimeInterval: 3)
    return ShieldConfiguration(title: ShieldConfiguration.Label(text: "Too late", color: .label))
  }
}

/// Crashes (index out of range) while building the shield.
class CrashingConfiguration: ShieldConfigurationDataSource {
  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    let labels: [String] = []
    return ShieldConfiguration(title: ShieldConfiguration.Label(text: labels[webDomain.domain?.count ?? 1], color: .label))
  }
}

/// Holds the main thread while a background thread writes the store and reads it back: the
/// host's answers must reach that thread although the main thread, which otherwise reads the
/// protocol, is busy.
class WaitsForABackgroundStoreWrite: ShieldConfigurationDataSource {
  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    let written = DispatchSemaphore(value: 0)
    let readBack = ReadBack()
    DispatchQueue.global().async {
      let store = ManagedSettingsStore(named: ManagedSettingsStore.Name("background"))
      store.shield.webDomainCategories = .all()
      readBack.count.withLock { $0 = store.shield.webDomainCategories == nil ? 0 : 1 }
      written.signal()
    }
    written.wait()
    let count = readBack.count.withLock { $0 }
    return ShieldConfiguration(title: ShieldConfiguration.Label(text: "written from another thread: \(count)", color: .label))
  }
}

/// What the background thread read back.
private final class ReadBack: Sendable {
  let count = Mutex(-1)
}
