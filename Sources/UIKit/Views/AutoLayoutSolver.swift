import Foundation

/// Solves the active constraints of a view's subviews into their frames, when the view lays out.
///
/// Not UIKit's linear-programming engine: equalities are applied in priority order (the first
/// that fixes an attribute wins), one item at a time once what it refers to is known, for up to
/// a few passes; then inequalities clamp the result. A subview without a size from its
/// constraints takes its intrinsic content size, and keeps its frame on an axis nothing fixes.
/// That covers how apps pin covers, centre logos and stack labels; a layout that needs the
/// engine's trade-offs (conflicts, optional constraints that lose) may come out differently.
@MainActor
enum AutoLayoutSolver {
  /// The value of each attribute that is known so far, per constrained subview.
  private typealias Known = [NSLayoutConstraint.Attribute: CGFloat]

  static func layOutSubviews(of parent: UIView) {
    let targets = parent.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints && !$0.layoutConstraints.isEmpty }
    guard !targets.isEmpty else { return }
    let targetIDs = Set(targets.map(ObjectIdentifier.init))
    var seen = Set<ObjectIdentifier>()
    let constraints = targets.flatMap(\.layoutConstraints)
      .filter { seen.insert(ObjectIdentifier($0)).inserted }
      .enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
    var known: [ObjectIdentifier: Known] = [:]
    var solved: [ObjectIdentifier: CGRect] = [:]

    /// The value of `attribute` of `item` in the parent's coordinates, when known.
    func value(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
      let attribute = normalized(attribute)
      if let view = item as? UIView, targetIDs.contains(ObjectIdentifier(view)) {
        if let rect = solved[ObjectIdentifier(view)] { return read(attribute, of: rect) }
        return known[ObjectIdentifier(view)]?[attribute]
      }
      guard let rect = frame(of: item, in: parent) else { return nil }
      return read(attribute, of: rect)
    }
    func target(_ item: AnyObject?) -> UIView? {
      guard let view = item as? UIView, targetIDs.contains(ObjectIdentifier(view)), solved[ObjectIdentifier(view)] == nil else {
        return nil
      }
      return view
    }
    func learn(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ number: CGFloat) -> Bool {
      let attribute = normalized(attribute)
      guard known[ObjectIdentifier(view)]?[attribute] == nil, number.isFinite else { return false }
      known[ObjectIdentifier(view), default: [:]][attribute] = number
      return true
    }

