import Foundation
import HostProtocol
import SwiftUI
import Testing

/// SwiftUI's `Layout` (iOS 16): `AnyLayout` of the built-in stacks is the stack itself, and an
/// app's own layout places its subviews by its own code, in the widget's process.
@MainActor
struct CustomLayoutTests {
  /// `AnyLayout(VStackLayout())` and `AnyLayout(HStackLayout())`, switched by a condition as apps
  /// switch them by Dynamic Type, evaluate to that stack, with its alignment and spacing.
  @Test(arguments: [true, false])
  func anyLayoutOfABuiltInStackIsThatStack(_ accessibilitySize: Bool) throws {
    let layout =
      accessibilitySize ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 16))
    let views = try ViewEvaluator.evaluate(layout { Text("Pace"); Text("5:12") }, in: EnvironmentValues())
    let stack = try #require(views.first)
    #expect(stack.kind == (accessibilitySize ? .vstack : .hstack))
    #expect(stack.typeName == (accessibilitySize ? "VStackLayout" : "HStackLayout"))
    #expect(stack.alignment == (accessibilitySize ? "leading" : nil))
    #expect(stack.spacing == (accessibilitySize ? 4 : 16))
    #expect(stack.children.map(\.text) == ["Pace", "5:12"])
    #expect(stack.customLayout == nil)
  }

  /// A flow layout as apps write it: subviews measured at their ideal size, wrapped onto the next
  /// row when the next one would pass the width offered, placed by `place(at:proposal:)`.
  @Test func anAppsFlowLayoutPlacesItsSubviewsWhereItsCodeSays() throws {
    let views = try ViewEvaluator.evaluate(
      FlowLayout(spacing: 4) {
        Color.red.frame(width: 60, height: 20)
        Color.green.frame(width: 60, height: 20)
        Color.blue.frame(width: 60, height: 30)
      }, in: EnvironmentValues())
    let node = try #require(views.first)
    #expect(node.typeName == "FlowLayout")
    let root = ViewLayout.layout(views, width: 140, height: 100, showsContainerBackground: true, typeName: "Widget")
    let flow = try #require(Self.first(named: "FlowLayout", in: root), "\(root)")
    #expect(flow.frame.width == 124 && flow.frame.height == 54, "two of 60 and a gap of 4 on the first row, the third below: \(flow.frame)")
    #expect(
      flow.children.map(\.frame) == [
        ViewRect(x: 0, y: 0, width: 60, height: 20), ViewRect(x: 64, y: 0, width: 60, height: 20),
        ViewRect(x: 0, y: 24, width: 60, height: 30),
      ], "\(flow.children.map(\.frame))")
  }

  /// A subview's `layoutValue(key:value:)` and `layoutPriority(_:)` reach the layout through its
  /// proxy, the key's default where the view sets none; a layout with a cache of its own builds
  /// it from the subviews; the anchor given to `place(at:anchor:proposal:)` is the point placed.
  @Test func layoutValuesPrioritiesCachesAndAnchorsReachTheLayout() throws {
    let views = try ViewEvaluator.evaluate(
      RankedColumn {
        Color.red.frame(width: 20, height: 10).layoutValue(key: Rank.self, value: 2)
        Color.blue.frame(width: 20, height: 10).layoutPriority(1)
      }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 100, height: 100, showsContainerBackground: true, typeName: "Widget")
    let column = try #require(Self.first(named: "RankedColumn", in: root), "\(root)")
    #expect(
      column.children.map(\.frame) == [ViewRect(x: 40, y: 20, width: 20, height: 10), ViewRect(x: 40, y: 10, width: 20, height: 10)],
      "rank 2 at y 20 and priority 1 at y 10, each centred on x 50 by its top anchor: \(column.children.map(\.frame))")
  }

  /// A subview the layout never places is centred in the layout's bounds; a size or a place that
  /// is not a number (an app's arithmetic gone wrong) is drawn at zero, never carried to the host.
  @Test func anUnplacedSubviewIsCentredAndANonFiniteAnswerIsNeverDrawn() throws {
    let views = try ViewEvaluator.evaluate(
      CarelessLayout { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 10, height: 10) }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 100, height: 60, showsContainerBackground: true, typeName: "Widget")
    let careless = try #require(Self.first(named: "CarelessLayout", in: root), "\(root)")
    #expect(careless.frame.width.isFinite && careless.frame.height.isFinite, "\(careless.frame)")
    let frames = careless.children.map(\.frame)
    #expect(frames.count == 2)
    #expect(frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }, "\(frames)")
    #expect(frames[1] == ViewRect(x: careless.frame.width / 2 - 5, y: careless.frame.height / 2 - 5, width: 10, height: 10), "\(frames)")
  }

  /// A subview proposed its own ideal size takes that size: a padded text offered back the width
  /// it asked for stays on one line (the padding's arithmetic is a hair off in floating point).
  @Test func aSubviewProposedItsIdealSizeKeepsIt() throws {
    let views = try ViewEvaluator.evaluate(
      IdealSizes { Text("Hills").font(.caption2).padding(.horizontal, 6).padding(.vertical, 2) }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 170, height: 170, showsContainerBackground: true, typeName: "Widget")
    let layout = try #require(Self.first(named: "IdealSizes", in: root), "\(root)")
    let tag = try #require(layout.children.first)
    #expect(tag.frame.height == 11 * 1.2 + 4, "one line of 11-point text and 2 points above and below: \(tag.frame)")
  }

  /// The built-in stack layouts' own methods, which a custom layout may call, line subviews up
  /// one after another with their spacing.
  @Test func aStackLayoutsOwnMethodsLineSubviewsUp() throws {
    let views = try ViewEvaluator.evaluate(
      Wrapped(base: HStackLayout(spacing: 6)) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 16) },
      in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 200, height: 100, showsContainerBackground: true, typeName: "Widget")
    let row = try #require(Self.first(named: "Wrapped<HStackLayout>", in: root), "\(root)")
    #expect(row.frame.width == 56 && row.frame.height == 16, "\(row.frame)")
    #expect(row.children.map(\.frame) == [ViewRect(x: 0, y: 3, width: 20, height: 10), ViewRect(x: 26, y: 0, width: 30, height: 16)])
  }

  private static func first(named typeName: String, in node: ViewNode) -> ViewNode? {
    if node.typeName == typeName { return node }
    for child in node.children { if let found = first(named: typeName, in: child) { return found } }
    return nil
  }
}

