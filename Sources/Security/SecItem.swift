// The Keychain's four calls, as Apple declares them. The items are kept for the app's processes
// under the host, so what the app adds an extension of the same access group reads; an item's
// secret cannot be read or written while the device state protects its accessibility
// (`errSecInteractionNotAllowed`), as on a locked iPhone. Run on its own, a process has a
// Keychain of its own in memory.

/// Adds an item; `result`, when given, receives what the attributes ask to return (`kSecReturnData`,
/// `kSecReturnAttributes`).
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  answer { () throws(KeychainStatus) in
    let object = try Keychain.shared.add(attributes)
    result?.pointee = object
  }
}

/// Finds the items `query` matches and returns into `result` what it asks for: the first item's
/// secret or attributes, or an array with `kSecMatchLimitAll`.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  answer { () throws(KeychainStatus) in
    let object = try Keychain.shared.copyMatching(query)
    result?.pointee = object
  }
}

/// Changes every item `query` matches to `attributesToUpdate` (a new `kSecValueData` included).
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  answer { () throws(KeychainStatus) in try Keychain.shared.update(query, with: attributesToUpdate) }
}

/// Deletes every item `query` matches.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  answer { () throws(KeychainStatus) in try Keychain.shared.delete(query) }
}

private func answer(_ call: () throws(KeychainStatus) -> Void) -> OSStatus {
  do {
    try call()
    return errSecSuccess
  } catch {
    return error.code
  }
}
