import Foundation
import LocalAuthentication

/// An app lock's view model written as on iOS, importing only Foundation and LocalAuthentication:
/// Foundation there names Combine's `ObservableObject` and `Published`, so this file must compile
/// with those two imports alone.
final class AppLockViewModel: ObservableObject {
  @Published var isUnlocked = false
  private let context = LAContext()

  func canUseBiometrics() -> Bool {
    var error: NSError?
    return context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
  }
}
