public import Foundation

/// A custom type of an intent's parameter, as Intents' `INObject`: the base class of the types
/// Xcode generates from an `.intentdefinition` file (a city, an account), identified by
/// `identifier` and shown as `displayString`.
open class INObject: NSObject {
  /// What the app knows the object by.
  public let identifier: String?
  /// What the person sees.
  public let displayString: String
  /// How Siri says it.
  public let pronunciationHint: String?
  /// A second line under `displayString`.
  open var subtitleString: String?

  /// An object known as `identifier`, shown as `display`.
  public init(identifier: String?, display: String, pronunciationHint: String?) {
    self.identifier = identifier
    displayString = display
    self.pronunciationHint = pronunciationHint
    super.init()
  }

  /// An object known as `identifier`, shown as `display`.
  public convenience init(identifier: String?, display: String) {
    self.init(identifier: identifier, display: display, pronunciationHint: nil)
  }

  /// An object known as `identifier`, shown as `display` over `subtitle`.
  public convenience init(identifier: String?, display: String, subtitle: String?) {
    self.init(identifier: identifier, display: display, pronunciationHint: nil)
    subtitleString = subtitle
  }

  open override var description: String { displayString }
}
