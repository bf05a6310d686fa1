public import Foundation

// The built-in stacks as layouts (iOS 16), which `AnyLayout` switches between: in a view they
// are the stacks themselves (`Layout._builtInStack`); their own `sizeThatFits` and
// `placeSubviews`, for a custom layout that calls them, line the subviews up one after another.

/// A row, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    StackArrangement(axis: .horizontal, spacing: spacing).size(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    StackArrangement(axis: .horizontal, spacing: spacing).place(in: bounds, across: alignment.name, subviews)
  }
  public var _builtInStack: _BuiltInStackLayout? {
    _BuiltInStackLayout(kind: .hstack, typeName: "HStackLayout", alignment: alignment.name, spacing: spacing)
  }
}

/// A column, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    StackArrangement(axis: .vertical, spacing: spacing).size(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    StackArrangement(axis: .vertical, spacing: spacing).place(in: bounds, across: alignment.name, subviews)
  }
  public var _builtInStack: _BuiltInStackLayout? {
    _BuiltInStackLayout(kind: .vstack, typeName: "VStackLayout", alignment: alignment.name, spacing: spacing)
  }
}

/// Views on top of each other, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(proposal) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let anchor = UnitPoint(alignment)
    for subview in subviews {
      let at = CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
      subview.place(at: at, anchor: anchor, proposal: ProposedViewSize(bounds.size))
    }
  }
  public var _builtInStack: _BuiltInStackLayout? {
    _BuiltInStackLayout(kind: .zstack, typeName: "ZStackLayout", alignment: alignment.name, spacing: nil)
  }
}

/// A grid of `GridRow`s, as SwiftUI's `GridLayout`: its rows in a column, as `Grid` is here.
public struct GridLayout: Layout {
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    StackArrangement(axis: .vertical, spacing: verticalSpacing).size(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    StackArrangement(axis: .vertical, spacing: verticalSpacing).place(in: bounds, across: alignment.horizontal.name, subviews)
  }
  public var _builtInStack: _BuiltInStackLayout? {
    _BuiltInStackLayout(kind: .vstack, typeName: "GridLayout", alignment: alignment.horizontal.name, spacing: verticalSpacing)
  }
}

/// A layout of any type, as SwiftUI's `AnyLayout`: switching between layouts by a condition
/// (`isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`).
public struct AnyLayout: Layout {
  let base: any Layout

  public init<L: Layout>(_ layout: L) {
    base = (layout as? AnyLayout)?.base ?? layout
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    Self.size(of: base, proposal, subviews)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    Self.place(base, in: bounds, proposal, subviews)
  }

  public var _builtInStack: _BuiltInStackLayout? { base._builtInStack }

  static func size<L: Layout>(of layout: L, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  static func place<L: Layout>(_ layout: L, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

extension LayoutProperties {
  init(stackOrientation: Axis) {
    self.init()
    self.stackOrientation = stackOrientation
  }
}

extension UnitPoint {
  /// The point of a unit square `alignment` names.
  init(_ alignment: Alignment) {
    let horizontal = ["leading": 0.0, "trailing": 1.0][alignment.horizontal.name] ?? 0.5
    let vertical = ["top": 0.0, "bottom": 1.0][alignment.vertical.name] ?? 0.5
    self.init(x: horizontal, y: vertical)
  }
}

/// Subviews one after another along an axis, each at its ideal length, lined up across.
private struct StackArrangement {
  let axis: Axis
  let spacing: CGFloat?

  private var gap: CGFloat { spacing ?? 8 }

  private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
    axis == .horizontal ? ProposedViewSize(width: nil, height: proposal.height) : ProposedViewSize(width: proposal.width, height: nil)
  }

  func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(offer(proposal)) }
    let gaps = gap * CGFloat(max(sizes.count - 1, 0))
    return axis == .horizontal
      ? CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
      : CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
  }

  func place(in bounds: CGRect, across alignment: String, _ subviews: LayoutSubviews) {
    let proposal = offer(ProposedViewSize(bounds.size))
    let acrossAnchor = ["leading": 0.0, "top": 0.0, "trailing": 1.0, "bottom": 1.0][alignment] ?? 0.5
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(proposal)
      if axis == .horizontal {
        subview.place(
          at: CGPoint(x: position, y: bounds.minY + bounds.height * acrossAnchor), anchor: UnitPoint(x: 0, y: acrossAnchor),
          proposal: proposal)
        position += size.width + gap
      } else {
        subview.place(
          at: CGPoint(x: bounds.minX + bounds.width * acrossAnchor, y: position), anchor: UnitPoint(x: acrossAnchor, y: 0),
          proposal: proposal)
        position += size.height + gap
      }
    }
  }
}
