public import Foundation
/// The iCloud key-value store, as Foundation's `NSUbiquitousKeyValueStore`, which
/// swift-corelibs-foundation does not have. This process has no iCloud account: what it sets is
/// kept in its memory and read back until it exits, and never reaches the app or another
/// extension (on iOS an extension shares the app's store only through a common
/// `com.apple.developer.ubiquity-kvstore-identifier`, and values travel through iCloud).
/// So a widget's timeline that reads a value the app put in iCloud reads nil here, as on a phone
/// signed out of iCloud. Apple's limits hold: a key of at most 64 bytes, at most 1,024 keys and
/// 1 MB in all; a `set` past them is dropped (iOS posts a quota-violation change instead).
///
/// `@unchecked Sendable`, as Foundation's `UserDefaults` is (open, so the checked conformance is not
/// allowed): `lock` is a `let` `NSLock`, and the one mutable stored property, `values`, is read and
/// written only inside `lock.withLock`; the values handed out are the caller's own, as UserDefaults'.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
  /// Posted when a value changed in iCloud; never posted here, where nothing arrives from iCloud.
  public static let didChangeExternallyNotification = Notification.Name(
    "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

  /// The longest key, in UTF-8 bytes.
  static let maximumKeyBytes = 64
  /// The most keys the store holds.
  static let maximumKeys = 1_024
  /// The most bytes the store holds, keys and values together.
  static let maximumTotalBytes = 1_048_576

  private let lock = NSLock()
  private var values: [String: StoredValue] = [:]

  private static let shared = NSUbiquitousKeyValueStore()

  /// The shared iCloud key-value store of this app.
  open class var `default`: NSUbiquitousKeyValueStore { shared }

  public override init() { super.init() }

  /// The value for `aKey`, or nil.
  open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey]?.value } }

  /// Sets the value for `aKey`; nil removes it. A value past Apple's limits is dropped.
  open func set(_ anObject: Any?, forKey aKey: String) {
    guard let anObject else { return removeObject(forKey: aKey) }
    let stored = StoredValue(anObject, key: aKey)
    lock.withLock {
      var next = values
      next[aKey] = stored
      guard aKey.utf8.count <= Self.maximumKeyBytes, next.count <= Self.maximumKeys,
        next.values.reduce(0, { $0 + $1.bytes }) <= Self.maximumTotalBytes
      else { return }
      values = next
    }
  }

  /// Removes the value for `aKey`.
  open func removeObject(forKey aKey: String) { _ = lock.withLock { values.removeValue(forKey: aKey) } }

  /// The string for `aKey`, or nil when there is none or it is not a string.
  open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
  /// The array for `aKey`, or nil.
  open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
  /// The dictionary for `aKey`, or nil.
  open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
  /// The data for `aKey`, or nil.
  open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
  /// The integer for `aKey`, or 0.
  open func longLong(forKey aKey: String) -> Int64 { (object(forKey: aKey) as? NSNumber)?.int64Value ?? 0 }
  /// The number for `aKey`, or 0.
  open func double(forKey aKey: String) -> Double { (object(forKey: aKey) as? NSNumber)?.doubleValue ?? 0 }
  /// The Boolean for `aKey`, or false.
  open func bool(forKey aKey: String) -> Bool { (object(forKey: aKey) as? NSNumber)?.boolValue ?? false }

  /// Sets a string; nil removes the key.
  open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
  /// Sets data; nil removes the key.
  open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
  /// Sets an array; nil removes the key.
  open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
  /// Sets a dictionary; nil removes the key.
  open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
  /// Sets an integer.
  open func set(_ value: Int64, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }
  /// Sets a number.
  open func set(_ value: Double, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }
  /// Sets a Boolean.
  open func set(_ value: Bool, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }

  /// Every key and value.
  open var dictionaryRepresentation: [String: Any] { lock.withLock { values.mapValues(\.value) } }

  /// Synchronizes with iCloud: here there is nothing to synchronize with, and the values stay
  /// this process's. Returns true.
  open func synchronize() -> Bool { true }
}

/// A value kept in the store, with the bytes it counts towards the 1 MB limit (its key and its
/// property-list size, as iCloud counts them).
private struct StoredValue {
  let value: Any
  let bytes: Int

  init(_ value: Any, key: String) {
    self.value = value
    let encoded = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    bytes = key.utf8.count + (encoded?.count ?? 0)
  }
}

/// Why the store changed, in `didChangeExternallyNotification`'s user info.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The keys that changed, in `didChangeExternallyNotification`'s user info.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A value changed in iCloud.
public let NSUbiquitousKeyValueStoreServerChange = 0
/// The first synchronization after launch.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// The app's values went past its iCloud quota.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// The iCloud account changed.
public let NSUbiquitousKeyValueStoreAccountChange = 3
