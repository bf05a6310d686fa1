public import Foundation
public import SwiftUI

/// What an axis draws, as Charts' `AxisContent`.
@MainActor @preconcurrency
public protocol AxisContent {}

/// An axis's marks, as Charts' `AxisMarks`.
public struct AxisMarks: AxisContent {
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) {}
  public init<Content>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {}
}

/// How axis marks are laid out, as Charts' `AxisMarkPreset`.
public struct AxisMarkPreset: Sendable {
  public static let automatic = AxisMarkPreset()
  public static let extended = AxisMarkPreset()
  public static let aligned = AxisMarkPreset()
  public static let inset = AxisMarkPreset()
}

/// Where axis marks sit, as Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Sendable {
  public static let automatic = AxisMarkPosition()
  public static let leading = AxisMarkPosition()
  public static let trailing = AxisMarkPosition()
  public static let top = AxisMarkPosition()
  public static let bottom = AxisMarkPosition()
}

/// Which values get marks, as Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
  public static let automatic = AxisMarkValues()
  public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues()
  }
  public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues()
  }
  public static func automatic(minimumStride: Double, desiredCount: Int? = nil) -> AxisMarkValues { AxisMarkValues() }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: any Plottable...) {}
}

/// A value on an axis, as Charts' `AxisValue`.
public struct AxisValue {
  let plotted: any Plottable
  public var index: Int { 0 }
  public var count: Int { 0 }
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { plotted as? P }
}

/// A piece of an axis mark, as Charts' `AxisMark`.
public protocol AxisMark {}
public struct AxisGridLine: AxisMark {
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}
public struct AxisTick: AxisMark {
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}
public struct AxisValueLabel: AxisMark {
  public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: Int? = nil, offsetsMarks: Bool? = nil, orientation: Int? = nil, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
  public init<F: FormatStyle>(format: F, centered: Bool? = nil) where F.FormatOutput == String {}
  public init<Content: View>(centered: Bool? = nil, @ViewBuilder content: () -> Content) {}
}

extension AxisMark {
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  public func font(_ font: Font?) -> Self { self }
}

/// Builds axis marks, as Charts' `AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> [any AxisMark] { [mark] }
  public static func buildBlock(_ marks: [any AxisMark]...) -> [any AxisMark] { marks.flatMap { $0 } }
  public static func buildOptional(_ marks: [any AxisMark]?) -> [any AxisMark] { marks ?? [] }
  public static func buildEither(first marks: [any AxisMark]) -> [any AxisMark] { marks }
  public static func buildEither(second marks: [any AxisMark]) -> [any AxisMark] { marks }
}

/// Builds an axis, as Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
  public static func buildExpression<A: AxisContent>(_ axis: A) -> [any AxisContent] { [axis] }
  public static func buildBlock(_ axes: [any AxisContent]...) -> [any AxisContent] { axes.flatMap { $0 } }
  public static func buildOptional(_ axes: [any AxisContent]?) -> [any AxisContent] { axes ?? [] }
  public static func buildEither(first axes: [any AxisContent]) -> [any AxisContent] { axes }
  public static func buildEither(second axes: [any AxisContent]) -> [any AxisContent] { axes }
}

/// Where a chart's legend sits, as Charts' `AnnotationPosition` for legends.
extension View {
  public func chartXAxis(_ visibility: Visibility) -> some View { self }
  public func chartYAxis(_ visibility: Visibility) -> some View { self }
  public func chartXAxis(@AxisContentBuilder content: () -> [any AxisContent]) -> some View { self }
  public func chartYAxis(@AxisContentBuilder content: () -> [any AxisContent]) -> some View { self }
  public func chartLegend(_ visibility: Visibility) -> some View { self }
  public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
    self
  }
  public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic) -> some View { self }
  public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic) -> some View { self }
  public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View { self }
}

/// A chart's plot area, as Charts' `ChartPlotContent`.
public struct ChartPlotContent: View {
  public var body: some View { EmptyView() }
}
