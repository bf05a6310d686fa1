// A monitor extension's principal class writes `ManagedSettingsStore` shields and its main.swift
// calls the runtime's NSExtensionMain(), so importing DeviceActivity brings ManagedSettings with it.
@_exported import ManagedSettings
