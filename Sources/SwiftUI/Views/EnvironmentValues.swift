public import Foundation

/// A key into the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view reads from its surroundings, as SwiftUI's `EnvironmentValues`: set by the
/// system (WidgetKit's family, redaction reasons, colour scheme) and by modifiers.
public struct EnvironmentValues: CustomStringConvertible {
  private var storage: [ObjectIdentifier: Any] = [:]

  /// The defaults.
  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      // Unwrapped first: a missing value cast to an optional `Value` would be a present nil,
      // hiding a default that is not nil (`horizontalSizeClass`'s `.compact`).
      guard let stored = storage[ObjectIdentifier(key)] else { return Key.defaultValue }
      return stored as? Key.Value ?? Key.defaultValue
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(storage.count) set)" }

  /// The observable objects put in the environment by type (`environment(_:)` with an object).
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  /// The object of type `type` an ancestor put in the environment; nil when none did.
  func object<T: AnyObject>(of type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }

  /// Puts `object` in the environment as the one of its type (nil removes it).
  mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) { objects[ObjectIdentifier(type)] = object }

  /// Why the views in this part of the hierarchy are drawn redacted.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Light or dark appearance.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether the display dims its content (the Always-On display).
  public var isLuminanceReduced: Bool {
    get { self[LuminanceReducedKey.self] }
    set { self[LuminanceReducedKey.self] = newValue }
  }

  /// Whether controls show their labels: `.hidden` under `labelsHidden()` (and
  /// `labelsVisibility(.hidden)`, iOS 18), where a toggle, picker, slider, stepper, date or colour
  /// picker, gauge or labelled content draws without its label, which no one then reads.
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }

  /// Whether the screen is being recorded, mirrored or shared (iOS 17): false, as the host never
  /// captures it; an App Switcher snapshot is not a capture.
  public var isSceneCaptured: Bool {
    get { self[SceneCapturedKey.self] }
    set { self[SceneCapturedKey.self] = newValue }
  }

  /// The font text uses when it sets none.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The locale views format with; by default the phone's region format (`DeviceLocale`: the
  /// POSIX locale variables, else `en_US`), not Linux's `Locale.current`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The number of lines text may use; nil for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The case `textCase(_:)` gives text; nil for the text's own.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// The size `GeometryReader` offers its content: the widget family's size (WidgetKit sets it).
  package var containerSize: CGSize {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }

  /// The widget family's name (`systemSmall`, `accessoryCircular`), which WidgetKit sets, for
  /// what SwiftUI draws in the widget's shape (`ContainerRelativeShape`); nil outside a widget.
  package var widgetFamilyName: String? {
    get { self[WidgetFamilyNameKey.self] }
    set { self[WidgetFamilyNameKey.self] = newValue }
  }

  // What modifiers set for the evaluator; not SwiftUI API.

  /// `privacySensitive(_:)`: the innermost one wins.
  var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }

  /// `invalidatableContent(_:)`.
  var isInvalidatable: Bool {
    get { self[InvalidatableKey.self] }
    set { self[InvalidatableKey.self] = newValue }
  }

  /// `foregroundStyle`/`foregroundColor`.
  var foregroundColor: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }

  /// `gaugeStyle(_:)`, `labelStyle(_:)`, `progressViewStyle(_:)`, by name.
  var gaugeStyleName: String? {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
  var labelStyleName: String? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }

  /// The moment the view is evaluated at: what `Text(date, style: .relative)` counts from (a
  /// timeline entry's date in a widget).
  package var now: Date {
    get { self[NowKey.self] }
    set { self[NowKey.self] = newValue }
  }
}

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
  case light, dark
}

private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct LuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct SceneCapturedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { DeviceLocale.current } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct WidgetFamilyNameKey: EnvironmentKey { static var defaultValue: String? { nil } }
private struct ContainerSizeKey: EnvironmentKey { static var defaultValue: CGSize { CGSize(width: 170, height: 170) } }
private struct PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct InvalidatableKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ForegroundKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
private struct LabelStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
private struct NowKey: EnvironmentKey { static var defaultValue: Date { Date() } }
