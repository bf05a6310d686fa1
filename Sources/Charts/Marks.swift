public import Foundation
public import SwiftUI

/// A value a chart can plot, as Charts' `Plottable`.
public protocol Plottable {}
extension String: Plottable {}
extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Date: Plottable {}
extension Decimal: Plottable {}

/// A value with its label, as Charts' `PlottableValue` (`.value("Day", day)`).
public struct PlottableValue<Value: Plottable> {
  public let label: String
  public let value: Value

  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label.key, value: value)
  }
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: String(label), value: value)
  }
  public static func value(_ label: LocalizedStringKey, _ value: Value, unit: Calendar.Component) -> PlottableValue<Value>
  where Value == Date { PlottableValue(label: label.key, value: value) }
  public static func value(_ label: LocalizedStringKey, _ value: ClosedRange<Value>) -> PlottableValue<Value> where Value: Comparable {
    PlottableValue(label: label.key, value: value.lowerBound)
  }
}

/// The size of a bar, as Charts' `MarkDimension`.
public struct MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public static let automatic = MarkDimension()
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension() }
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension() }
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension() }
  init() {}
  public init(floatLiteral value: Double) {}
  public init(integerLiteral value: Int) {}
}

/// How marks stack, as Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Sendable {
  public static let standard = MarkStackingMethod()
  public static let normalized = MarkStackingMethod()
  public static let center = MarkStackingMethod()
  public static let unstacked = MarkStackingMethod()
}

/// How a line joins its points, as Charts' `InterpolationMethod`.
public struct InterpolationMethod: Sendable {
  public static let linear = InterpolationMethod()
  public static let monotone = InterpolationMethod()
  public static let catmullRom = InterpolationMethod()
  public static let cardinal = InterpolationMethod()
  public static let stepStart = InterpolationMethod()
  public static let stepCenter = InterpolationMethod()
  public static let stepEnd = InterpolationMethod()
}

/// A mark of a chart: the shape of one datum. Declared once per kind below, each with Charts'
/// initialisers.
public protocol _Mark: ChartContent where Body == Never {}

extension _Mark {
  public var body: Never { fatalError("a mark has no body") }
}

public struct BarMark: _Mark {
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {}
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
}

public struct LineMark: _Mark {
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {}
}

public struct AreaMark: _Mark {
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {}
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
}

public struct PointMark: _Mark {
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

public struct RuleMark: _Mark {
  public init<X: Plottable>(x: PlottableValue<X>) {}
  public init<Y: Plottable>(y: PlottableValue<Y>) {}
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>) {}
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil) {}
}

public struct RectangleMark: _Mark {
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {}
  /// A rectangle from `xStart` to `xEnd` and from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
  /// A rectangle from `xStart` to `xEnd` at `y`.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
  /// A rectangle at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
}

public struct SectorMark: _Mark {
  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = 0, outerRadius: MarkDimension = .automatic, angularInset: CGFloat = 0
  ) {}
}

// What a mark can be given; each keeps the mark as it is (nothing is drawn).
extension ChartContent {
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> Self { self }
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> Self { self }
  public func symbol(_ symbol: BasicChartSymbolShape) -> Self { self }
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> Self { self }
  public func symbolSize(_ size: CGFloat) -> Self { self }
  public func position<D: Plottable>(by value: PlottableValue<D>) -> Self { self }
  public func lineStyle(_ style: StrokeStyle) -> Self { self }
  public func interpolationMethod(_ method: InterpolationMethod) -> Self { self }
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { self }
  public func opacity(_ value: Double) -> Self { self }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  public func accessibilityLabel(_ label: Text) -> Self { self }
  public func accessibilityValue(_ value: Text) -> Self { self }
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> Self { self }
}

/// The shape of a point, as Charts' `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: Sendable {
  public static let circle = BasicChartSymbolShape()
  public static let square = BasicChartSymbolShape()
  public static let triangle = BasicChartSymbolShape()
  public static let diamond = BasicChartSymbolShape()
  public static let pentagon = BasicChartSymbolShape()
  public static let plus = BasicChartSymbolShape()
  public static let cross = BasicChartSymbolShape()
  public static let asterisk = BasicChartSymbolShape()
}

/// Where an annotation sits, as Charts' `AnnotationPosition`.
public struct AnnotationPosition: Sendable {
  public static let automatic = AnnotationPosition()
  public static let overlay = AnnotationPosition()
  public static let top = AnnotationPosition()
  public static let bottom = AnnotationPosition()
  public static let leading = AnnotationPosition()
  public static let trailing = AnnotationPosition()
  public static let topLeading = AnnotationPosition()
  public static let topTrailing = AnnotationPosition()
  public static let bottomLeading = AnnotationPosition()
  public static let bottomTrailing = AnnotationPosition()
}
