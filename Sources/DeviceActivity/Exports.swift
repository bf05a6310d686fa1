// A monitor extension's principal class writes `ManagedSettingsStore` shields and its main.swift
// calls the runtime's NSExtensionMain(), so importing DeviceActivity brings ManagedSettings with it.
@_exported import ManagedSettings
// On iOS, Foundation brings Combine: an app's scheduler that imports only Foundation and
// DeviceActivity declares itself an `ObservableObject` and compiles. swift-corelibs-foundation
// does not, so DeviceActivity brings it, as FamilyControls does.
@_exported import Combine