private struct FlowLayout: Layout {
  var spacing: CGFloat
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    rows(proposal.width ?? .infinity, subviews).size
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (subview, origin) in zip(subviews, rows(bounds.width, subviews).origins) {
      subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
    }
  }
  private func rows(_ width: CGFloat, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
    var (x, y, rowHeight, widest) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    var origins: [CGPoint] = []
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width { (x, y, rowHeight) = (0, y + rowHeight + spacing, 0) }
      origins.append(CGPoint(x: x, y: y))
      widest = max(widest, x + size.width)
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    return (CGSize(width: widest, height: y + rowHeight), origins)
  }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

private struct RankedColumn: Layout {
  struct Cache { var count: Int }
  func makeCache(subviews: Subviews) -> Cache { Cache(count: subviews.count) }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    precondition(cache.count == subviews.count)
    for subview in subviews {
      let row = CGFloat(subview[Rank.self]) + CGFloat(subview.priority)
      subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY + row * 10), anchor: .top, proposal: .unspecified)
    }
  }
}

private struct CarelessLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.nan, height: .infinity)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: CGPoint(x: CGFloat.nan, y: .infinity), proposal: ProposedViewSize(width: .nan, height: .infinity))
  }
}

/// Each subview at the top left, proposed its ideal size.
private struct IdealSizes: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(subview.sizeThatFits(.unspecified))) }
  }
}

/// A custom layout that hands its work to a built-in one.
private struct Wrapped<Base: Layout>: Layout where Base.Cache == () {
  let base: Base
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}
