public import Foundation
import UIKit

/// Asks the person to prove they own the device, as LocalAuthentication's `LAContext`.
///
/// The host's phone belongs to the person running it: Face ID is enrolled and a passcode set, so
/// every policy can be evaluated, and an evaluation succeeds as the owner looking at the phone
/// makes it, unless the context may not show its interface (`interactionNotAllowed`), was
/// invalidated, or the reason is empty. An app that locks itself while in the background
/// therefore unlocks when it asks as it comes back, as on the owner's phone. An app in the
/// background cannot ask: the system shows no Face ID there, and the evaluation fails with
/// `.systemCancel` (a lock that asks as it appears in the background stays locked when the
/// person comes back). The reply comes on the main queue (iOS leaves the queue unspecified), so
/// the app's step settles with it before its screen is captured. Not `Sendable`: its settings
/// are plain properties, used where it was made.
open class LAContext: NSObject {
  open var localizedReason = ""
  open var localizedFallbackTitle: String?
  open var localizedCancelTitle: String?
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  open var interactionNotAllowed = false
  /// The biometry the device has: Face ID.
  open var biometryType: LABiometryType { .faceID }
  /// What identifies the enrolled faces, so an app can notice a change: fixed here.
  open var evaluatedPolicyDomainState: Data? { Data("extension-host-face-id".utf8) }

  private var isInvalidated = false

  public override init() { super.init() }

  /// Whether `policy` can be evaluated: true, Face ID being enrolled and a passcode set.
  /// (`error` is Foundation's `NSErrorPointer` on iOS, which Linux's Foundation lacks: `&error`
  /// with a `var error: NSError?` passes either.)
  open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    guard let failure = failure(of: policy, reason: "checked") else { return true }
    error?.pointee = failure.nsError
    return false
  }

  /// Evaluates `policy`: the owner authenticates, unless the context forbids it or the app is
  /// in the background.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    let failure = evaluationFailure(of: policy, reason: localizedReason)
    DispatchQueue.main.async { reply(failure == nil, failure) }
  }

  /// Evaluates `policy` (iOS 13's async form).
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    if let failure = evaluationFailure(of: policy, reason: localizedReason) { throw failure }
    return true
  }

  /// Ends the context: a later evaluation fails with `.invalidContext` (none is pending here:
  /// each is decided when it is asked).
  open func invalidate() { isInvalidated = true }

  /// Why an evaluation fails: the context's reasons, or the app being in the background, where
  /// the system does not show Face ID. Apple's page for `systemCancel` names another app coming
  /// to the foreground while the dialog shows; the code a request made from the background gets
  /// is not documented, and here it is the system cancelling it.
  private func evaluationFailure(of policy: LAPolicy, reason: String) -> LAError? {
    if let failure = failure(of: policy, reason: reason) { return failure }
    guard AppPresence.isInBackground else { return nil }
    return LAError(.systemCancel, "the app is in the background, where the system does not ask for Face ID")
  }

  private func failure(of policy: LAPolicy, reason: String) -> LAError? {
    if isInvalidated { return LAError(.invalidContext) }
    if reason.isEmpty { return LAError(.invalidDimensions, "the localized reason is empty") }
    if interactionNotAllowed { return LAError(.notInteractive) }
    return nil
  }
}

/// What the person must prove, as LocalAuthentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1
  case deviceOwnerAuthentication = 2
  case deviceOwnerAuthenticationWithWatch = 3
  case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
  case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The biometry a device has, as LocalAuthentication's `LABiometryType`.
public enum LABiometryType: Int, Sendable {
  case none = 0
  case touchID = 1
  case faceID = 2
  case opticID = 4
}

/// Why an evaluation failed, as LocalAuthentication's `LAError`: `error.code == .userCancel`
/// and `catch LAError.userCancel` both work.
public struct LAError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The failure, as `LAError.Code`.
  public enum Code: Int, Sendable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case watchNotAvailable = -11
    case biometryNotPaired = -12
    case biometryDisconnected = -13
    case invalidDimensions = -14
    case notInteractive = -1004
    // The names Touch ID had before Face ID.
    public static let touchIDNotAvailable = Code.biometryNotAvailable
    public static let touchIDNotEnrolled = Code.biometryNotEnrolled
    public static let touchIDLockout = Code.biometryLockout
  }

  public let code: Code
  private let detail: String?

  public init(_ code: Code) { self.init(code, nil) }
  init(_ code: Code, _ detail: String?) {
    self.code = code
    self.detail = detail
  }

  public var description: String { "LAError(\(code))" + (detail.map { ": \($0)" } ?? "") }
  public var localizedDescription: String { detail ?? "Authentication failed (\(code))." }

  /// The error as Foundation shows it, in `LAErrorDomain`.
  var nsError: NSError {
    NSError(domain: LAErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: localizedDescription])
  }

  public static let authenticationFailed = Code.authenticationFailed
  public static let userCancel = Code.userCancel
  public static let userFallback = Code.userFallback
  public static let systemCancel = Code.systemCancel
  public static let passcodeNotSet = Code.passcodeNotSet
  public static let biometryNotAvailable = Code.biometryNotAvailable
  public static let biometryNotEnrolled = Code.biometryNotEnrolled
  public static let biometryLockout = Code.biometryLockout
  public static let appCancel = Code.appCancel
  public static let invalidContext = Code.invalidContext
  public static let notInteractive = Code.notInteractive
  public static let touchIDNotAvailable = Code.biometryNotAvailable
  public static let touchIDNotEnrolled = Code.biometryNotEnrolled
  public static let touchIDLockout = Code.biometryLockout

}

extension LAError.Code {
  /// Matches an error against a code: `catch LAError.userCancel`.
  public static func ~= (code: Self, error: any Error) -> Bool { (error as? LAError)?.code == code }
}

/// The domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"
