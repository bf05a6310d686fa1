// Gestures, as SwiftUI declares them. The host draws a view still (a widget's entry, an app's
// App Switcher snapshot) and never touches it, and WidgetKit itself runs no gesture in a widget
// (only `Button`, `Toggle`, `Link` and `widgetURL` answer a tap there). So a gesture is kept and
// never recognized: its actions never run, and the view it is attached to reads as it would
// without it.

/// A gesture, as SwiftUI's `Gesture`: kept, never recognized (see above).
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The value the gesture reports as it changes and ends.
  associatedtype Value
  /// The gesture this one is made of; `Never` for SwiftUI's own.
  associatedtype Body: Gesture
  /// The gesture this one is made of.
  var body: Body { get }
}

/// The body type of SwiftUI's own gestures, as in SwiftUI.
extension Never: Gesture {
  public typealias Value = Never
}

/// A tap, or `count` taps, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
  /// How many taps the gesture needs.
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }

  public typealias Value = Void
  public var body: Never { fatalError("TapGesture has no body") }
}

/// A gesture with an action for its end, as SwiftUI's `_EndedGesture`: the action is kept and
/// never run, as the gesture is never recognized.
public struct _EndedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void

  public typealias Value = Content.Value
  public var body: Never { fatalError("_EndedGesture has no body") }
}

extension Gesture {
  /// Adds an action to run when the gesture ends: kept, never run here (see above).
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

/// Which of a view's gestures an added gesture leaves enabled, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// No gesture: neither the added one nor the subviews'.
  public static let none = GestureMask([])
  /// The added gesture, not the subviews'.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures, not the added one.
  public static let subviews = GestureMask(rawValue: 2)
  /// The added gesture and the subviews'.
  public static let all = GestureMask(rawValue: 3)
}

// Attaching a gesture changes nothing a person sees: the view reads as it would without it.
extension View {
  /// Attaches a gesture below the view's own: kept, never recognized.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { unrecorded() }
  /// Attaches a gesture recognized beside the view's own: kept, never recognized.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { unrecorded() }
  /// Attaches a gesture above the view's own: kept, never recognized.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { unrecorded() }
}
