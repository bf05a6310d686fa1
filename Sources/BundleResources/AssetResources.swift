public import Foundation

/// A colour in the asset catalog, as the `ColorResource` Xcode generates for each colour set
/// (`ColorResource.brandBlue`); `UIColor(resource:)` and `Color(_:)` read it.
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in the catalog.
  public let name: String
  /// The bundle's path; the extension's bundle whatever it is.
  public let bundlePath: String

  /// The resource called `name` in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    bundlePath = bundle.bundlePath
  }
}

/// An image in the asset catalog, as the `ImageResource` Xcode generates for each image set;
/// `UIImage(resource:)` reads it.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in the catalog.
  public let name: String
  /// The bundle's path; the extension's bundle whatever it is.
  public let bundlePath: String

  /// The resource called `name` in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    bundlePath = bundle.bundlePath
  }
}
