import LocalAuthentication
import Testing

/// The host's phone is its owner's: Face ID enrolled, every policy evaluable, the owner
/// recognised, unless the context forbids asking.
struct LocalAuthenticationTests {
  @Test func theOwnerIsRecognised() async throws {
    let context = LAContext()
    var error: NSError?
    #expect(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error == nil)
    #expect(context.biometryType == .faceID)
    let (success, failure) = await withCheckedContinuation { continuation in
      context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, failure in
        continuation.resume(returning: (success, failure.map { "\($0)" }))
      }
    }
    #expect(success && failure == nil)
    #expect(try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock"))
  }

  @Test func aContextThatMayNotAskOrWasInvalidatedFails() async {
    let quiet = LAContext()
    quiet.interactionNotAllowed = true
    var error: NSError?
    #expect(!quiet.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    #expect(error?.domain == LAErrorDomain && error?.code == LAError.Code.notInteractive.rawValue)
    let ended = LAContext()
    ended.invalidate()
    do {
      _ = try await ended.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
      Issue.record("an invalidated context evaluated")
    } catch LAError.invalidContext {
    } catch {
      Issue.record("unexpected \(error)")
    }
    let failure = await withCheckedContinuation { continuation in
      LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "") { _, failure in
        continuation.resume(returning: (failure as? LAError)?.code)
      }
    }
    #expect(failure == .invalidDimensions)
  }
}
