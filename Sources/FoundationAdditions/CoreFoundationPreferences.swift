import Foundation

// CoreFoundation's preferences calls that extensions use to reread their defaults before reading
// them (react-native-device-activity's shield extension calls `CFPreferencesAppSynchronize`).
// They go through `UserDefaults`: the current application's standard defaults, else the suite
// named by the application identifier (an App Group, whose container the host lends).

/// A property-list value: a string, number, date, data, array or dictionary.
public typealias CFPropertyList = AnyObject

/// The current application, as a preferences identifier.
public let kCFPreferencesCurrentApplication: CFString = "kCFPreferencesCurrentApplication"
/// Any application (accepted where Apple takes it; read as the current one).
public let kCFPreferencesAnyApplication: CFString = "kCFPreferencesAnyApplication"

private func preferences(_ applicationID: CFString) -> UserDefaults? {
  applicationID == kCFPreferencesCurrentApplication || applicationID == kCFPreferencesAnyApplication
    ? .standard : UserDefaults(suiteName: applicationID)
}

/// Writes the application's changed preferences and rereads the others' changes.
@discardableResult
public func CFPreferencesAppSynchronize(_ applicationID: CFString) -> Bool {
  preferences(applicationID)?.synchronize() ?? false
}

/// The value of `key` in the application's preferences; nil when it has none.
public func CFPreferencesCopyAppValue(_ key: CFString, _ applicationID: CFString) -> CFPropertyList? {
  (preferences(applicationID)?.object(forKey: key)).map { $0 as AnyObject }
}

/// Sets (nil removes) `key` in the application's preferences.
public func CFPreferencesSetAppValue(_ key: CFString, _ value: CFPropertyList?, _ applicationID: CFString) {
  preferences(applicationID)?.set(value, forKey: key)
}
