// The keys and values of a Keychain query, with Apple's own strings (so a dictionary logged or
// compared reads as it does on a device).

// MARK: Item classes

/// The key of an item's class.
public let kSecClass: CFString = "class"
/// A password with a service and an account (`kSecAttrService`, `kSecAttrAccount`).
public let kSecClassGenericPassword: CFString = "genp"
/// A password for a server (`kSecAttrServer`, `kSecAttrProtocol`, `kSecAttrPort`, `kSecAttrPath`).
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate (not kept here: `errSecUnimplemented`).
public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key (not kept here: `errSecUnimplemented`).
public let kSecClassKey: CFString = "keys"
/// An identity (not kept here: `errSecUnimplemented`).
public let kSecClassIdentity: CFString = "idnt"

// MARK: Attributes

/// When the item can be read: one of the `kSecAttrAccessible…` values.
public let kSecAttrAccessible: CFString = "pdmn"
/// The Keychain access group the item belongs to.
public let kSecAttrAccessGroup: CFString = "agrp"
/// The account.
public let kSecAttrAccount: CFString = "acct"
/// The service of a generic password.
public let kSecAttrService: CFString = "svce"
/// Free-form bytes of a generic password.
public let kSecAttrGeneric: CFString = "gena"
/// A label people read.
public let kSecAttrLabel: CFString = "labl"
/// A description people read.
public let kSecAttrDescription: CFString = "desc"
/// A comment.
public let kSecAttrComment: CFString = "icmt"
/// A four-character creator code, as a number.
public let kSecAttrCreator: CFString = "crtr"
/// A four-character type code, as a number.
public let kSecAttrType: CFString = "type"
/// Whether the item is hidden from people.
public let kSecAttrIsInvisible: CFString = "invi"
/// Whether the item syncs through iCloud Keychain (`kSecAttrSynchronizableAny` in a query matches both).
public let kSecAttrSynchronizable: CFString = "sync"
/// In a query: match items that sync and items that do not.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// The server of an internet password.
public let kSecAttrServer: CFString = "srvr"
/// The protocol of an internet password.
public let kSecAttrProtocol: CFString = "ptcl"
/// The port of an internet password.
public let kSecAttrPort: CFString = "port"
/// The path of an internet password.
public let kSecAttrPath: CFString = "path"
/// The security domain of an internet password.
public let kSecAttrSecurityDomain: CFString = "sdmn"
/// The authentication type of an internet password.
public let kSecAttrAuthenticationType: CFString = "atyp"
/// When the item was added (read only).
public let kSecAttrCreationDate: CFString = "cdat"
/// When the item last changed (read only).
public let kSecAttrModificationDate: CFString = "mdat"
/// An access control object (biometry, passcode): accepted, not enforced.
public let kSecAttrAccessControl: CFString = "accc"

// MARK: Accessibility

/// Readable only while the device is unlocked; the default for a new item.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable from the first unlock after a restart until the next restart.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Always readable (deprecated by Apple).
public let kSecAttrAccessibleAlways: CFString = "dk"
/// `WhenUnlocked`, never moved to another device.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// `AfterFirstUnlock`, never moved to another device.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// `Always`, never moved to another device (deprecated by Apple).
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"
/// Readable while unlocked, and only while the device has a passcode.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

// MARK: Values, results and search

/// The item's secret bytes.
public let kSecValueData: CFString = "v_Data"
/// A reference to the item (not kept here).
public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference to the item (not kept here).
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// Return the secret bytes.
public let kSecReturnData: CFString = "r_Data"
/// Return the attributes, as a dictionary.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// Return a reference (answered with the attributes here).
public let kSecReturnRef: CFString = "r_Ref"
/// Return a persistent reference (answered with the attributes here).
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
/// How many items a search returns: `kSecMatchLimitOne` (the default), `kSecMatchLimitAll` or a number.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every matching item.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Compare strings without case.
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
/// Use the data protection Keychain on macOS (every iOS Keychain is one): accepted.
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// Whether a search may ask the person to authenticate: accepted.
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// The prompt shown when authentication is needed: accepted.
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
/// A LocalAuthentication context to authenticate with: accepted.
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
