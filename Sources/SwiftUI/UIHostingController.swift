public import Foundation
package import HostProtocol
public import UIKit

/// A view controller that shows a SwiftUI view, as SwiftUI's `UIHostingController`: an app's
/// scene delegate sets one as its window's root. When the App Switcher captures the window, the
/// view is evaluated and laid out in the controller's bounds, as the phone would draw it (light
/// appearance unless `overrideUserInterfaceStyle` says dark; no redaction: iOS redacts widgets,
/// not an app's snapshot; `scenePhase` is the window's scene's, so a privacy overlay shown for
/// `scenePhase != .active` covers the snapshot, and `onChange(of: scenePhase)` runs when it
/// changed since the last capture).
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view shown.
  public var rootView: Content {
    didSet { (viewIfLoaded as? _UIHostingView<Content>)?.rootView = rootView }
  }
  /// How the controller sizes itself to its content (accepted).
  public var sizingOptions: UIHostingControllerSizingOptions = []

  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { nil }

  open override func loadView() {
    let hosting = _UIHostingView(rootView: rootView, frame: UIScreen.main.bounds)
    hosting.owner = self
    view = hosting
  }
}

/// How a hosting controller sizes itself, as SwiftUI's `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The view of a `UIHostingController`: its SwiftUI content, evaluated when captured.
public final class _UIHostingView<Content: View>: UIView, HostedContent {
  var rootView: Content
  weak var owner: UIViewController?
  /// What the root view's evaluations remember from one capture to the next.
  private let graph = HostedViewGraph()

  init(rootView: Content, frame: CGRect) {
    self.rootView = rootView
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  public required init?(coder: NSCoder) { nil }

  package func hostedNodes() -> [ViewNode] {
    var environment = EnvironmentValues()
    environment.colorScheme = owner?.overrideUserInterfaceStyle == .dark ? .dark : .light
    environment.containerSize = bounds.size
    environment.scenePhase = scenePhase
    environment.viewGraph = graph
    var evaluated: [EvaluatedView]?
    // An action that sets state changes what the view shows, and may change what another
    // `onChange` watches: evaluate until none is due (a few rounds at most).
    for _ in 0..<4 {
      graph.beginEvaluation()
      evaluated = try? ViewEvaluator.evaluate(rootView, in: environment)
      guard graph.endEvaluation() else { break }
    }
    guard let views = evaluated else { return [] }
    let root = ViewLayout.layout(
      views, width: Double(bounds.width), height: Double(bounds.height), showsContainerBackground: true,
      typeName: "UIHostingController")
    return root.children
  }

  /// The phase of the scene the window is in; an app without scenes follows the application.
  private var scenePhase: ScenePhase {
    if let scene = window?.windowScene { return ScenePhase(scene.activationState) }
    return ScenePhase(UIApplication.shared.applicationState)
  }
}
