public import Foundation

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public static let zero = Angle()
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func < (left: Angle, right: Angle) -> Bool { left.radians < right.radians }
}

/// How content fills its frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

/// How a line is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The horizontal and vertical axes, as SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

/// The regions a view can extend into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The size of text a person chose, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Int, Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  public static func < (left: DynamicTypeSize, right: DynamicTypeSize) -> Bool { left.rawValue < right.rawValue }
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// How colours combine with what is below, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The colour space of an offscreen drawing, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
