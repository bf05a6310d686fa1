public import SwiftUI

// An accessory widget's label (iOS 16): watchOS draws it around a complication; an iPhone's Lock
// Screen ignores it, so a person reads nothing of it here, and `showsWidgetLabel` is false.

private struct ShowsWidgetLabelKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// Whether an accessory widget can show a label beside its view: false on iPhone, where the
  /// Lock Screen ignores `widgetLabel`, as Apple documents it.
  public var showsWidgetLabel: Bool {
    get { self[ShowsWidgetLabelKey.self] }
    set { self[ShowsWidgetLabelKey.self] = newValue }
  }
}

extension View {
  /// The label a watchOS complication shows around an accessory widget. Accepted and not shown:
  /// the iPhone's Lock Screen ignores it.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
  /// A text label, ignored on the iPhone's Lock Screen as `widgetLabel(label:)` is.
  public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { self }
  /// A text label, ignored on the iPhone's Lock Screen as `widgetLabel(label:)` is.
  @_disfavoredOverload
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// Draws an accessory widget's content along the curve of a watch face's corner (watchOS,
  /// iOS 17 SDK). Accepted and without effect: an iPhone's Lock Screen has no curved corner.
  public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}
