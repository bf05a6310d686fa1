public import Foundation

/// The appearance proxies of UIKit's views, as `UIAppearance`: `UINavigationBar.appearance()`
/// answers one stand-in view of the class, whose properties an app sets at launch. The host
/// keeps what is set there and applies none of it: bars are drawn in the system's appearance.
@MainActor @preconcurrency
public protocol UIAppearance: AnyObject {}

/// A container an appearance can be scoped to, as `UIAppearanceContainer`.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// One proxy per view class, made the first time its class is asked. A class's proxy is an
/// instance of the UIKit class that declares `appearance()` (an app's subclass gets its UIKit
/// ancestor's: Linux has no Objective-C runtime to make an instance of any class safely).
@MainActor
enum AppearanceProxies {
  private static var proxies: [ObjectIdentifier: UIView] = [:]

  static func proxy<View: UIView>(_ type: View.Type, make: () -> View) -> View {
    if let proxy = proxies[ObjectIdentifier(type)] as? View { return proxy }
    let proxy = make()
    proxies[ObjectIdentifier(type)] = proxy
    return proxy
  }
}

/// The look of a bar, as UIKit's `UIBarAppearance` (kept, not applied).
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
  open var backgroundColor: UIColor?
  open var backgroundImage: UIImage?
  open var backgroundEffect: UIBlurEffect?
  open var shadowColor: UIColor?
  open var shadowImage: UIImage?

  public override init() { super.init() }
  public required init(barAppearance: UIBarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    backgroundEffect = barAppearance.backgroundEffect
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
    super.init()
  }

  open func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
  }
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundEffect = nil
  }
  open func configureWithTransparentBackground() {
    backgroundColor = .clear
    backgroundEffect = nil
    shadowColor = .clear
  }
  open func copy() -> Self { Self(barAppearance: self) }
}

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment = UIOffset()
}

/// A tab bar's look, as UIKit's `UITabBarAppearance`.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
  open var selectionIndicatorTintColor: UIColor?
}

/// A toolbar's look, as UIKit's `UIToolbarAppearance`.
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {}

/// An offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let zero = UIOffset()
}
