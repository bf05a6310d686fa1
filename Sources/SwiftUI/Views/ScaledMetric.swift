/// A dimension that grows with the person's text size, as SwiftUI's `ScaledMetric`
/// (`@ScaledMetric var iconSize: CGFloat = 20`).
///
/// Read at a phone's default text size (`DynamicTypeSize.large`), where SwiftUI's is the value
/// written: views evaluated here are at that size unless they set `dynamicTypeSize(_:)`
/// themselves, which a scaled metric does not follow.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let value: Value

  /// A metric scaled like body text.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// A metric scaled like text in `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }

  /// The value at the default text size.
  public var wrappedValue: Value { value }
}
