/// The widget sizes a parameter's collection size is given for, as AppIntents'
/// `IntentWidgetFamily` (`@Parameter(title:size:)`).
public enum IntentWidgetFamily: Hashable, Sendable {
  case systemSmall
  case systemMedium
  case systemLarge
  case systemExtraLarge
  case systemExtraLargePortrait
  case accessoryCircular
  case accessoryRectangular
  case accessoryInline
  case accessoryCorner
}

/// How many values an array parameter holds in one widget family, as AppIntents'
/// `IntentCollectionSize`: an integer literal is an exact size.
public struct IntentCollectionSize: Equatable, Sendable, ExpressibleByIntegerLiteral {
  /// The fewest values.
  public let minimum: Int
  /// The most values.
  public let maximum: Int

  /// Exactly `count` values.
  public init(exactly count: Int) {
    minimum = count
    maximum = count
  }

  /// Between `min` and `max` values.
  public init(min: Int, max: Int) {
    minimum = min
    maximum = max
  }

  public init(integerLiteral value: Int) { self.init(exactly: value) }
}
