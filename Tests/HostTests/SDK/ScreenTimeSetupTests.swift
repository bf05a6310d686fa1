import FamilyControls
import Foundation
@testable import RealStyleExtensions
import SwiftUI
import Testing

/// A Screen Time app's own setup code compiles as it is written (a model that imports only
/// Foundation and FamilyControls, the system's picker inline and as a sheet, tokens shown by
/// `Label`), follows the authorization the host set, and draws what the app wrote around the
/// picker, which only the system can fill.
@MainActor
struct ScreenTimeSetupTests {
  @Test func theSetupScreenFollowsTheAuthorizationAndDrawsWhatTheAppWrote() throws {
    #expect(ScreenTimeSetupModel().isAuthorized, "the host's authorization (approved) reaches a $authorizationStatus subscriber")
    let nodes = try ViewEvaluator.evaluate(ScreenTimeSetupView(), in: EnvironmentValues()).flatMap(\.allNodes)
    let texts = nodes.compactMap(\.text)
    #expect(texts.contains("Screen Time is on"))
    #expect(texts.contains("Apps to limit") && texts.contains("Only you can change this"))
    #expect(texts.contains("Choose apps"))
    let service = ScreenTimeUsageService()
    service.minutesToday = 12
    #expect(service.minutesToday == 12)
  }
}
