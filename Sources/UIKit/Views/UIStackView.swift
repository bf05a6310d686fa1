public import Foundation

/// A row or column of views, as UIKit's `UIStackView`: it places its arranged subviews one after
/// another along `axis`, `spacing` apart, each at its intrinsic size (`fillEqually`: equal
/// shares), aligned across the axis by `alignment`; its own intrinsic size is theirs together.
@MainActor @preconcurrency
open class UIStackView: UIView {
  /// How arranged subviews share the axis, as `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How arranged subviews sit across the axis, as `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
  open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
  open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    setNeedsLayout()
  }

  open override func willRemoveSubview(_ subview: UIView) { removeArrangedSubview(subview) }

  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { customSpacing[ObjectIdentifier(arrangedSubview)] = spacing }
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat { customSpacing[ObjectIdentifier(arrangedSubview)] ?? spacing }
  private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

  private var shown: [UIView] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }
  private var margins: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

  /// A view's size for the stack: what its own constraints fix, else its intrinsic size, else its frame's.
  private func size(of view: UIView) -> CGSize {
    let fixed = AutoLayoutSolver.fixedSize(of: view)
    let intrinsic = view.intrinsicContentSize
    return CGSize(
      width: fixed.width ?? (intrinsic.width >= 0 ? intrinsic.width : view.frame.width),
      height: fixed.height ?? (intrinsic.height >= 0 ? intrinsic.height : view.frame.height))
  }

  private func gaps(_ views: [UIView]) -> CGFloat { views.dropLast().reduce(0) { $0 + customSpacing(after: $1) } }

  open override var intrinsicContentSize: CGSize {
    let views = shown
    guard !views.isEmpty else { return CGSize(width: margins.left + margins.right, height: margins.top + margins.bottom) }
    let sizes = views.map(size(of:))
    let along = sizes.reduce(0) { $0 + (axis == .horizontal ? $1.width : $1.height) } + gaps(views)
    let across = sizes.map { axis == .horizontal ? $0.height : $0.width }.max() ?? 0
    return axis == .horizontal
      ? CGSize(width: along + margins.left + margins.right, height: across + margins.top + margins.bottom)
      : CGSize(width: across + margins.left + margins.right, height: along + margins.top + margins.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = shown
    guard !views.isEmpty else { return }
    let area = bounds.inset(by: margins)
    let horizontal = axis == .horizontal
    let room = horizontal ? area.width : area.height
    let across = horizontal ? area.height : area.width
    var lengths = views.map { horizontal ? size(of: $0).width : size(of: $0).height }
    var extraGap: CGFloat = 0
    let free = room - lengths.reduce(0, +) - gaps(views)
    switch distribution {
    case .fillEqually:
      lengths = Array(repeating: max(0, (room - gaps(views)) / CGFloat(views.count)), count: views.count)
    case .equalSpacing, .equalCentering:
      if views.count > 1, free > 0 { extraGap = free / CGFloat(views.count - 1) }
    case .fill, .fillProportionally:
      if free > 0, let last = lengths.indices.last { lengths[last] += free }
    }
    var position = horizontal ? area.minX : area.minY
    for (index, view) in views.enumerated() {
      let natural = horizontal ? size(of: view).height : size(of: view).width
      let thickness = alignment == .fill ? across : min(natural, across)
      let start = horizontal ? area.minY : area.minX
      let offset: CGFloat =
        switch alignment {
        case .fill, .leading, .firstBaseline: 0
        case .center: (across - thickness) / 2
        case .trailing, .lastBaseline: across - thickness
        }
      view.frame =
        horizontal
        ? CGRect(x: position, y: start + offset, width: lengths[index], height: thickness)
        : CGRect(x: start + offset, y: position, width: thickness, height: lengths[index])
      position += lengths[index] + customSpacing(after: view) + extraGap
    }
  }
}
