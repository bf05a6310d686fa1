public import Foundation

/// Haptics, as UIKit's `UIFeedbackGenerator`: the host has no Taptic Engine, so preparing and
/// playing change nothing.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
  public override init() { super.init() }
  open func prepare() {}
}

/// A tap of some weight, as UIKit's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public let style: FeedbackStyle
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }
  public override convenience init() { self.init(style: .medium) }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error haptics, as UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The tick of a changing selection, as UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

/// The status bar of a window scene, as UIKit's `UIStatusBarManager`: an iPhone's, shown, in the
/// default style.
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
  let screen: UIScreen
  init(screen: UIScreen) {
    self.screen = screen
    super.init()
  }
  /// The bar across the top of the screen, 54 points tall (an iPhone with the Dynamic Island).
  open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: screen.bounds.width, height: 54) }
  open var statusBarStyle: UIStatusBarStyle { .default }
  open var isStatusBarHidden: Bool { false }
}
