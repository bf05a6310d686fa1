public import Foundation
public import UIKit

// Modifiers of an app's SwiftUI screens that change nothing a snapshot at rest shows: input
// traits, focus, swipe actions and menus (closed), subscriptions and events (the host sends
// none). Accepted so that real code compiles. Presentations are drawn when up (Presentations.swift).

extension View {
  // Text input.
  public func keyboardType(_ type: UIKeyboardType) -> some View { unrecorded() }
  public func textContentType(_ textContentType: UITextContentType?) -> some View { unrecorded() }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { unrecorded() }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { unrecorded() }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { unrecorded() }
  public func disableAutocorrection(_ disable: Bool?) -> some View { unrecorded() }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { unrecorded() }
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { unrecorded() }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { unrecorded() }
  public func textSelection(_ selectability: TextSelectability) -> some View { unrecorded() }

  // Search: the field is under the navigation title, empty at a snapshot taken at rest.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
    unrecorded()
  }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
    unrecorded()
  }
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> some View { unrecorded() }

  // Focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { unrecorded() }
  public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View { unrecorded() }

  // Rows and menus.
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T)
    -> some View
  { unrecorded() }
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { unrecorded() }
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
    unrecorded()
  }
  public func listRowBackground<V: View>(_ view: V?) -> some View { unrecorded() }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { unrecorded() }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { unrecorded() }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { unrecorded() }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { unrecorded() }
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    unrecorded()
  }
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { unrecorded() }
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { unrecorded() }

  // Navigation and presentations: nothing is pushed or presented at a snapshot here.
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
    -> some View
  { unrecorded() }
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    unrecorded()
  }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { unrecorded() }
  public func navigationBarHidden(_ hidden: Bool) -> some View { unrecorded() }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { unrecorded() }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { unrecorded() }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { unrecorded() }
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { unrecorded() }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { unrecorded() }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { unrecorded() }

  // Events the host does not send.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { unrecorded() }
  public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { unrecorded() }
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { unrecorded() }

  // Geometry effects that move what was laid out, not what it reads.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View { unrecorded() }
  public func coordinateSpace(name: String) -> some View { unrecorded() }
}

/// Extra space around a view's content, as SwiftUI's `safeAreaInset(edge:)`: the inset view is
/// placed at that edge, in a stack with the content.
extension View {
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
  }
}

extension ForEach where Content: View {
  /// Rows a person can delete by swiping, as SwiftUI's `onDelete(perform:)` (accepted).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
  /// Rows a person can reorder, as SwiftUI's `onMove(perform:)` (accepted).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }
}

/// How a text field draws, as SwiftUI's `TextFieldStyle`; the built-in ones are named.
public protocol TextFieldStyle {}
/// A built-in text field style.
public struct NamedTextFieldStyle: TextFieldStyle, Sendable { let name: String }
extension TextFieldStyle where Self == NamedTextFieldStyle {
  public static var automatic: NamedTextFieldStyle { NamedTextFieldStyle(name: "automatic") }
  public static var plain: NamedTextFieldStyle { NamedTextFieldStyle(name: "plain") }
  public static var roundedBorder: NamedTextFieldStyle { NamedTextFieldStyle(name: "roundedBorder") }
}
/// The rounded-border style by its type's name, as SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable { public init() {} }
/// The plain style by its type's name, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable { public init() {} }

/// How a menu draws, as SwiftUI's `MenuStyle`; the built-in ones are named.
public protocol MenuStyle {}
/// A built-in menu style.
public struct NamedMenuStyle: MenuStyle, Sendable { let name: String }
extension MenuStyle where Self == NamedMenuStyle {
  public static var automatic: NamedMenuStyle { NamedMenuStyle(name: "automatic") }
  public static var button: NamedMenuStyle { NamedMenuStyle(name: "button") }
}

/// How typed text is capitalised, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What the return key says, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public struct TextSelectability: Sendable {
  let enabled: Bool
  public static let enabled = TextSelectability(enabled: true)
  public static let disabled = TextSelectability(enabled: false)
}

/// How scrolling treats the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// Whether the drawer's field stays, as SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// A bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// A sheet's resting height, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// A haptic, as SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }

  /// An impact's weight, as SwiftUI's `SensoryFeedback.Weight`.
  public struct Weight: Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }
  /// An impact's flexibility, as SwiftUI's `SensoryFeedback.Flexibility`.
  public struct Flexibility: Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }
}

/// What a matched geometry effect matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
