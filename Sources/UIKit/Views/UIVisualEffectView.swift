public import Foundation

/// A view that blurs what lies beneath it, as UIKit's `UIVisualEffectView`; put content above
/// the blur in `contentView`.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
  private var storedEffect: UIVisualEffect?
  /// The effect; animatable (an effect animated in shows as strongly as its animation has gone).
  open var effect: UIVisualEffect? {
    get { storedEffect }
    set {
      let old = storedEffect
      storedEffect = newValue
      AnimationClock.shared.changed(self, .effect(from: old, to: newValue))
    }
  }
  /// Subviews drawn above the blur.
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    storedEffect = effect
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A view with no effect yet, as `UIVisualEffectView()` makes one on iOS (Objective-C's
  /// inherited `init`); assign `effect` later.
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  open override var frame: CGRect {
    didSet { contentView.frame = bounds }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
