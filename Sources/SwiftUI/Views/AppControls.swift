public import Foundation

// The controls of an app's SwiftUI screens, for the App Switcher's snapshot: each is drawn as
// the phone shows it at rest, its label and its value on one row, so what a person could read
// in the snapshot is read here.

/// A value on a track, as SwiftUI's `Slider`: a bar filled to the value's place in its range,
/// its label read.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
  let fraction: Double
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  /// A slider with end labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = Self.fraction(value.wrappedValue, in: bounds)
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let width = Double(bounds.upperBound - bounds.lowerBound)
    guard width > 0 else { return 0 }
    return min(1, max(0, Double(value - bounds.lowerBound) / width))
  }

  public var body: Never { fatalError("Slider has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var track = EvaluatedView(kind: .progress, typeName: "Slider")
    track.value = fraction
    track.color = context.foreground
    track.children = try context.evaluate(label)
    let ends = try minimumValueLabel.map { label throws(ViewEvaluationError) in try context.evaluate(label) } ?? []
    let last = try maximumValueLabel.map { label throws(ViewEvaluationError) in try context.evaluate(label) } ?? []
    guard !ends.isEmpty || !last.isEmpty else { return [track] }
    return [EvaluatedView(kind: .hstack, typeName: "Slider", children: ends + [track] + last)]
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider over `bounds`, labelled by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = Self.fraction(value.wrappedValue, in: bounds)
    self.label = label()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = Self.fraction(value.wrappedValue, in: bounds)
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }

  /// A slider over `bounds` moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = Self.fraction(value.wrappedValue, in: bounds)
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

/// Plus and minus buttons beside a label, as SwiftUI's `Stepper`: its label (the buttons carry
/// no words).
public struct Stepper<Label: View>: View, PrimitiveView {
  let label: Label

  /// A stepper over `value` in `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// A stepper over `value`, unbounded.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// A stepper whose buttons run `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  public var body: Never { fatalError("Stepper has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [EvaluatedView(kind: .hstack, typeName: "Stepper", children: try context.evaluate(label))]
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a localized key.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
  /// A stepper titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }
  /// An unbounded stepper titled with a localized key.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
  /// A stepper titled with a localized key whose buttons run closures.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
}

/// What a `DatePicker` lets a person set, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The day.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The time.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A date and time setting, as SwiftUI's `DatePicker` in its compact style: its label, then the
/// date and time it is set to, as the phone writes them.
public struct DatePicker<Label: View>: View, PrimitiveView {
  let selection: Date
  let components: DatePickerComponents
  let label: Label

  /// A picker of `selection`'s `displayedComponents`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.selection = selection.wrappedValue
    components = displayedComponents
    self.label = label()
  }

  /// The same, within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// The same, from `range`'s start on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// The same, up to `range`'s end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public var body: Never { fatalError("DatePicker has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    // The compact style's two buttons: the date abbreviated (`Jan 1, 1970`), the time short.
    let formatter = DateFormatter()
    formatter.locale = context.environment.locale
    formatter.timeZone = context.environment.timeZone
    var values: [Text] = []
    if components.contains(.date) {
      (formatter.dateStyle, formatter.timeStyle) = (.medium, .none)
      values.append(Text(verbatim: formatter.string(from: selection)))
    }
    if components.contains(.hourAndMinute) {
      (formatter.dateStyle, formatter.timeStyle) = (.none, .short)
      values.append(Text(verbatim: formatter.string(from: selection)))
    }
    var children = try context.evaluate(label) + [EvaluatedView(kind: .spacer, typeName: "Spacer")]
    for value in values { children += try context.evaluate(value) }
    var row = EvaluatedView(kind: .hstack, typeName: "DatePicker", children: children)
    row.spacing = 8
    return [row]
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A date picker titled with a localized key, within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a localized key, from `range`'s start on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a localized key, up to `range`'s end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// How a date picker draws, as SwiftUI's `DatePickerStyle`; the built-in ones are named (each
/// is read here as the compact one: label, then value).
public protocol DatePickerStyle {}

/// A built-in date picker style.
public struct NamedDatePickerStyle: DatePickerStyle, Sendable {
  let name: String
}

extension DatePickerStyle where Self == NamedDatePickerStyle {
  public static var automatic: NamedDatePickerStyle { NamedDatePickerStyle(name: "automatic") }
  public static var compact: NamedDatePickerStyle { NamedDatePickerStyle(name: "compact") }
  public static var graphical: NamedDatePickerStyle { NamedDatePickerStyle(name: "graphical") }
  public static var wheel: NamedDatePickerStyle { NamedDatePickerStyle(name: "wheel") }
}

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: the label, and the
/// content below it when expanded (collapsed unless a binding says otherwise).
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
  let isExpanded: Bool
  let label: Label
  let content: Content

  /// A group expanded as `isExpanded` says.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.isExpanded = isExpanded.wrappedValue
    self.label = label()
    self.content = content()
  }

  /// A collapsed group.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    isExpanded = false
    self.label = label()
    self.content = content()
  }

  public var body: Never { fatalError("DisclosureGroup has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var children = try context.evaluate(label)
    if isExpanded { children += try context.evaluate(content) }
    var group = EvaluatedView(kind: .vstack, typeName: "DisclosureGroup", children: children)
    group.alignment = "leading"
    return [group]
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled with a localized key, expanded as `isExpanded` says.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// A collapsed group titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group titled with a string, expanded as `isExpanded` says.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A button that opens a menu, as SwiftUI's `Menu`: its label (the menu is closed).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  let label: Label

  /// A menu of `content`, opened by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
  /// The same, whose label also runs `primaryAction` when tapped.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
    self.label = label()
  }

  public var body: Never { fatalError("Menu has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(label) }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
  /// A menu titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}

/// A button that shares an item, as SwiftUI's `ShareLink`: its label, by default "Share" beside
/// the share symbol.
public struct ShareLink<Label: View>: View, PrimitiveView {
  let label: Label

  /// A link sharing `item`, labelled by `label`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// A link sharing `items`, labelled by `label`.
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: Never { fatalError("ShareLink has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(label) }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  /// A link sharing `item`, labelled "Share".
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = SwiftUI.Label("Share", systemImage: "square.and.arrow.up")
  }
  /// A link sharing `item`, titled with a localized key.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up")
  }
  /// A link sharing `item`, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: "square.and.arrow.up")
  }
}

/// A text area, as SwiftUI's `TextEditor`: its text.
public struct TextEditor: View, PrimitiveView {
  let text: Binding<String>
  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }
  public var body: Never { fatalError("TextEditor has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = try context.evaluate(Text(verbatim: text.wrappedValue))
    if !node.isEmpty { node[0].typeName = "TextEditor" }
    return node
  }
}

/// A label beside a value, as SwiftUI's `LabeledContent`: the label at the leading edge, the value
/// at the trailing one, in the secondary colour.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  /// `content` labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: Never { fatalError("LabeledContent has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let value = try context.changing { $0.foregroundColor = .secondary }.evaluate(content)
    var row = EvaluatedView(
      kind: .hstack, typeName: "LabeledContent",
      children: try context.evaluate(label) + [EvaluatedView(kind: .spacer, typeName: "Spacer")] + value)
    row.spacing = 8
    return [row]
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value titled with a localized key.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(value)
  }
  /// A value in a format style, titled with a localized key.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    label = Text(titleKey)
    content = Text(value, format: format)
  }
  /// A value in a format style, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    label = Text(title)
    content = Text(value, format: format)
  }
  /// A value titled with a string.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    label = Text(title)
    content = Text(value)
  }
}

