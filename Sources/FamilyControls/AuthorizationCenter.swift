public import Combine
import Foundation
import ManagedSettings

/// Family Controls authorization, as FamilyControls' `AuthorizationCenter`.
///
/// The status is the one the host set (`EXTENSION_HOST_FAMILY_CONTROLS_AUTHORIZATION`:
/// `approved`, `denied`, `notDetermined`); `approved` when it set none, since a shield is only
/// ever shown for an app the person approved. An extension cannot show the approval sheet:
/// `requestAuthorization` succeeds when approved and throws otherwise.
// @unchecked Sendable: the only stored property is the status's wrapper storage, which Swift
// declares `var` but which is assigned once, in `init`, and never again: its wrapped value is a
// `let` (no setter exists), so every thread reads the same immutable value.
public final class AuthorizationCenter: ObservableObject, @unchecked Sendable {
  /// The app's center.
  public static let shared = AuthorizationCenter()

  /// The status the host set; `$authorizationStatus` publishes it, as Apple's `@Published` does.
  @UnchangingPublished public var authorizationStatus: AuthorizationStatus

  private init() {
    let value = getenv("EXTENSION_HOST_FAMILY_CONTROLS_AUTHORIZATION").map { String(cString: $0) } ?? "approved"
    let status: AuthorizationStatus =
      switch value {
      case "denied": .denied
      case "notDetermined": .notDetermined
      default: .approved
      }
    _authorizationStatus = UnchangingPublished(wrappedValue: status)
  }

  /// Asks for authorization as `member` (iOS 16).
  public func requestAuthorization(for member: FamilyControlsMember) async throws {
    guard authorizationStatus == .approved else { throw FamilyControlsError.authorizationCanceled }
  }

  /// Asks for authorization for a child (iOS 15).
  public func requestAuthorization(completionHandler: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    let result: Result<Void, any Error> =
      authorizationStatus == .approved ? .success(()) : .failure(FamilyControlsError.authorizationCanceled)
    FrameworkCallbacks.deliver { completionHandler(result) }
  }

  /// Revokes authorization; the host keeps its status for the rest of the visit.
  public func revokeAuthorization(completionHandler: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    FrameworkCallbacks.deliver { completionHandler(.success(())) }
  }
}

/// Whether the app may use Family Controls, as `AuthorizationStatus`, Apple's raw values.
public enum AuthorizationStatus: Int, Codable, Sendable {
  case notDetermined = 0
  case denied = 1
  case approved = 2
}

/// Who authorizes, as `FamilyControlsMember`.
public enum FamilyControlsMember: Sendable {
  case child
  case individual
}

/// FamilyControls' errors, as `FamilyControlsError`.
public enum FamilyControlsError: Error, Sendable {
  case restricted, unavailable, invalidAccountType, invalidArgument, authorizationConflict
  case authorizationCanceled, networkError, authenticationMethodUnavailable
}

/// A value that never changes while the host runs the code, published as `@Published` publishes
/// (`$authorizationStatus.sink { }` gets it once): each subscription has a publisher of its own,
/// so nothing is shared between threads.
@propertyWrapper
public struct UnchangingPublished<Value: Sendable>: Sendable {
  public let wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// A publisher of the value, as `Published.Publisher`.
  public var projectedValue: Published<Value>.Publisher { Published(wrappedValue: wrappedValue).projectedValue }
}
