public import Foundation

// Modifiers that move, transform, clip, animate or describe a view, as SwiftUI declares them.
// What a person can read on a widget does not depend on them, so they are accepted and the
// evaluated tree does not record them; `hidden()` and `blur(radius:)` are the exceptions: they
// make their content invisible or unreadable, as on the phone.
extension View {
  public func hidden() -> some View { nodeModifier { _ in .opacity(0) } }

  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  { unrecorded() }
  /// The view drawn moved by `offset`, its place in the layout unchanged.
  public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
  /// The view drawn moved by `x` and `y`, its place in the layout unchanged.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { nodeModifier { _ in .offset(x: Double(x), y: Double(y)) } }
  public func position(_ position: CGPoint) -> some View { unrecorded() }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { unrecorded() }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { unrecorded() }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View { unrecorded() }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { unrecorded() }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { unrecorded() }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { unrecorded() }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { unrecorded() }
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { unrecorded() }
  public func scaledToFit() -> some View { unrecorded() }
  public func scaledToFill() -> some View { unrecorded() }
  public func clipped(antialiased: Bool = false) -> some View { unrecorded() }
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { unrecorded() }
  public func mask<Mask: View>(_ mask: Mask) -> some View { unrecorded() }
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { unrecorded() }
  public func fixedSize() -> some View { unrecorded() }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { unrecorded() }
  public func zIndex(_ value: Double) -> some View { unrecorded() }
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { unrecorded() }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { unrecorded() }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { unrecorded() }
  public func gridCellColumns(_ count: Int) -> some View { unrecorded() }
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { unrecorded() }
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { unrecorded() }
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { unrecorded() }
  /// Margins around scrolling content (iOS 17; accepted: nothing scrolls at a render).
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
    -> some View
  { unrecorded() }
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { unrecorded() }

  /// Blurs the view: text under a blur too strong for its size cannot be read, as on the phone
  /// (see ``BlurRadius``).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    nodeModifier { _ in .blur(style: BlurRadius.equivalentBlurStyle(radius: Double(radius))) }
  }
  public func saturation(_ amount: Double) -> some View { unrecorded() }
  public func brightness(_ amount: Double) -> some View { unrecorded() }
  public func contrast(_ amount: Double) -> some View { unrecorded() }
  public func grayscale(_ amount: Double) -> some View { unrecorded() }
  public func hueRotation(_ angle: Angle) -> some View { unrecorded() }
  public func colorMultiply(_ color: Color) -> some View { unrecorded() }
  public func colorInvert() -> some View { unrecorded() }
  public func luminanceToAlpha() -> some View { unrecorded() }
  public func blendMode(_ blendMode: BlendMode) -> some View { unrecorded() }
  public func compositingGroup() -> some View { unrecorded() }
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { unrecorded() }

  public func animation(_ animation: Animation?) -> some View { unrecorded() }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { unrecorded() }
  /// Changes the transaction of the view's changes (`.transaction { $0.animation = nil }`):
  /// accepted, as the animations are (a widget is drawn still).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { unrecorded() }
  public func transition(_ transition: AnyTransition) -> some View { unrecorded() }
  public func contentTransition(_ transition: ContentTransition) -> some View { unrecorded() }

  public func disabled(_ disabled: Bool) -> some View { unrecorded() }
  public func allowsHitTesting(_ enabled: Bool) -> some View { unrecorded() }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { unrecorded() }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { unrecorded() }
  /// Hides the labels of the controls inside (`EnvironmentValues.labelsVisibility`).
  public func labelsHidden() -> some View { environmentChange { $0.labelsVisibility = .hidden } }
  /// Whether the controls inside show their labels (iOS 18).
  public func labelsVisibility(_ visibility: Visibility) -> some View { environmentChange { $0.labelsVisibility = visibility } }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { unrecorded() }
  /// The colour scheme of this part of the view (deprecated in SwiftUI for `environment(\.colorScheme, …)`).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View { environmentChange { $0.colorScheme = colorScheme } }
  /// The text size of this part of the view.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environmentChange { $0.dynamicTypeSize = size } }
  /// The text size of this part of the view kept within `range`.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    environmentChange { environment in
      let size = environment.dynamicTypeSize
      guard !range.contains(size) else { return }
      // Clamp to the nearest size the range holds.
      let inside = DynamicTypeSize.allCases.filter(range.contains)
      if let nearest = inside.min(by: { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) }) {
        environment.dynamicTypeSize = nearest
      }
    }
  }
  public func imageScale(_ scale: Image.Scale) -> some View { unrecorded() }
  public func symbolVariant(_ variant: SymbolVariants) -> some View { unrecorded() }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { unrecorded() }

  public func accessibilityHidden(_ hidden: Bool) -> some View { unrecorded() }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { unrecorded() }
  public func accessibilityValue(_ value: Text) -> some View { unrecorded() }
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { unrecorded() }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { unrecorded() }
  public func accessibilityHint(_ hint: Text) -> some View { unrecorded() }
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { unrecorded() }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { unrecorded() }
  public func accessibilityIdentifier(_ identifier: String) -> some View { unrecorded() }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { unrecorded() }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { unrecorded() }
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What an accessibility element is, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  private var names: Set<String>
  private init(_ names: Set<String>) { self.names = names }
  public init() { names = [] }
  public static let isButton = AccessibilityTraits(["button"])
  public static let isHeader = AccessibilityTraits(["header"])
  public static let isImage = AccessibilityTraits(["image"])
  public static let isStaticText = AccessibilityTraits(["staticText"])
  public static let isSelected = AccessibilityTraits(["selected"])
  public static let updatesFrequently = AccessibilityTraits(["updatesFrequently"])
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(names.union(other.names)) }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(names.intersection(other.names)) }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names.symmetricDifference(other.names))
  }
  public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let inserted = !contains(newMember)
    names.formUnion(newMember.names)
    return (inserted, newMember)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    names.subtract(member.names)
    return member
  }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    defer { names.formUnion(newMember.names) }
    return contains(newMember) ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
  public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }
}

/// A variant of an SF Symbol, as SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  public static let none = SymbolVariants(name: "none")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public static let slash = SymbolVariants(name: "slash")
  public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
  public var circle: SymbolVariants { SymbolVariants(name: name + ".circle") }
}

/// Where `contentMargins` applies, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
