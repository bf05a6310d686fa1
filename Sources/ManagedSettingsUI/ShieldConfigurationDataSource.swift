public import Foundation

/// The principal class of a Shield Configuration Extension, as ManagedSettingsUI's
/// `ShieldConfigurationDataSource`.
///
/// Subclass it and override the `configuration(shielding:)` overloads you need; return quickly.
/// An overload you do not override shows the system's default shield. A subclass may declare
/// `override init()`, as on iOS: the runtime creates the class through the required convenience
/// `init?(coder:)`, which calls it.
open class ShieldConfigurationDataSource: NSObject {
  /// A data source.
  public override init() { super.init() }

  /// Used by the runtime to create the principal class from its name (there is no Objective-C
  /// runtime): calls the subclass's `init()`. A subclass that declares `override init()` inherits
  /// it, so its `init()` runs, as on iOS.
  public required convenience init?(coder: NSCoder) { self.init() }

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
