public import Foundation
public import UIKit

// Previews, as Xcode's DeveloperToolsSupport and SwiftUI declare them. Xcode draws previews on a
// Mac; the host never runs them. The macros are type-checked like any call (a preview that would
// not compile in Xcode does not compile here) and expand to nothing (the `PreviewsMacros`
// plug-in).

/// A preview of a view; its body is a view builder, as in Xcode (`let` declarations before the view).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// A preview of a view, with traits.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// A preview of a UIKit view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView) =
  #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// A preview of a UIKit view controller.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) =
  #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// The body of a UIKit `#Preview`, as DeveloperToolsSupport's `PreviewMacroBodyBuilder`: one
/// view or controller, after any `let` declarations. Being a builder, it also keeps a SwiftUI
/// body (`let model = …; MyView(model)`) from matching the UIKit previews.
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
  public static func buildBlock(_ content: Content) -> Content { content }
}

/// Marks a variable of a preview's body as the preview's own state (`@Previewable @State var …`).
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "PreviewableMacro")

/// What a preview is, as DeveloperToolsSupport's `Preview`.
public struct Preview {
  /// The traits of a view's preview.
  public enum ViewTraits {}
}

/// A trait of a preview, as DeveloperToolsSupport's `PreviewTrait`.
public struct PreviewTrait<T>: Sendable {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(name: "fixedLayout") }
  public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
}

/// A type that makes previews, as SwiftUI's `PreviewProvider` (the style before `#Preview`).
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview runs on, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

/// Where a preview is drawn, as SwiftUI's `PreviewContext` (WidgetKit's `WidgetPreviewContext`).
public protocol PreviewContext {}

/// A device to preview on, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// The size of a preview, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of a preview, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
  public func previewContext<C: PreviewContext>(_ context: C) -> some View { unrecorded() }
  public func previewDisplayName(_ value: String?) -> some View { unrecorded() }
  public func previewLayout(_ value: PreviewLayout) -> some View { unrecorded() }
  public func previewDevice(_ value: PreviewDevice?) -> some View { unrecorded() }
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { unrecorded() }
}
