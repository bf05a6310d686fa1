/// Where a person sees a widget of a family, by the family's name: the accessory families are the
/// Lock Screen's; the others are the home screen's, which a locked phone shows only in StandBy.
public enum WidgetScreen {
  /// WidgetKit's families by name (`WidgetFamily`'s cases), the only ones a widget extension
  /// offers: the command line's `--family` and an extension's `widget/kinds` answer are checked
  /// against them.
  public static let families = [
    "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular",
    "accessoryInline",
  ]

  /// Whether `family` is one of the Lock Screen's (`accessoryCircular`, `accessoryRectangular`,
  /// `accessoryInline`).
  public static func isLockScreenFamily(_ family: String) -> Bool { family.hasPrefix("accessory") }

  /// Whether a widget of `family` seen with the phone `locked` is in StandBy (dark, its
  /// container background removed): a home screen family on a locked phone.
  public static func isStandBy(family: String, locked: Bool) -> Bool { locked && !isLockScreenFamily(family) }
}
