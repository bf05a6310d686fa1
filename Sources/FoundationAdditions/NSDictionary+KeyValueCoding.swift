public import Foundation

// Key-value coding's dictionary write, which Objective-C gives every NSObject and
// swift-corelibs-foundation does not (it has `NSDictionary.value(forKey:)`): Keychain code copied
// from Objective-C builds its queries with it (`query.setValue(kSecClassGenericPassword, forKey:
// kSecClass as String)`).

extension NSMutableDictionary {
  /// Sets (nil removes) the value for `key`, as key-value coding writes a dictionary.
  public func setValue(_ value: Any?, forKey key: String) {
    if let value { setObject(value, forKey: key as NSString) } else { removeObject(forKey: key) }
  }
}

extension NSString {
  /// `NSString(format: kSecClass)`: on iOS a `CFString` converts to `NSString` implicitly; here
  /// `CFString` is a `String`, so the format is taken as one.
  public convenience init(format: CFString, _ arguments: any CVarArg...) {
    self.init(string: String(format: format, arguments: arguments))
  }
}
