public import Foundation

/// A nib, as UIKit's `UINib`. Nibs are compiled Interface Builder files that cannot be loaded
/// here, so instantiating one gives one stand-in view, as `UIStoryboard` does: the launch screen
/// (`LaunchScreen`) as an opaque screen of the system background, any other nib as the app's
/// content, marked so, which the App Switcher report then counts as readable.
@MainActor @preconcurrency
open class UINib: NSObject {
  /// Options for instantiating a nib, as UIKit's `UINib.OptionsKey` (accepted).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Replacement objects for the nib's external references.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name (`LaunchScreen`, `ProfileView`).
  let name: String

  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// The nib's top-level objects: one stand-in view.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
    [Self.standIn(named: name)]
  }

  /// The view that stands in for the nib called `name`.
  static func standIn(named name: String) -> UIView {
    guard name == "LaunchScreen" else { return StoryboardStandInView(storyboard: name) }
    let screen = UIView(frame: UIScreen.main.bounds)
    screen.backgroundColor = .systemBackground
    return screen
  }
}

extension Bundle {
  /// The nib called `name`'s top-level objects, as UIKit's `Bundle.loadNibNamed(_:owner:options:)`:
  /// one stand-in view (see `UINib`).
  @MainActor @preconcurrency
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
