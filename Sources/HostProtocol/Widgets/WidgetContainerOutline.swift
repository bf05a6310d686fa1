/// The outline of a widget's container by family, as the home screen and the Lock Screen cut it:
/// the one shape both the widget's own `ContainerRelativeShape` and the host's pictures use.
///
/// `accessoryCircular` is a circle and `accessoryInline` has no container; the others have
/// rounded corners: 22 points for the home screen's families and 11 for the rectangular accessory
/// (measured from iPhone screenshots; Apple does not publish them).
public enum WidgetContainerOutline {
  /// Whether a widget of `family` (`accessoryCircular`) is a circle.
  public static func isCircle(family: String) -> Bool { family == "accessoryCircular" }

  /// The corner radius of a widget of `family`; nil for a circle, for `accessoryInline` (no
  /// container) and for a name that is not a family.
  public static func cornerRadius(family: String) -> Double? {
    switch family {
    case "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge": 22
    case "accessoryRectangular", "accessoryCorner": 11
    default: nil
    }
  }
}
