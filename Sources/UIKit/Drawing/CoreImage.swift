public import Foundation
import HostProtocol

// Core Image as UIKit brings it on iOS (`import UIKit` is enough for `CIFilter`), for the classic
// privacy cover: a picture of the window (`drawHierarchy`, `layer.render(in:)`), blurred with
// `CIGaussianBlur`, shown in an image view. Nothing is rasterised here: a blur is kept with the
// picture as a blur over it, whose strength follows the radius in points (see `CIImage`).

/// The input image's key, as Core Image's `kCIInputImageKey`.
public let kCIInputImageKey = "inputImage"
/// The blur radius's key, as `kCIInputRadiusKey`.
public let kCIInputRadiusKey = "inputRadius"
/// The output image's key, as `kCIOutputImageKey`.
public let kCIOutputImageKey = "outputImage"

/// An image to filter, as Core Image's `CIImage`: the picture of a `UIImage`, with the blurs
/// applied to it.
public final class CIImage: Sendable {
  /// The image it reads, with the blurs applied so far as part of its picture.
  let image: UIImage

  init(reading image: UIImage) { self.image = image }

  /// The image of a Core Graphics bitmap.
  public convenience init(cgImage: CGImage) { self.init(reading: cgImage.image) }

  /// The image of a `UIImage`, as UIKit's `CIImage(image:)`.
  public convenience init?(image: UIImage) { self.init(reading: image) }

  /// Its bounds, in pixels.
  public var extent: CGRect { CGRect(x: 0, y: 0, width: image.size.width * image.scale, height: image.size.height * image.scale) }

  /// The image blurred with a Gaussian of `sigma` pixels.
  public func applyingGaussianBlur(sigma: Double) -> CIImage { blurred(radius: CGFloat(sigma)) }

  /// The image with the filter `name` applied (`CIGaussianBlur` and the other blurs blur it;
  /// other filters leave what it shows as it is).
  public func applyingFilter(_ name: String, parameters: [String: Any] = [:]) -> CIImage {
    let filter = CIFilter(name: name, parameters: parameters.merging([kCIInputImageKey: self]) { $1 })
    return filter?.outputImage ?? self
  }

  /// The same image: its extent is not cut here.
  public func cropped(to rect: CGRect) -> CIImage { self }

  /// The same image: its edges are not extended here.
  public func clampedToExtent() -> CIImage { self }

  /// The image blurred by `radius` pixels: its picture with a blur over it, as strong as the
  /// radius in points is wide. Under 1 point nothing is hidden; to 4 points text of a large title
  /// reads through; to 8 only display type; past 8 no text (`BlurLegibility`'s materials).
  func blurred(radius: CGFloat) -> CIImage {
    let points = radius / max(image.scale, 1)
    guard !image.picture.isEmpty, points >= 1 else { return self }
    let style: UIBlurEffect.Style = points < 4 ? .systemUltraThinMaterial : points < 8 ? .systemThinMaterial : .systemThickMaterial
    let blur = ViewNode(
      kind: .blur, typeName: "CIGaussianBlur", frame: ViewRect(CGRect(origin: .zero, size: image.size)), blurStyle: style.rawValue)
    return CIImage(reading: UIImage(copying: image, tint: image.tintColor, mode: image.renderingMode, picture: image.picture + [blur]))
  }
}

/// A filter, as Core Image's `CIFilter`, made by name and given its inputs by key. The blurs
/// (`CIGaussianBlur`, `CIBoxBlur`, `CIDiscBlur`, `CIMotionBlur`, `CIZoomBlur`) blur their input
/// image by `inputRadius` (Core Image's defaults when unset); any other filter passes it through.
public final class CIFilter {
  /// The filter's name.
  public let name: String
  private var inputs: [String: Any] = [:]

  /// The default radius of each blur, in pixels, as Core Image sets them.
  static let blurRadii: [String: CGFloat] = [
    "CIGaussianBlur": 10, "CIBoxBlur": 10, "CIDiscBlur": 8, "CIMotionBlur": 20, "CIZoomBlur": 20,
  ]

  /// A filter of `name`; nil for an empty name.
  public init?(name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
  }

  /// A filter of `name` with `parameters` set.
  public convenience init?(name: String, parameters: [String: Any]?) {
    self.init(name: name)
    for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
  }

  public func setValue(_ value: Any?, forKey key: String) { inputs[key] = value }

  public func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : inputs[key] }

  /// Clears the inputs other than the image.
  public func setDefaults() { inputs = inputs.filter { $0.key == kCIInputImageKey } }

  /// The keys set.
  public var inputKeys: [String] { inputs.keys.sorted() }

  /// The filtered image; nil without an input image.
  public var outputImage: CIImage? {
    guard let input = inputs[kCIInputImageKey] as? CIImage else { return nil }
    guard let defaultRadius = Self.blurRadii[name] else { return input }
    let radius = (inputs[kCIInputRadiusKey] as? NSNumber).map { CGFloat($0.doubleValue) }
      ?? (inputs[kCIInputRadiusKey] as? Double).map { CGFloat($0) } ?? (inputs[kCIInputRadiusKey] as? CGFloat) ?? defaultRadius
    return input.blurred(radius: radius)
  }
}

/// An option of a Core Image context, as `CIContextOption` (kept).
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
  public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
  public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
  public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
  public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
}

/// Renders filtered images, as Core Image's `CIContext`.
public final class CIContext {
  public init(options: [CIContextOption: Any]? = nil) {}

  /// The bitmap of `image` (its picture, with its blurs); the rectangle is not cut here.
  public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { CGImage(image: image.image) }
}

extension UIImage {
  /// The image of a filtered Core Image image.
  public convenience init(ciImage: CIImage) {
    let image = ciImage.image
    self.init(copying: image, tint: image.tintColor, mode: image.renderingMode, picture: image.picture)
  }
}
