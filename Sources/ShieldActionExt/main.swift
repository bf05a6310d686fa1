import ManagedSettings

NSExtensionMain()
