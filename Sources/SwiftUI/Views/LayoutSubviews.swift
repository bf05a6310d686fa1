public import Foundation
import Synchronization

/// A proxy for one view a layout places, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable, Sendable {
  let proxy: LayoutSubviewProxy

  /// The size the view takes for `proposal` (an unspecified dimension: its ideal size).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proxy.measure(proposal) }

  /// The view's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// Places the view's `anchor` at `position` (in the bounds the layout was given), the view
  /// sized for `proposal`. A view never placed is centred in the bounds.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    proxy.placement.withLock { $0 = LayoutSubviewProxy.Placement(position: position, anchor: anchor, proposal: proposal) }
  }

  /// The view's `layoutPriority(_:)`, 0 when it sets none.
  public var priority: Double { proxy.values.priority }

  /// The spacing the view prefers around it.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// The value the view gave `key` with `layoutValue(key:value:)`, else the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { proxy.values.value(for: K.self) ?? K.defaultValue }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.proxy === rhs.proxy }
}

/// The views a layout places, in order, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  let subviews: ArraySlice<LayoutSubview>

  init(_ subviews: ArraySlice<LayoutSubview>) { self.subviews = subviews }

  /// Which way text runs: left to right here, as the widgets' locale reads.
  public var layoutDirection: LayoutDirection { .leftToRight }
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(subviews[bounds]) }
}

/// What a layout learns of and tells one subview while it is laid out. Sendable as checked, as
/// Apple's proxies are: the measure captures only Sendable values and the placement is locked.
final class LayoutSubviewProxy: Sendable {
  struct Placement: Sendable {
    let position: CGPoint
    let anchor: UnitPoint
    let proposal: ProposedViewSize
  }

  let measure: @Sendable (ProposedViewSize) -> CGSize
  let values: LayoutValues
  let placement = Mutex<Placement?>(nil)

  /// Where the layout placed the subview; nil when it did not.
  var placed: Placement? { placement.withLock { $0 } }

  init(values: LayoutValues, measure: @escaping @Sendable (ProposedViewSize) -> CGSize) {
    self.values = values
    self.measure = measure
  }
}

/// What a view gives its layout: `layoutValue(key:value:)` and `layoutPriority(_:)`.
///
/// `@unchecked Sendable` because an app's values need not be `Sendable` (Apple's `LayoutValueKey`
/// does not ask it) while the tree that carries them is. They never cross a thread: a tree is
/// evaluated and laid out in one call on the main actor (`WidgetRequests`' render, a
/// `UIHostingController`'s capture), which keeps nothing of it but the laid-out `ViewNode`s, and
/// nothing here mutates a value once it is set.
package struct LayoutValues: Hashable, @unchecked Sendable {
  var priority: Double = 0
  private var values: [ObjectIdentifier: Any] = [:]

  mutating func set<K: LayoutValueKey>(_ value: K.Value, for key: K.Type) { values[ObjectIdentifier(key)] = value }

  func value<K: LayoutValueKey>(for key: K.Type) -> K.Value? { values[ObjectIdentifier(key)] as? K.Value }

  /// Values whose descriptions are the same are taken as the same (a value need not be Hashable).
  package static func == (lhs: LayoutValues, rhs: LayoutValues) -> Bool {
    lhs.priority == rhs.priority && lhs.described == rhs.described
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(priority)
    hasher.combine(described)
  }

  private var described: [String: String] {
    Dictionary(uniqueKeysWithValues: values.map { (String(describing: $0.key), String(describing: $0.value)) })
  }
}

/// A view whose evaluated nodes carry layout values for the layout that places them.
struct LayoutValueView<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout LayoutValues) -> Void

  var body: Never { fatalError("LayoutValueView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(content).map { node in
      var node = node
      var values = node.layoutValues ?? LayoutValues()
      change(&values)
      node.layoutValues = values
      return node
    }
  }
}
