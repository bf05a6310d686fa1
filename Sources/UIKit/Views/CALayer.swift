public import Foundation
import HostProtocol

/// A layer, as Core Animation's `CALayer`. A view's layer has the view as its delegate and its
/// subviews' layers as its sublayers, as on iOS; of the properties view code sets, only
/// `masksToBounds` (which clips like `clipsToBounds`) changes what the host draws. A layer made on
/// its own and added to another (`window.layer.addSublayer(cover)`, a privacy cover) is captured
/// with its frame, fill, opacity and contents, above the subviews of the layer it was added to.
@MainActor @preconcurrency
open class CALayer {
  open var cornerRadius: CGFloat = 0
  open var masksToBounds = false
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var zPosition: CGFloat = 0
  open var opacity: Float = 1
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 0
  open var shadowColor: CGColor?
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  /// The view whose layer this is; nil for a layer made on its own (`CALayer()`).
  weak var owner: UIView?
  /// Its identity in the captured tree (`ViewCapture`), given at its first capture.
  var captureIdentity: Int?
  /// The layers added with `addSublayer(_:)`, back to front: drawn above the subviews' layers.
  private(set) var addedSublayers: [CALayer] = []
  private weak var addedTo: CALayer?
  private var ownFrame: CGRect = .zero
  private var ownBackgroundColor: CGColor?

  /// Animations added with `add(_:forKey:)`, by key: kept, not run (see `add(_:forKey:)`).
  private var animations: [String: CAAnimation] = [:]
  private var unkeyedAnimations: [CAAnimation] = []

  /// A layer of its own, as an app adds one over a view (`view.layer.addSublayer(cover)`).
  public nonisolated init() {}

  /// The view whose layer this is.
  public var delegate: (any CALayerDelegate)? { owner }
  /// The layer it was added to, or the layer of its view's superview.
  public var superlayer: CALayer? { addedTo ?? owner?.superview?.layer }
  /// The layers of the view's subviews, then the layers added to it, back to front; nil when none.
  public var sublayers: [CALayer]? {
    let layers = (owner?.subviews.map(\.layer) ?? []) + addedSublayers
    return layers.isEmpty ? nil : layers
  }

  /// Where it is in its superlayer: its view's frame, or its own.
  public var frame: CGRect {
    get { owner?.frame ?? ownFrame }
    set { if let owner { owner.frame = newValue } else { ownFrame = newValue } }
  }
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// Its fill: its view's background colour, or its own.
  public var backgroundColor: CGColor? {
    get { owner.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
    set { if let owner { owner.backgroundColor = newValue?.color } else { ownBackgroundColor = newValue } }
  }
  /// What it shows (an image: opaque to the App Switcher's reading).
  public var contents: Any?
  private var ownIsHidden = false
  /// Whether it is drawn: its view's `isHidden`, or its own.
  public var isHidden: Bool {
    get { owner?.isHidden ?? ownIsHidden }
    set { if let owner { owner.isHidden = newValue } else { ownIsHidden = newValue } }
  }
  public var name: String?

  /// Puts `layer` above the others added here (a layer of its own; a view's layer stays with its view).
  open func addSublayer(_ layer: CALayer) {
    guard layer !== self, layer.owner == nil else { return }
    layer.removeFromSuperlayer()
    addedSublayers.append(layer)
    layer.addedTo = self
  }

  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self, layer.owner == nil else { return }
    layer.removeFromSuperlayer()
    addedSublayers.insert(layer, at: min(Int(index), addedSublayers.count))
    layer.addedTo = self
  }

  /// Adds an animation, as Core Animation does. It is kept, not run: the layer shows its model
  /// values (what the code set), not the animation's frames, so a cover faded in with a layer
  /// animation counts as shown at once. `UIView.animate` and `UIViewPropertyAnimator` are the
  /// animations the App Switcher check plays on its clock.
  open func add(_ animation: CAAnimation, forKey key: String?) {
    if let key { animations[key] = animation } else { unkeyedAnimations.append(animation) }
  }

  /// The animation added under `key`.
  open func animation(forKey key: String) -> CAAnimation? { animations[key] }

  /// The keys of the animations added with one.
  open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }

  open func removeAnimation(forKey key: String) { animations[key] = nil }

  open func removeAllAnimations() {
    animations = [:]
    unkeyedAnimations = []
  }

  /// Accepted: layers are laid out by their views here.
  open func setNeedsLayout() {}
  open func layoutSublayers() {}
  open func setNeedsDisplay() {}

  /// What the capture reads of this layer beyond its frame, fill, opacity and contents: a
  /// gradient's colours, a shape's fill.
  func decorate(_ node: inout ViewNode) {}

  /// Takes it out of the layer it was added to.
  open func removeFromSuperlayer() {
    addedTo?.addedSublayers.removeAll { $0 === self }
    addedTo = nil
  }

  /// Draws the layer and its sublayers into `context` at their size, as its view's
  /// `drawHierarchy(in:afterScreenUpdates:)` does: what the picture shows is read wherever the
  /// image is shown.
  open func render(in context: CGContext) {
    guard let owner, let canvas = context.canvas else { return }
    canvas.picture(ViewCapture.picture(of: owner), drawnAt: owner.bounds.size, in: CGRect(origin: .zero, size: owner.bounds.size))
  }
}

/// What a layer's delegate is, as Core Animation's `CALayerDelegate`: a view.
@MainActor @preconcurrency
public protocol CALayerDelegate: AnyObject {}

extension UIView: CALayerDelegate {}