extension LabeledContent where Label == Text {
  /// `content` titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
}

/// An empty state, as SwiftUI's `ContentUnavailableView`: its symbol, title and description,
/// centred.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty state made of its parts.
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
              @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: Never { fatalError("ContentUnavailableView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let title = try context.changing { $0.font = .title2 }.evaluate(label)
    let words = try context.changing { $0.foregroundColor = .secondary }.evaluate(description)
    let buttons = try context.evaluate(actions)
    var column = EvaluatedView(kind: .vstack, typeName: "ContentUnavailableView", children: title + words + buttons)
    column.spacing = 8
    column.modifiers = [.frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: .infinity, alignment: "center")]
    return [column]
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state with a title, a symbol and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }
  /// An empty state titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// The empty state of a search that found nothing.
  public static var search: ContentUnavailableView { ContentUnavailableView("No Results", systemImage: "magnifyingglass") }
  /// The empty state of a search for `text` that found nothing.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }
}

/// Where a loaded image is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// Why it failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. Nothing is fetched here: the view is
/// drawn as it is before its image arrives (the placeholder, or the phase `.empty`), which is what a
/// snapshot taken as the app starts shows.
public struct AsyncImage<Content: View>: View, PrimitiveView {
  let content: Content

  /// The image at `url`, drawn by `content` once loaded; `placeholder` until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.content = _ConditionalContent(storage: .falseContent(placeholder()))
  }

  /// The image at `url`, drawn by `content` for each phase of its loading.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }

  public var body: Never { fatalError("AsyncImage has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(content) }
}

extension AsyncImage where Content == _AsyncImagePlaceholder {
  /// The image at `url`: a grey box until it loads.
  public init(url: URL?, scale: CGFloat = 1) { content = _AsyncImagePlaceholder() }
}

/// What an `AsyncImage` without a placeholder draws before its image arrives: a grey box.
public struct _AsyncImagePlaceholder: View, PrimitiveView {
  public var body: Never { fatalError("_AsyncImagePlaceholder has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(Color.gray.opacity(0.3))
  }
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`. Toolbars are not drawn in the snapshot (the
/// navigation bar's row is left empty), so it shows nothing.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
  /// An item placed at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
  /// An item with an identifier.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {}
  public var body: Never { fatalError("ToolbarItem has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { [] }
}

/// Several toolbar items together, as SwiftUI's `ToolbarItemGroup`: not drawn (see `ToolbarItem`).
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
  /// Items placed at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("ToolbarItemGroup has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { [] }
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let status = ToolbarItemPlacement(name: "status")
}