    for _ in 0..<(targets.count + 3) {
      var changed = false
      for constraint in constraints where constraint.relation == .equal {
        let m = constraint.multiplier
        if let view = target(constraint.firstItem) {
          if constraint.secondItem == nil {
            changed = learn(view, constraint.firstAttribute, constraint.constant) || changed
          } else if target(constraint.secondItem) == nil || constraint.secondItem === constraint.firstItem,
            let other = value(constraint.secondItem, constraint.secondAttribute)
          {
            changed = learn(view, constraint.firstAttribute, m * other + constraint.constant) || changed
          }
        } else if let view = target(constraint.secondItem), m != 0, let first = value(constraint.firstItem, constraint.firstAttribute) {
          changed = learn(view, constraint.secondAttribute, (first - constraint.constant) / m) || changed
        }
      }
      for view in targets where solved[ObjectIdentifier(view)] == nil {
        let facts = known[ObjectIdentifier(view)] ?? [:]
        let intrinsic = view.intrinsicContentSize
        if let x = axis(facts[.left], facts[.right], facts[.centerX], facts[.width], intrinsic.width),
          let y = axis(facts[.top], facts[.bottom], facts[.centerY], facts[.height], intrinsic.height)
        {
          solved[ObjectIdentifier(view)] = CGRect(x: x.start, y: y.start, width: x.size, height: y.size)
          changed = true
        }
      }
      if !changed { break }
    }
    for view in targets {
      let id = ObjectIdentifier(view)
      var rect = solved[id] ?? partial(known[id] ?? [:], view: view)
      for constraint in constraints where constraint.relation != .equal && constraint.firstItem === view {
        let other = constraint.secondItem == nil ? 0 : value(constraint.secondItem, constraint.secondAttribute)
        guard let other else { continue }
        let bound = constraint.multiplier * other + constraint.constant
        let now = read(normalized(constraint.firstAttribute), of: rect)
        let violated = constraint.relation == .greaterThanOrEqual ? now < bound : now > bound
        if violated { rect = write(normalized(constraint.firstAttribute), bound, into: rect) }
      }
      solved[id] = rect
      if view.frame != rect { view.frame = rect }
    }
  }

  /// The width and height `view`'s own constraints fix (`widthAnchor.constraint(equalToConstant:)`,
  /// and a ratio to its other dimension), for a stack view sizing its arranged subviews.
  static func fixedSize(of view: UIView) -> (width: CGFloat?, height: CGFloat?) {
    var width: CGFloat?
    var height: CGFloat?
    let own = view.layoutConstraints.filter { $0.relation == .equal && $0.firstItem === view && $0.isActive }
    for _ in 0..<2 {
      for constraint in own {
        let result: CGFloat?
        if constraint.secondItem == nil {
          result = constraint.constant
        } else if constraint.secondItem === view {
          let other = constraint.secondAttribute == .width ? width : constraint.secondAttribute == .height ? height : nil
          result = other.map { constraint.multiplier * $0 + constraint.constant }
        } else {
          result = nil
        }
        if constraint.firstAttribute == .width, width == nil { width = result }
        if constraint.firstAttribute == .height, height == nil { height = result }
      }
    }
    return (width, height)
  }

  /// Start and size on one axis from what is known, the intrinsic size filling in the size.
  private static func axis(_ start: CGFloat?, _ end: CGFloat?, _ center: CGFloat?, _ size: CGFloat?, _ intrinsic: CGFloat)
    -> (start: CGFloat, size: CGFloat)?
  {
    var length = size
    if length == nil, let start, let end { length = end - start }
    if length == nil, let start, let center { length = 2 * (center - start) }
    if length == nil, let end, let center { length = 2 * (end - center) }
    if length == nil, intrinsic >= 0 { length = intrinsic }
    guard let length else { return nil }
    if let start { return (start, length) }
    if let end { return (end - length, length) }
    if let center { return (center - length / 2, length) }
    return nil
  }

  /// A frame from partial knowledge: what is known, the current frame for the rest.
  private static func partial(_ facts: Known, view: UIView) -> CGRect {
    let frame = view.frame
    let intrinsic = view.intrinsicContentSize
    let x = axis(facts[.left], facts[.right], facts[.centerX], facts[.width] ?? (intrinsic.width >= 0 ? nil : frame.width), intrinsic.width)
      ?? (facts[.width] == nil ? (frame.minX, frame.width) : (frame.minX, facts[.width] ?? frame.width))
    let y = axis(facts[.top], facts[.bottom], facts[.centerY], facts[.height] ?? (intrinsic.height >= 0 ? nil : frame.height), intrinsic.height)
      ?? (facts[.height] == nil ? (frame.minY, frame.height) : (frame.minY, facts[.height] ?? frame.height))
    return CGRect(x: x.start, y: y.start, width: x.size, height: y.size)
  }

  /// Leading and trailing as left and right (left-to-right text), baselines at the bottom.
  private static func normalized(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
    switch attribute {
    case .leading: .left
    case .trailing: .right
    case .firstBaseline, .lastBaseline: .bottom
    default: attribute
    }
  }

  private static func read(_ attribute: NSLayoutConstraint.Attribute, of rect: CGRect) -> CGFloat {
    switch attribute {
    case .left, .leading: rect.minX
    case .right, .trailing: rect.maxX
    case .top: rect.minY
    case .bottom, .firstBaseline, .lastBaseline: rect.maxY
    case .width: rect.width
    case .height: rect.height
    case .centerX: rect.midX
    case .centerY: rect.midY
    case .notAnAttribute: 0
    }
  }

  /// `rect` moved (edges, centre) or resized (width, height) so `attribute` reads `number`.
  private static func write(_ attribute: NSLayoutConstraint.Attribute, _ number: CGFloat, into rect: CGRect) -> CGRect {
    var rect = rect
    switch attribute {
    case .left, .leading: rect.origin.x = number
    case .right, .trailing: rect.origin.x = number - rect.width
    case .top: rect.origin.y = number
    case .bottom, .firstBaseline, .lastBaseline: rect.origin.y = number - rect.height
    case .width: rect.size.width = number
    case .height: rect.size.height = number
    case .centerX: rect.origin.x = number - rect.width / 2
    case .centerY: rect.origin.y = number - rect.height / 2
    case .notAnAttribute: break
    }
    return rect
  }

  /// A view's or layout guide's rectangle in `parent`'s coordinates.
  private static func frame(of item: AnyObject?, in parent: UIView) -> CGRect? {
    if let view = item as? UIView {
      return view === parent ? parent.bounds : view.convert(view.bounds, to: parent)
    }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      return owner === parent ? guide.layoutFrame : owner.convert(guide.layoutFrame, to: parent)
    }
    return nil
  }
}
