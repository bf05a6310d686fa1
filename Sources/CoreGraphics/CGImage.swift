/// A bitmap as Core Graphics sees it, as `CGImage`: its size in pixels, and the image it was made
/// from by another framework (UIKit's `UIImage.cgImage`), which UIKit and SwiftUI draw.
public final class CGImage: Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The image this bitmap stands for (a `UIImage`).
  package let source: any Sendable

  package init(width: Int, height: Int, source: any Sendable) {
    (self.width, self.height, self.source) = (width, height, source)
  }
}
