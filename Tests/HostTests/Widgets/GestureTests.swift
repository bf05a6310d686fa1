import Foundation
import SwiftUI
import Testing

/// SwiftUI's gestures (`TapGesture`, `onEnded`, `gesture`, `simultaneousGesture`,
/// `highPriorityGesture`): a view is drawn still and never touched, and WidgetKit runs no
/// gesture in a widget, so a gesture changes nothing that is read and its action never runs.
@MainActor
struct GestureTests {
  static func nodes(_ view: some View, reasons: RedactionReasons = []) throws -> [EvaluatedView] {
    var environment = EnvironmentValues()
    environment.redactionReasons = reasons
    return try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes)
  }

  final class Taps {
    var count = 0
  }

  /// A row with a title, a private amount and a symbol.
  struct Row: View {
    var body: some View {
      HStack {
        Text("Rent")
        Text("$1,200").privacySensitive()
        Image(systemName: "plus.circle.fill")
      }
    }
  }

  @Test func aViewWithAGestureReadsAsWithoutItAndTheActionNeverRuns() throws {
    let taps = Taps()
    let tap = TapGesture(count: 2).onEnded { taps.count += 1 }
    let plain = try Self.nodes(Row())
    let attached = [
      try Self.nodes(Row().gesture(tap)),
      try Self.nodes(Row().simultaneousGesture(tap)),
      try Self.nodes(Row().highPriorityGesture(tap, including: .subviews)),
    ]
    #expect(plain.compactMap(\.text) == ["Rent", "$1,200"])
    #expect(plain.compactMap(\.imageName) == ["plus.circle.fill"])
    for nodes in attached {
      #expect(nodes.compactMap(\.text) == plain.compactMap(\.text))
      #expect(nodes.compactMap(\.imageName) == plain.compactMap(\.imageName))
    }
    #expect(taps.count == 0, "a gesture is never recognized")
    #expect(TapGesture(count: 2).count == 2 && TapGesture().count == 1)
  }

  /// A gesture keeps the privacy marks beneath it: the amount is still redacted for privacy.
  @Test func aGestureKeepsThePrivacyMarksBeneathIt() throws {
    let nodes = try Self.nodes(Row().simultaneousGesture(TapGesture().onEnded {}), reasons: .privacy)
    let amount = try #require(nodes.first { $0.text == "$1,200" })
    let title = try #require(nodes.first { $0.text == "Rent" })
    #expect(amount.redactedBy.contains(.privacy))
    #expect(title.redactedBy.isEmpty)
  }

  @Test func theMasksAreTheAddedGestureTheSubviewsBothOrNeither() {
    #expect(GestureMask.all == [.gesture, .subviews])
    #expect(GestureMask.none.isEmpty)
    #expect(!GestureMask.gesture.contains(.subviews))
  }
}
