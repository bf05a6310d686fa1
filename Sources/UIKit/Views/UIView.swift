public import CoreGraphics
public import Foundation

/// A view, as UIKit's `UIView`: a frame in its superview, subviews back to front, hidden, alpha,
/// background colour, tag, clipping, and `UIView.animate` on the app's simulated clock.
///
/// What matters for the App Switcher is kept exact (the tree, visibility, opacity, what covers
/// what); drawing is the host's (it receives the tree, `ViewCapture`).
@MainActor @preconcurrency
open class UIView: UIResponder {
  /// Its name for state restoration (kept; the host restores no state).
  open var restorationIdentifier: String?
  private var storedFrame: CGRect
  private var storedAlpha: CGFloat = 1
  private var storedBackgroundColor: UIColor?
  private var storedTransform = CGAffineTransform.identity
  private var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: UIView?
  /// The view controller whose `view` this is.
  weak var owningViewController: UIViewController?
  /// Its identity in the captured tree (`ViewCapture`), given at its first capture.
  var captureIdentity: Int?

  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
  }

  public required init?(coder: NSCoder) {
    storedFrame = .zero
    super.init()
  }

  public convenience override init() { self.init(frame: .zero) }

  /// A picture of this view as it looks now, as UIKit's `snapshotView(afterScreenUpdates:)`: a view
  /// of the same frame and background showing what this one shows at this moment (its text
  /// included), frozen; a cover built from it hides nothing unless something (a blur) is drawn
  /// over it, as on the phone.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    SnapshotView.picture(of: self)
  }

  open override var next: UIResponder? { owningViewController ?? superview }

  // MARK: Geometry

  /// The frame in the superview's coordinates; animatable.
  open var frame: CGRect {
    get { storedFrame }
    set {
      let old = storedFrame
      storedFrame = newValue
      AnimationClock.shared.changed(self, .frame(from: old, to: newValue))
      if old.size != newValue.size { setNeedsLayout() }
    }
  }

  /// The view's own coordinates: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame = CGRect(x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2, width: newValue.width, height: newValue.height) }
  }

  /// The frame's centre, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// How the view is drawn moved, stretched or turned about its centre; animatable. `frame`,
  /// `bounds` and `center` keep the untransformed rectangle here (on iOS `frame` reads as the
  /// transformed rectangle's bounding box); the App Switcher's capture draws the view transformed.
  open var transform: CGAffineTransform {
    get { storedTransform }
    set {
      let old = storedTransform
      storedTransform = newValue
      AnimationClock.shared.changed(self, .transform(from: old, to: newValue))
    }
  }

  // MARK: Appearance

  open var isHidden = false
  /// 0...1; animatable.
  open var alpha: CGFloat {
    get { storedAlpha }
    set {
      let old = storedAlpha
      storedAlpha = newValue
      AnimationClock.shared.changed(self, .alpha(from: old, to: newValue))
    }
  }
  /// Animatable.
  open var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set {
      let old = storedBackgroundColor
      storedBackgroundColor = newValue
      AnimationClock.shared.changed(self, .backgroundColor(from: old, to: newValue))
    }
  }
  open var isOpaque = true
  open var clipsToBounds = false
  open var tag = 0
  /// The appearance asked for this view and those inside it (kept; the host resolves colours in
  /// the light appearance, as a view that does not ask gets on a phone in light mode).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  /// The class's appearance proxy, as `UIAppearance`'s: what is set on it is kept, not applied
  /// (bars and controls are drawn in the system's appearance). A subclass of an app's gets its
  /// UIKit ancestor's proxy.
  open class func appearance() -> UIView { AppearanceProxies.proxy(UIView.self) { UIView(frame: .zero) } }
  /// The proxy inside `containerTypes`: the class's proxy.
  open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView {
    appearance()
  }
  open var tintColor: UIColor! = .systemBlue
  open var isUserInteractionEnabled = true
  open var contentMode: ContentMode = .scaleToFill
  open var autoresizingMask: AutoresizingMask = []
  open var translatesAutoresizingMaskIntoConstraints = true
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  /// The layer's few properties code sets (corner radius, masking); its delegate is this view.
  public private(set) lazy var layer: CALayer = {
    let layer = CALayer()
    layer.owner = self
    return layer
  }()

  // MARK: Gestures

  /// The gesture recognizers attached with `addGestureRecognizer(_:)`; nil when none. Kept: no
  /// touches reach an app here, so none recognizes.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { recognizer.view = nil }
      attachedGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` to this view, taking it from the view it was on.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let other = gestureRecognizer.view, other !== self { other.removeGestureRecognizer(gestureRecognizer) }
    guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from this view.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  // MARK: Hierarchy

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds `view` on top of the subviews, removing it from its old superview first.
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      return
    }
    view.removeFromSuperview()
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.didMoveToSuperview()
    view.didMoveToWindow()
    didAddSubview(view)
    setNeedsLayout()
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
  }

  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count - 1)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
    didMoveToWindow()
  }

  /// This view or the first descendant (depth first) whose tag is `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Makes this view, or the view inside it that is first responder, resign that status, as
  /// `UIView.endEditing(_:)` does before a privacy cover goes up. Answers whether every one that
  /// was asked resigned (true when none is first responder).
  @discardableResult open func endEditing(_ force: Bool) -> Bool {
    let resigned = isFirstResponder ? resignFirstResponder() : true
    return subviews.reduce(resigned) { all, subview in subview.endEditing(force) && all }
  }

  /// Whether this view is `view` or lies inside it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func didMoveToWindow() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Layout

  private(set) var needsLayout = true

  open func setNeedsLayout() { needsLayout = true }

  // MARK: Drawing

  /// Marks the view's drawing as stale: the App Switcher's capture calls `draw(_:)` anew each time.
  open func setNeedsDisplay() {}
  /// Marks part of the view's drawing as stale (see `setNeedsDisplay()`).
  open func setNeedsDisplay(_ invalidRect: CGRect) {}

  /// Draws the view's own content, beneath its subviews, as UIKit's `draw(_:)`: override it and
  /// draw into the current context (`UIBezierPath`, `UIRectFill`, `String.draw`, images). Each
  /// capture of the screen calls it with the view's bounds; what it draws is read like views (its
  /// text, its filled rectangles and ovals).
  open func draw(_ rect: CGRect) {}

  /// Draws a picture of the view and its subviews, as they show now, into the current drawing
  /// (a `UIGraphicsImageRenderer`'s), filling `rect`; false outside a drawing. What the picture
  /// shows is read wherever the image is shown, as on the phone a copy of the screen shows it.
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let canvas = DrawingCanvas.current else { return false }
    canvas.picture(ViewCapture.picture(of: self), drawnAt: bounds.size, in: rect)
    return true
  }
  /// Lays out this view and its subviews now, if they need it.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }
  /// Places subviews; the default applies the active constraints of the subviews that do not
  /// translate their autoresizing mask (`AutoLayoutSolver`), as UIKit's does.
  open func layoutSubviews() { AutoLayoutSolver.layOutSubviews(of: self) }

  /// The active constraints that involve this view (either item).
  var layoutConstraints: [NSLayoutConstraint] = []

  /// The area not covered by bars and the sensor housing, as a guide.
  public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = makeGuide { $0.safeAreaInsets }
  /// The view's bounds inset by `layoutMargins`, as a guide.
  public private(set) lazy var layoutMarginsGuide: UILayoutGuide = makeGuide { $0.layoutMargins }
  /// The margins `layoutMarginsGuide` keeps (UIKit's default, 8 points each side).
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  private final func makeGuide(_ inset: @escaping @MainActor (UIView) -> UIEdgeInsets) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.owningView = self
    guide.inset = inset
    return guide
  }
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  open func sizeToFit() { frame.size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) }
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  // MARK: Hit testing

  /// The deepest visible view under `point` (in this view's coordinates) that takes touches, as
  /// UIKit finds it: nothing when this view is hidden, nearly transparent, not interactive or
  /// not under the point; else the last subview that answers, else this view. An overlay window
  /// that returns nil for itself lets touches through to the windows below.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let inner = CGPoint(x: point.x - subview.frame.origin.x, y: point.y - subview.frame.origin.y)
      if let hit = subview.hitTest(inner, with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (in this view's coordinates) lies within its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  // MARK: Coordinates

  /// `point` in this view's coordinates, converted to `view`'s (the window's when nil).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let mine = originOnScreen
    let theirs = (view ?? window)?.originOnScreen ?? .zero
    return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  private var originOnScreen: CGPoint {
    var point = CGPoint.zero
    var view: UIView? = self
    while let current = view {
      point.x += current.frame.origin.x
      point.y += current.frame.origin.y
      view = current.superview
    }
    return point
  }

  /// How the view resizes with its superview, as `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How content fills the view, as `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
      bottomLeft, bottomRight
  }
}
