public import Foundation

/// The few `CALayer` properties view code sets; they do not change what the host draws except
/// `masksToBounds`, which clips like `clipsToBounds`. A view's layer has the view as its delegate
/// and its subviews' layers as its sublayers, as on iOS; layers are not added or drawn on their own.
@MainActor @preconcurrency
public final class CALayer {
  public var cornerRadius: CGFloat = 0
  public var masksToBounds = false
  public var borderWidth: CGFloat = 0
  public var zPosition: CGFloat = 0
  public var opacity: Float = 1
  public var shadowOpacity: Float = 0
  public var shadowRadius: CGFloat = 0
  /// The view whose layer this is.
  weak var owner: UIView?
  nonisolated init() {}

  /// The view whose layer this is.
  public var delegate: (any CALayerDelegate)? { owner }
  /// The layer of the view's superview.
  public var superlayer: CALayer? { owner?.superview?.layer }
  /// The layers of the view's subviews, back to front; nil when it has none.
  public var sublayers: [CALayer]? {
    let layers = owner?.subviews.map(\.layer) ?? []
    return layers.isEmpty ? nil : layers
  }

  /// Draws the layer into `context` as `snapshotView(afterScreenUpdates:)` pictures a view: its
  /// bounds filled with its background colour, its content not reproduced (an image is opaque to
  /// the App Switcher's reading either way).
  public func render(in context: CGContext) {
    guard let owner else { return }
    context.setFillColor((owner.backgroundColor ?? .systemBackground).cgColor)
    context.fill(CGRect(origin: .zero, size: owner.bounds.size))
  }
}

/// What a layer's delegate is, as Core Animation's `CALayerDelegate`: a view.
@MainActor @preconcurrency
public protocol CALayerDelegate: AnyObject {}

extension UIView: CALayerDelegate {}
