import ManagedSettingsUI

NSExtensionMain()
