// On iOS, `import Intents` brings Foundation.
@_exported public import Foundation

/// A SiriKit intent, as Intents' `INIntent`: the base class of the configuration intents Xcode
/// generates from an `.intentdefinition` file, for `IntentConfiguration` widgets. The host shows
/// a widget with its default configuration (`init()`).
open class INIntent: NSObject {
  /// The parameters set by key (see `INIntent+KeyValueCoding.swift`); empty in the default
  /// configuration.
  var parameterValues: [String: Any] = [:]

  public override required init() { super.init() }
}
