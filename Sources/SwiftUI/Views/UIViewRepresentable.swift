public import UIKit

/// A UIKit view shown in SwiftUI, as SwiftUI's `UIViewRepresentable` (a blur behind a privacy
/// mask, a map, a text view). When the view is evaluated, the view is made and updated once with
/// the context, laid out in the space SwiftUI offers, and read as UIKit's views are: a
/// `UIVisualEffectView` blurs what lies beneath it, a label's text can be read.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public var body: Never { fatalError("\(Self.self) is a UIKit view: it has no body") }

  /// The UIKit view, made, updated and captured in the offered space.
  func representedNodes(in context: EvaluationContext) -> [EvaluatedView] {
    let representableContext = Context(coordinator: makeCoordinator(), environment: context.environment)
    let view = makeUIView(context: representableContext)
    updateUIView(view, context: representableContext)
    return [EvaluatedView(representing: view, typeName: String(describing: Self.self), in: context)]
  }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a representable view is made and updated with, as SwiftUI's `UIViewRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The object `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view is evaluated in.
  public var environment: EnvironmentValues
}

extension EvaluatedView {
  /// A node that shows `view`, captured after laying it out in the container's size.
  @MainActor
  init(representing view: UIView, typeName: String, in context: EvaluationContext) {
    let size = context.environment.containerSize
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    self.init(kind: .uikit, typeName: typeName)
    uikitNode = view.capturedNode()
  }
}
