import Foundation
import SwiftUI
import Testing

/// What a model makes off the main actor, as SwiftUI lets it: texts (also a timer inside a
/// text's interpolation), images and the built-in shapes are not isolated to the main actor, so
/// this file, compiled in Swift 6 mode, builds only while they are not.
enum LaunchStatus: Sendable {
  case go, hold

  var symbol: Image { Image(systemName: self == .go ? "checkmark.circle" : "pause.circle") }
  var badge: RoundedRectangle { RoundedRectangle(cornerRadius: 4) }
  var outline: some Shape { Capsule().inset(by: 1) }

  func label(until end: Date, now: Date) -> Text {
    Text("T-\(Text(timerInterval: now...end, countsDown: true))") + Text(self == .go ? " go" : " hold").bold()
  }
}

struct OffMainActorViewsTests {
  @Test func textsImagesAndShapesAreMadeOffTheMainActor() async throws {
    let now = Date(timeIntervalSince1970: 0)
    let label = LaunchStatus.go.label(until: now.addingTimeInterval(90), now: now)
    let symbol = LaunchStatus.hold.symbol
    _ = LaunchStatus.go.badge
    let texts = try await MainActor.run {
      var environment = EnvironmentValues()
      environment.now = now
      environment.locale = Locale(identifier: "en_US")
      return try ViewEvaluator.evaluate(VStack { label; symbol }, in: environment).flatMap(\.allNodes)
    }
    #expect(texts.compactMap(\.text) == ["T-1:30 go"])
    #expect(texts.compactMap(\.imageName) == ["pause.circle"])
  }
}

/// The built-in shapes by name (iOS 17), as `background(_:in:)` and `clipShape` take them.
@MainActor
struct ShapeShorthandTests {
  @Test func theShorthandsAreTheShapesTheyName() {
    let rounded: RoundedRectangle = .rect(cornerRadius: 12)
    #expect(rounded.cornerRadius == 12)
    func named<S: Shape>(_ shape: S) -> String { "\(S.self)" }
    #expect(named(.rect) == "Rectangle")
    #expect(named(.capsule) == "Capsule")
    #expect(named(.circle) == "Circle")
    #expect(named(.rect(topLeadingRadius: 4)) == "UnevenRoundedRectangle")
  }
}
