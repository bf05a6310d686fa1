package enum ManagedSettingsUIPlaceholder {}
