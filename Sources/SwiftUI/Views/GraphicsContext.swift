public import Foundation

/// What a `Canvas` renderer draws into, as SwiftUI's `GraphicsContext`.
///
/// The evaluation keeps what a person reads: the texts and images drawn (`draw(_:at:anchor:)`,
/// `draw(_:in:)`), in drawing order, so a canvas's words are read and redacted like any text.
/// Fills, strokes, transforms, clips, filters and layers are accepted and not drawn: the host
/// shows the canvas as one shape, as it does a chart.
public struct GraphicsContext {
  /// The texts and images drawn, shared by the copies `drawLayer` hands out (they draw into the
  /// same canvas, as SwiftUI's do).
  final class Recording {
    var views: [AnyView] = []
  }

  let recording: Recording

  /// The opacity later drawing gets.
  public var opacity: Double = 1
  /// How later drawing blends.
  public var blendMode: BlendMode = .normal
  /// The environment the canvas is in.
  public var environment: EnvironmentValues

  init(environment: EnvironmentValues) {
    recording = Recording()
    self.environment = environment
  }

  /// How a shape is filled or stroked, as SwiftUI's `GraphicsContext.Shading`.
  public struct Shading {
    let color: Color?

    /// One colour.
    public static func color(_ color: Color) -> Shading { Shading(color: color) }
    /// A colour from components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      Shading(color: Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }
    /// A grey from its white level.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
      Shading(color: Color(colorSpace, white: white, opacity: opacity))
    }
    /// The environment's foreground style.
    public static var foreground: Shading { Shading(color: nil) }
    /// A shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: style.resolvedColor) }
    /// A linear gradient between two points.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: gradient.stops.first?.color)
    }
    /// A radial gradient.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: gradient.stops.first?.color)
    }
    /// A conic gradient.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: gradient.stops.first?.color)
    }
  }

  /// How a gradient repeats, as SwiftUI's `GraphicsContext.GradientOptions`.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// How a clip applies, as SwiftUI's `GraphicsContext.ClipOptions`.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// An effect on later drawing, as SwiftUI's `GraphicsContext.Filter` (accepted, not drawn).
  public struct Filter {
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter { Filter() }
    public static func colorMultiply(_ color: Color) -> Filter { Filter() }
    public static func grayscale(_ amount: Double) -> Filter { Filter() }
    public static func saturation(_ amount: Double) -> Filter { Filter() }
    public static func brightness(_ amount: Double) -> Filter { Filter() }
    public static func contrast(_ amount: Double) -> Filter { Filter() }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
    public static func luminanceToAlpha() -> Filter { Filter() }
    public static var alphaThreshold: Filter { Filter() }
  }

  /// How a blur filter treats the edges, as SwiftUI's `GraphicsContext.BlurOptions`.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  /// How a shadow filter draws, as SwiftUI's `GraphicsContext.ShadowOptions`.
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }

  /// A text ready to draw, as SwiftUI's `GraphicsContext.ResolvedText`.
  public struct ResolvedText {
    let text: Text
    /// The colour it is drawn in.
    public var shading: Shading = .foreground
    /// Its size: about the width of its characters at 17 points, one line high.
    @MainActor
    public func measure(in size: CGSize) -> CGSize {
      let characters = CGFloat(text.string(in: EnvironmentValues()).count)
      return CGSize(width: min(size.width, characters * 9), height: 22)
    }
  }

  /// An image ready to draw, as SwiftUI's `GraphicsContext.ResolvedImage`.
  public struct ResolvedImage {
    let image: Image
    /// Its size: not known to the host, which draws images from their names.
    public var size: CGSize { .zero }
    /// The colour a template image is drawn in.
    public var shading: Shading?
  }

  /// A `Canvas` symbol resolved by its identifier, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
  public struct ResolvedSymbol {
    public var size: CGSize { .zero }
  }

  /// The text ready to draw.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
  /// The image ready to draw.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
  /// A symbol passed to the canvas: none are drawn here.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

  /// Draws `text` with `anchor` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { record(text) }
  /// Draws `text` in `rect`.
  public func draw(_ text: Text, in rect: CGRect) { record(text) }
  /// Draws a resolved text with `anchor` at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { record(text.text) }
  /// Draws a resolved text in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) { record(text.text) }
  /// Draws `image` with `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { record(image) }
  /// Draws `image` in `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { record(image) }
  /// Draws a resolved image with `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { record(image.image) }
  /// Draws a resolved image in `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { record(image.image) }
  /// Draws a resolved symbol.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws a resolved symbol in `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

  /// Fills `path`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
  /// Strokes `path`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
  /// Strokes `path` `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}

  /// Moves later drawing.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}
  /// Scales later drawing.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
  /// Rotates later drawing.
  public mutating func rotate(by angle: Angle) {}
  /// Clips later drawing to `path`.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
  /// Clips later drawing to what `content` draws.
  public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }
  /// Applies `filter` to later drawing.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

  /// How a filter applies, as SwiftUI's `GraphicsContext.FilterOptions`.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// Draws `content` into a layer of this canvas.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  private func record(_ view: some View) { recording.views.append(AnyView(view)) }
}
