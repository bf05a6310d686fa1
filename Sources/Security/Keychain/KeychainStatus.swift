/// Why a Keychain call did not succeed, with the status Apple answers it with.
enum KeychainStatus: Error, Equatable {
  /// A query that cannot be read: the reason.
  case parameter(String)
  case notFound
  case duplicate
  /// The item's class cannot be read or written in the device's state.
  case locked
  /// The access group is not the process's.
  case missingEntitlement
  /// An item class this Keychain does not keep.
  case unimplemented
  /// The Keychain's files could not be read or written: the reason.
  case unavailable(String)

  var code: OSStatus {
    switch self {
    case .parameter: errSecParam
    case .notFound: errSecItemNotFound
    case .duplicate: errSecDuplicateItem
    case .locked: errSecInteractionNotAllowed
    case .missingEntitlement: errSecMissingEntitlement
    case .unimplemented: errSecUnimplemented
    case .unavailable: errSecNotAvailable
    }
  }
}
