import Foundation
import SwiftUI
import Testing

/// iOS 17's shape views: `fill` returns a `FillShapeView` that takes a further `stroke` or
/// `fill` (Envive's widget buttons write `RoundedRectangle(...).fill(.ultraThinMaterial).stroke(...)`).
/// A stroke after a fill is drawn as the fill (the outline is not drawn, as Source compatibility says);
/// a fill after a stroke is drawn over it.
@MainActor
struct ShapeViewChainingTests {
  private func evaluated(_ view: some View) throws -> [EvaluatedView] {
    try ViewEvaluator.evaluate(view, in: EnvironmentValues())
  }

  @Test func fillReturnsAShapeViewThatTakesAStroke() throws {
    let filled: FillShapeView<RoundedRectangle, Color, EmptyView> = RoundedRectangle(cornerRadius: 18).fill(Color.red)
    #expect(filled.shape.cornerRadius == 18)
    let stroked: StrokeShapeView<RoundedRectangle, Color, FillShapeView<RoundedRectangle, Color, EmptyView>> =
      filled.stroke(Color.white.opacity(0.15), lineWidth: 1)
    #expect(stroked.strokeStyle.lineWidth == 1 && stroked.isAntialiased)
    let dashed = filled.stroke(Color.white, style: StrokeStyle(lineWidth: 3), antialiased: false)
    #expect(dashed.strokeStyle.lineWidth == 3 && !dashed.isAntialiased)
  }

  @Test func aStrokeAfterAFillIsDrawnAsTheFill() throws {
    let fill = try evaluated(RoundedRectangle(cornerRadius: 18).fill(Color.red))
    let chained = try evaluated(RoundedRectangle(cornerRadius: 18).fill(Color.red).stroke(Color.white, lineWidth: 1))
    #expect(chained == fill, "\(chained)")
    #expect(fill.flatMap(\.allNodes).contains { $0.typeName == "RoundedRectangle" && $0.color != nil }, "\(fill)")
  }

  @Test func aFillAfterAStrokeIsDrawnOverIt() throws {
    let nodes = try evaluated(Capsule().fill(Color.yellow).stroke(Color.blue, lineWidth: 8).fill(Color.green)).flatMap(\.allNodes)
    let capsules = nodes.filter { $0.typeName == "Capsule" }
    #expect(capsules.count == 2, "the yellow fill beneath, the green above: \(nodes)")
    #expect(Set(capsules.compactMap(\.color)).count == 2, "\(capsules)")
  }
}
