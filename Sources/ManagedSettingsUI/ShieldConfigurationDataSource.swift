public import Foundation

/// The principal class of a Shield Configuration Extension, as ManagedSettingsUI's
/// `ShieldConfigurationDataSource`.
///
/// Subclass it and override the `configuration(shielding:)` overloads you need; return quickly.
/// An overload you do not override shows the system's default shield. The initializer is
/// `required` so the runtime can create the class from its name; a subclass that declares
/// `init()` writes `required override init()`.
open class ShieldConfigurationDataSource: NSObject {
  public required override init() { super.init() }

  /// The shield for an app shielded by token.
  open func configuration(shielding application: Application) -> ShieldConfiguration {
    SystemDefault.reached()
    return ShieldConfiguration()
  }

  /// The shield for an app shielded through its category.
  open func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration {
    SystemDefault.reached()
    return ShieldConfiguration()
  }

  /// The shield for a web domain shielded by token.
  open func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    SystemDefault.reached()
    return ShieldConfiguration()
  }

  /// The shield for a web domain shielded through its category.
  open func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
    SystemDefault.reached()
    return ShieldConfiguration()
  }
}
