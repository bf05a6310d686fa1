// ManagedSettingsUI's API takes ManagedSettings types (Application, WebDomain, ...) and the
// runtime's NSExtensionMain(), so importing ManagedSettingsUI brings ManagedSettings with it.
@_exported import ManagedSettings
