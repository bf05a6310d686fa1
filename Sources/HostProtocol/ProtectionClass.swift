/// A file's data protection class (`FileProtectionType`), by the value the entitlement
/// `com.apple.developer.default-data-protection` takes.
public enum ProtectionClass: String, Sendable, CaseIterable {
  case complete = "NSFileProtectionComplete"
  case completeUnlessOpen = "NSFileProtectionCompleteUnlessOpen"
  case completeUntilFirstUserAuthentication = "NSFileProtectionCompleteUntilFirstUserAuthentication"
  case none = "NSFileProtectionNone"

  /// The class of a container whose entitlements set none (Apple: "the default").
  public static let `default` = ProtectionClass.completeUntilFirstUserAuthentication

  /// Whether an existing file of this class can be opened in `state` (Apple's `FileProtectionType`
  /// pages): *none* always; *complete until first user authentication* once the device was
  /// unlocked after its restart; *complete* and *complete unless open* only while unlocked.
  public func opens(in state: DeviceState) -> Bool {
    switch (self, state) {
    case (.none, _), (_, .unlocked), (.completeUntilFirstUserAuthentication, .locked): true
    default: false
    }
  }

  /// Whether a new file of this class can be created in `state`: wherever an existing one opens,
  /// and a *complete unless open* file while locked too (Apple: "a file can be created while the
  /// device is locked, but once closed, it can't be opened again until the device is unlocked").
  public func creates(in state: DeviceState) -> Bool {
    self == .completeUnlessOpen || opens(in: state)
  }

  /// The sentence that names one refused open: who, which file, which class, which state, and
  /// what the extension saw. `simulate`'s `protected` lines and a visit's notes both say it.
  public func refusal(by who: String, of file: String, times: Int, in state: DeviceState) -> String {
    "\(who) could not open \(file)\(times == 1 ? "" : " (\(times) times)"): class \(swiftName), the device "
      + (state == .beforeFirstUnlock ? "not unlocked since it restarted" : "locked")
      + "; refused with EPERM (NSCocoaErrorDomain 257 reading, 513 writing), as iOS refuses it; UserDefaults(suiteName:) reads nothing"
  }

  /// The Swift name, for messages: `.completeUntilFirstUserAuthentication`.
  public var swiftName: String {
    switch self {
    case .complete: ".complete"
    case .completeUnlessOpen: ".completeUnlessOpen"
    case .completeUntilFirstUserAuthentication: ".completeUntilFirstUserAuthentication"
    case .none: ".none"
    }
  }
}

extension ProtectionClass {
  /// The entitlement that sets a container's default class.
  public static let entitlement = "com.apple.developer.default-data-protection"

  /// The entitlement's values (Apple: `NSFileProtectionComplete`,
  /// `NSFileProtectionCompleteUnlessOpen`, `NSFileProtectionCompleteUntilFirstUserAuthentication`;
  /// `NSFileProtectionNone` is a file's class, not a default the entitlement takes).
  public static let entitlementValues: [ProtectionClass] = [.complete, .completeUnlessOpen, .completeUntilFirstUserAuthentication]

  /// The class an entitlement value names; nil for anything else.
  public init?(entitlementValue: String) {
    guard let value = ProtectionClass(rawValue: entitlementValue), Self.entitlementValues.contains(value) else { return nil }
    self = value
  }

  /// What to write instead of a value the entitlement does not take.
  public static let invalidValueMessage =
    "\(entitlement) must be one of " + entitlementValues.map(\.rawValue).joined(separator: ", ")
}
