public import Foundation

// CoreFoundation's types as Swift code on Apple platforms names them. swift-corelibs-foundation
// does not export CoreFoundation, so `as CFString`, `as CFDictionary` and `var result: CFTypeRef?`
// would not compile; here each is the Foundation type it bridges to. They live in one module so
// that every SDK module that uses them (the Darwin notify center, the Keychain) shares them.

/// A CoreFoundation string; on Linux a Swift `String`, so `"name" as CFString` and
/// `kSecClass as String` compile.
public typealias CFString = String
/// A CoreFoundation dictionary: `[String: Any] as CFDictionary` bridges.
public typealias CFDictionary = NSDictionary
/// A CoreFoundation array.
public typealias CFArray = NSArray
/// CoreFoundation bytes.
public typealias CFData = NSData
/// A CoreFoundation Boolean.
public typealias CFBoolean = NSNumber
/// Any CoreFoundation object: what `SecItemCopyMatching` hands back (`as? Data`, `as? [String: Any]`).
public typealias CFTypeRef = AnyObject
/// A status code of Apple's C APIs (`errSecSuccess` is 0).
public typealias OSStatus = Int32

/// CoreFoundation's true, implicitly unwrapped as Apple declares it (`kCFBooleanTrue!` compiles).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// CoreFoundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// MacTypes' "no error" status, as `SecItemCopyMatching(query, nil) == noErr` compares it.
public let noErr: OSStatus = 0
