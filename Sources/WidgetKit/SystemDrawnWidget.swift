import HostProtocol
package import SwiftUI

/// A widget of the bundle that iOS draws without a timeline: a Live Activity
/// (`ActivityConfiguration`), drawn from the app's ActivityKit updates, or a control
/// (`ControlWidget`), drawn from its value provider. The host serves timeline widgets only; the
/// runtime names these in its `widget/kinds` answer, so a bundle made only of them is reported
/// as what it holds rather than as nothing.
package struct SystemDrawnWidget {
  /// What it is, as the host's note names it (`a Live Activity of DeliveryAttributes`).
  package let description: String

  /// The Live Activity whose attributes are `attributes`.
  static func liveActivity(of attributes: Any.Type) -> _WidgetDescription {
    _WidgetDescription(SystemDrawnWidget(description: "a Live Activity of \(RuntimeTypes.name(of: attributes))"))
  }

  /// The control `control`.
  static func control(_ control: Any.Type) -> _WidgetDescription {
    _WidgetDescription(SystemDrawnWidget(description: "the control \(RuntimeTypes.name(of: control))"))
  }
}

extension _WidgetDescription {
  /// The widget iOS draws without a timeline that this description holds; nil for a kind.
  package var systemDrawn: SystemDrawnWidget? { content as? SystemDrawnWidget }
}
