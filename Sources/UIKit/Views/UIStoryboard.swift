public import Foundation

/// A storyboard, as UIKit's `UIStoryboard`. Storyboards are compiled Interface Builder files that
/// cannot be loaded here, so each view controller it makes stands in: the launch screen
/// (`LaunchScreen`, Xcode's name for it, which by Apple's rules shows no user content) as an opaque
/// screen of the system background, any other storyboard's as the app's content, marked so, which
/// the App Switcher report then counts as readable.
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
  /// The storyboard's name (`Main`, `LaunchScreen`).
  public let name: String

  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// The storyboard's initial view controller, stood in.
  open func instantiateInitialViewController() -> UIViewController? { StoryboardViewController(storyboard: name) }

  /// The view controller with storyboard identifier `identifier`, stood in.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    StoryboardViewController(storyboard: name)
  }

  /// The view controller with storyboard identifier `identifier` (iOS 13): what `creator` makes
  /// from the storyboard's coder, else the stand-in, else the class made with `init(coder:)` as
  /// a storyboard makes it (its outlets empty: the storyboard's views cannot be loaded here).
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    if let creator, let made = creator(NSCoder()) { return made }
    if let standIn = StoryboardViewController(storyboard: name) as? ViewController { return standIn }
    guard let made = ViewController(coder: NSCoder()) else {
      fatalError("the storyboard '\(name)' cannot make a \(ViewController.self) for '\(identifier)'")
    }
    return made
  }
}

/// A view controller from a storyboard that cannot be loaded: its view is the stand-in.
final class StoryboardViewController: UIViewController {
  private let storyboard: String

  init(storyboard: String) {
    self.storyboard = storyboard
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    storyboard = ""
    super.init(coder: coder)
  }

  override func loadView() {
    if storyboard == "LaunchScreen" {
      let screen = UIView(frame: UIScreen.main.bounds)
      screen.backgroundColor = .systemBackground
      view = screen
    } else {
      view = StoryboardStandInView(storyboard: storyboard)
    }
  }
}
