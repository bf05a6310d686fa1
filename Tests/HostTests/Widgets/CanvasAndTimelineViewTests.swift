import Foundation
import SwiftUI
import Testing

/// `Canvas`: the words and images its renderer draws are read and redacted like any view's;
/// `TimelineView`: its content is drawn for the environment's moment.
@MainActor
struct CanvasAndTimelineViewTests {
  /// A ring with its percentage drawn as text, the way activity widgets draw one.
  struct Ring: View {
    let percent: Int
    var body: some View {
      Canvas { context, size in
        let rect = CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)
        context.stroke(Path(ellipseIn: rect), with: .color(.green), lineWidth: 6)
        context.drawLayer { layer in
          layer.opacity = 0.5
          layer.draw(Text("\(percent)%").font(.headline), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        if size.width > 100 {
          context.draw(Image(systemName: "figure.run"), in: CGRect(x: 0, y: 0, width: 20, height: 20))
          let label = context.resolve(Text("Move"))
          context.draw(label, in: CGRect(origin: .zero, size: label.measure(in: size)))
        }
      }
    }
  }

  @Test func whatARendererDrawsIsReadInDrawingOrder() throws {
    let nodes = try ViewEvaluator.evaluate(Ring(percent: 72), in: EnvironmentValues()).flatMap(\.allNodes)
    #expect(nodes.first?.typeName == "Canvas")
    #expect(nodes.compactMap(\.text) == ["72%", "Move"])
    #expect(nodes.filter { $0.kind == .image }.compactMap(\.imageName) == ["figure.run"])
    #expect(nodes.contains { $0.kind == .shape && $0.typeName == "Canvas" })
  }

  @Test func aPrivateCanvasHidesItsWordsForPrivacy() throws {
    var environment = EnvironmentValues()
    environment.redactionReasons = .privacy
    let nodes = try ViewEvaluator.evaluate(Ring(percent: 72).privacySensitive(), in: environment).flatMap(\.allNodes)
    let texts = nodes.filter { $0.kind == .text }
    #expect(texts.count == 2 && texts.allSatisfy { $0.redactedBy.contains(.privacy) })
    let open = try ViewEvaluator.evaluate(Ring(percent: 72), in: environment).flatMap(\.allNodes)
    #expect(open.filter { $0.kind == .text }.allSatisfy { $0.redactedBy.isEmpty })
  }

  struct Clock: View {
    var body: some View {
      TimelineView(.periodic(from: .distantPast, by: 60)) { context in
        Text(context.date, style: .time)
      }
    }
  }

  @Test func aTimelineViewIsDrawnForTheEnvironmentsMoment() throws {
    // ICU puts a narrow no-break space before AM and PM.
    let morning = try ViewEvaluationTests.texts(Clock(), now: Date(timeIntervalSince1970: 8 * 3_600))
      .map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
    let evening = try ViewEvaluationTests.texts(Clock(), now: Date(timeIntervalSince1970: 20 * 3_600 + 15 * 60))
      .map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
    #expect(morning == ["8:00 AM"])
    #expect(evening == ["8:15 PM"])
  }

  @Test func schedulesListTheirMoments() {
    let start = Date(timeIntervalSince1970: 0)
    #expect(Array(PeriodicTimelineSchedule(from: start, by: 30).entries(from: start, mode: .normal).prefix(3))
      == [start, start.addingTimeInterval(30), start.addingTimeInterval(60)])
    #expect(EveryMinuteTimelineSchedule().entries(from: start.addingTimeInterval(90), mode: .normal).first == start.addingTimeInterval(60))
    #expect(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal) == [start])
    #expect(Array(ExplicitTimelineSchedule([start]).entries(from: start, mode: .lowFrequency)) == [start])
  }
}
