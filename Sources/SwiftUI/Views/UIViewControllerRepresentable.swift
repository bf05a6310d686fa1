public import UIKit

/// A UIKit view controller shown in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`: made
/// and updated once with the context when the view is evaluated; its view is laid out in the
/// space SwiftUI offers and read as UIKit's views are.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  public var body: Never { fatalError("\(Self.self) is a UIKit view controller: it has no body") }

  /// The controller's view, made, updated and captured in the offered space.
  func representedNodes(in context: EvaluationContext) -> [EvaluatedView] {
    let representableContext = Context(coordinator: makeCoordinator(), environment: context.environment)
    let controller = makeUIViewController(context: representableContext)
    updateUIViewController(controller, context: representableContext)
    return [EvaluatedView(representing: controller.view, typeName: String(describing: Self.self), in: context)]
  }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a representable controller is made and updated with, as SwiftUI's
/// `UIViewControllerRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The object `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view is evaluated in.
  public var environment: EnvironmentValues
}
