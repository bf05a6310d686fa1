public import Foundation

/// A space of coordinates with bounds, as UIKit's `UICoordinateSpace`: here the screen's (a
/// window scene's `coordinateSpace`, a screen's `coordinateSpace`); no point conversion.
@MainActor @preconcurrency
public protocol UICoordinateSpace: AnyObject {
  /// The space's bounds, in points.
  var bounds: CGRect { get }
}

extension UIScreen: UICoordinateSpace {
  /// The screen's coordinate space: its bounds, in points.
  public var coordinateSpace: any UICoordinateSpace { self }
}

extension UIWindowScene {
  /// The scene's coordinate space: its screen's, as for a full-screen scene on iPhone
  /// (`UIWindow(frame: windowScene.coordinateSpace.bounds)` makes a screen-sized window).
  public var coordinateSpace: any UICoordinateSpace { screen }
}
