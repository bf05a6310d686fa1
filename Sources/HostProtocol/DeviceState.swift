/// The device's lock, as the host plays it (`simulate`'s `lock`, `unlock`, `reboot`): whether
/// protected data is available. After a restart nothing protected can be read until the person
/// unlocks the device for the first time; while locked, files of class *complete* (and *complete
/// unless open*) cannot be opened. `Documentation/DataProtection.md` has the table.
public enum DeviceState: String, Sendable, CaseIterable, CustomStringConvertible {
  case beforeFirstUnlock = "before-first-unlock"
  case locked
  case unlocked

  public var description: String {
    switch self {
    case .beforeFirstUnlock: "before the first unlock after a restart"
    case .locked: "locked"
    case .unlocked: "unlocked"
    }
  }
}
