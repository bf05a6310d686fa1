package enum ManagedSettingsPlaceholder {}
