public import Foundation

extension AppStorage where Value == Date {
  /// A date kept in the defaults (iOS 18), as the app stored it with `set(_:forKey:)`.
  public init(wrappedValue: Date, _ key: String, store: UserDefaults? = nil) {
    self.init(plain: key, store: store, default: wrappedValue)
  }
}

extension AppStorage {
  /// An optional date kept in the defaults (iOS 18); nil until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key, store: store, default: nil, decode: { $0 as? Date }, encode: { $0 })
  }
}
