import ManagedSettingsUI

// Copied from the configuration target and never fixed.
@objc(ShieldActionExtension)
class ShieldActionExtension: ShieldConfigurationDataSource {}
