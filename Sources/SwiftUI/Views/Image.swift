public import BundleResources
public import Foundation
public import UIKit

/// An image, as SwiftUI's `Image`: an SF Symbol or an image set of the asset catalog. Its view
/// conformance is declared apart, as SwiftUI's is, so an image is made anywhere, not only on the
/// main actor.
public struct Image {
  let name: String
  let isSystem: Bool
  var color: Color?

  /// An SF Symbol.
  public init(systemName: String) { (name, isSystem) = (systemName, true) }
  /// An image set of the extension's asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) { (self.name, isSystem) = (name, false) }
  /// The image a generated asset symbol names (`Image(.logo)`).
  public init(_ resource: ImageResource) { (name, isSystem) = (resource.name, false) }
  /// An SF Symbol whose variable layers show `variableValue` (0...1).
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
  /// A UIKit image: its symbol, its asset's name, or `uiImage` for one made from bytes.
  public init(uiImage: UIImage) {
    if let symbol = uiImage.symbolName {
      (name, isSystem) = (symbol, true)
    } else {
      (name, isSystem) = (uiImage.assetName ?? "uiImage", false)
    }
  }
  /// A decorative image, read by no one.
  public init(decorative name: String, bundle: Bundle? = nil) { (self.name, isSystem) = (name, false) }
  /// A Core Graphics bitmap (`UIImage.cgImage`), decorative.
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(uiImage: UIImage(cgImage: cgImage))
  }
  /// A Core Graphics bitmap, read as `label`.
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(uiImage: UIImage(cgImage: cgImage))
  }

  /// How a bitmap is turned, as SwiftUI's `Image.Orientation`, with Apple's raw values.
  public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }

  /// How the image is drawn, as SwiftUI's `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// The size of a symbol beside text, as SwiftUI's `Image.Scale`.
  public enum Scale: Hashable, Sendable { case small, medium, large }
  /// How a scaled bitmap is smoothed, as SwiftUI's `Image.Interpolation`.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
  /// How it scales, as SwiftUI's `Image.ResizingMode`.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  // Sizing is the host's to lay out: these keep the image as it is.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  public func foregroundColor(_ color: Color?) -> Image {
    var image = self
    image.color = color
    return image
  }
}

extension Image: View, PrimitiveView {
  public var body: Never { fatalError("Image has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .image, typeName: "Image")
    node.imageName = name
    node.isSystemImage = isSystem
    node.color = color.map(context.resolve) ?? context.foreground
    node.fontSize = Double((context.environment.font ?? .body).pointSize)
    node.redactedBy = context.redactionOfContent
    return [node]
  }
}

/// How an SF Symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// Insets on four edges, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
}
