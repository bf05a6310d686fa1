import UIKit

/// An app whose structure is SwiftUI's, as SwiftUI's `App`: `@main` on a type adopting it starts
/// it under the host as UIKit's `main()` starts an app delegate. Its window group's content is
/// shown in a `UIHostingController`, in a scene SwiftUI's own scene delegate manages
/// (`AppHostingSceneDelegate`), with `@Environment(\.scenePhase)` the scene's phase when the screen
/// is captured, in the app and in its views.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes (a `WindowGroup`).
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  /// SwiftUI makes the app once, at launch.
  @MainActor @preconcurrency init()
}

extension App {
  /// Starts the app, as `@main` does on iOS.
  @MainActor @preconcurrency
  public static func main() {
    AppHost.current = AppHost(app: Self())
    UIApplication.run(delegateType: AppHostingDelegate.self)
  }
}

/// A part of an app's structure, as SwiftUI's `Scene`: a `WindowGroup`, or scenes made of others.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene is made of.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

/// The body type of the primitive scenes (`WindowGroup`...), as in SwiftUI.
extension Never: Scene {}

/// A scene whose window shows a view: the window group's root, or nil (a scene of another kind).
@MainActor
protocol PrimitiveScene {
  /// The view a window of this scene shows, with what the scene's modifiers add to it.
  var rootView: AnyView? { get }
}

extension Scene {
  /// The view this scene's window shows: its own, or its body's first.
  var windowRoot: AnyView? {
    if let primitive = self as? any PrimitiveScene { return primitive.rootView }
    return body.windowRoot
  }
}

/// Builds an app's scenes, as SwiftUI's `SceneBuilder`.
@MainActor @resultBuilder
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
    TupleScene(repeat each content)
  }
  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> { OptionalScene(content) }
  public static func buildEither<First: Scene, Second: Scene>(first: First) -> EitherScene<First, Second> { EitherScene(first: first) }
  public static func buildEither<First: Scene, Second: Scene>(second: Second) -> EitherScene<First, Second> { EitherScene(second: second) }
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> AnyScene { AnyScene(content) }
}

/// Several scenes; a window shows the first window group's.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
  let scenes: (repeat each Content)
  init(_ scenes: repeat each Content) { self.scenes = (repeat each scenes) }
  public var body: Never { fatalError("TupleScene has no body") }
  var rootView: AnyView? {
    var found: AnyView?
    for scene in repeat each scenes { if found == nil { found = scene.windowRoot } }
    return found
  }
}

/// A scene an `if` without `else` left out, or kept.
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
  let content: Content?
  init(_ content: Content?) { self.content = content }
  public var body: Never { fatalError("OptionalScene has no body") }
  var rootView: AnyView? { content?.windowRoot }
}

/// One of two scenes an `if`/`else` chose.
public struct EitherScene<First: Scene, Second: Scene>: Scene, PrimitiveScene {
  let first: First?
  let second: Second?
  init(first: First) { (self.first, second) = (first, nil) }
  init(second: Second) { (first, self.second) = (nil, second) }
  public var body: Never { fatalError("EitherScene has no body") }
  var rootView: AnyView? { first?.windowRoot ?? second?.windowRoot }
}

/// A scene of any type (an `if #available` branch).
public struct AnyScene: Scene, PrimitiveScene {
  let base: any Scene
  init(_ base: some Scene) { self.base = base }
  public var body: Never { fatalError("AnyScene has no body") }
  var rootView: AnyView? { base.windowRoot }
}

/// A window group, as SwiftUI's `WindowGroup`: on iPhone, the app's one window, showing `content`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("WindowGroup has no body") }
  var rootView: AnyView? { AnyView(content) }
}

/// A scene with a view modifier for its window's content (`onChange(of:)` on a scene).
public struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
  let content: Content
  let modify: @MainActor (AnyView) -> AnyView
  public var body: Never { fatalError("ModifiedScene has no body") }
  var rootView: AnyView? { content.windowRoot.map(modify) }
}

extension Scene {
  /// Runs `action` when `value` changed since the screen was last captured, as a view's
  /// `onChange(of:)` does; on a scene it watches the app's values (`scenePhase`).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
    ModifiedScene(content: self) { AnyView($0.onChange(of: value, perform: action)) }
  }

  /// Runs `action` with the old and new value when `value` changed (iOS 17).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
    -> some Scene
  {
    ModifiedScene(content: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs `action` when `value` changed (iOS 17).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
    ModifiedScene(content: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// The defaults `@AppStorage` reads in this scene: accepted; `@AppStorage` names its own store.
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
  /// The URLs this scene handles: accepted; the app has one scene.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}
