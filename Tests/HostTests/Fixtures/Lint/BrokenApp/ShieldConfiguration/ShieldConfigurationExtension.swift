import ManagedSettingsUI

final class ShieldConfigurationExtension: ShieldConfigurationDataSource {}
