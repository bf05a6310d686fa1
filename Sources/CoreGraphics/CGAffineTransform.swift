public import Foundation

/// An affine transform, as Core Graphics' `CGAffineTransform`: the matrix
/// `[a b 0; c d 0; tx ty 1]`, which maps a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
/// `UIView.transform` takes one.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The zero matrix, as the imported C struct's `init()` gives.
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// A move by `tx`, `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// A stretch by `sx` across and `sy` down (negative flips).
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A turn by `angle` radians (clockwise on screen, where y grows downwards).
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether it changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// This transform after `t2`: first this one, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A move by `tx`, `ty`, then this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A stretch by `sx`, `sy`, then this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A turn by `angle` radians, then this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one; this one unchanged when none does (it flattens the plane).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGAffineTransform: Codable {
  /// Decodes `[a, b, c, d, tx, ty]`, as Apple's Core Graphics overlay encodes it.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init(
      a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self), c: try container.decode(CGFloat.self),
      d: try container.decode(CGFloat.self), tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
  }

  /// Encodes `[a, b, c, d, tx, ty]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for value in [a, b, c, d, tx, ty] { try container.encode(value) }
  }
}
