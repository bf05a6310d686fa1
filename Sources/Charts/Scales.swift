public import Foundation
public import SwiftUI

// A chart's scales, as Charts declares them (iOS 16): accepted, and nothing is drawn, as with
// the marks.

/// The values a scale spans, as Charts' `ScaleDomain`: a range, a list, or `.automatic`.
public protocol ScaleDomain {}

/// The domain Charts infers from the data, as `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain, Sendable {}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The domain the data spans (`domain: .automatic`).
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }

  /// The domain the data spans, with zero or reversed as asked.
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain()
  }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// Where a position scale draws its domain, as Charts' `PositionScaleRange`.
public protocol PositionScaleRange {}
extension ClosedRange: PositionScaleRange where Bound == CGFloat {}
extension Range: PositionScaleRange where Bound == CGFloat {}

/// A plot dimension with insets, as Charts' `PlotDimensionScaleRange` (`.plotDimension(padding: 8)`).
public struct PlotDimensionScaleRange: PositionScaleRange, Sendable {}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
  /// The whole plot area.
  public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange() }
  /// The plot area inset at both ends.
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
  /// The plot area inset at each end.
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange()
  }
}

/// How a scale maps values, as Charts' `ScaleType`.
public struct ScaleType: Sendable {
  public static let linear = ScaleType()
  public static let log = ScaleType()
  public static let symmetricLog = ScaleType()
  public static let squareRoot = ScaleType()
  public static let date = ScaleType()
  public static let category = ScaleType()
  public static func power(exponent: Double) -> ScaleType { ScaleType() }
  public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType() }
}

extension View {
  public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
  public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
  public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View { self }
  public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View { self }
  public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }
  public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }

  /// The colours of the series a chart's `foregroundStyle(by:)` names, one pair each.
  public func chartForegroundStyleScale<Key: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<Key, S>) -> some View {
    self
  }
  /// The colours of the series, in the domain's order.
  public func chartForegroundStyleScale<Domain: ScaleDomain, S: ShapeStyle>(
    domain: Domain, range: [S], type: ScaleType? = nil
  ) -> some View { self }
  /// The series' colours over the domain Charts infers.
  public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View { self }
  /// Each series' colour, from its value.
  public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(mapping: @escaping (Value) -> S) -> some View {
    self
  }
}

extension ChartContent {
  /// The shape a mark is clipped to (iOS 17).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
}
