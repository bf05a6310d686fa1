// The statuses the Keychain answers with, and their messages.

/// No error.
public let errSecSuccess: OSStatus = 0
/// Not implemented here (certificates, keys and identities).
public let errSecUnimplemented: OSStatus = -4
/// A parameter was missing or not valid (no `kSecClass`, a value of the wrong type).
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The person cancelled.
public let errSecUserCanceled: OSStatus = -128
/// No Keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// The user name or passphrase was not correct.
public let errSecAuthFailed: OSStatus = -25293
/// The Keychain does not exist (a macOS status; an iOS Keychain always exists).
public let errSecNoSuchKeychain: OSStatus = -25294
/// An item with the same primary key is already in the Keychain.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matches the query.
public let errSecItemNotFound: OSStatus = -25300
/// The item's class cannot be read now: the device is locked, or not unlocked since it restarted.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The data could not be decoded.
public let errSecDecode: OSStatus = -26275
/// The process's entitlements do not list the access group the query names.
public let errSecMissingEntitlement: OSStatus = -34018

/// The message of `status`, as Apple words it; nil for a status it does not know.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
  switch status {
  case errSecSuccess: "No error."
  case errSecUnimplemented: "Function or operation not implemented."
  case errSecParam: "One or more parameters passed to a function were not valid."
  case errSecAllocate: "Failed to allocate memory."
  case errSecUserCanceled: "User canceled the operation."
  case errSecNotAvailable: "No keychain is available. You may need to restart your computer."
  case errSecAuthFailed: "The user name or passphrase you entered is not correct."
  case errSecNoSuchKeychain: "The specified keychain could not be found."
  case errSecDuplicateItem: "The specified item already exists in the keychain."
  case errSecItemNotFound: "The specified item could not be found in the keychain."
  case errSecInteractionNotAllowed: "User interaction is not allowed."
  case errSecDecode: "Unable to decode the provided data."
  case errSecMissingEntitlement: "A required entitlement isn't present."
  default: nil
  }
}
