import CoreGraphics
import Foundation
import Testing

/// Core Graphics' affine transforms as Apple defines them: the matrix, the order of
/// concatenation, the inverse and what `applying(_:)` does to points, sizes and rectangles.
@Suite struct CGAffineTransformTests {
  private func close(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool { abs(lhs.x - rhs.x) < 1e-9 && abs(lhs.y - rhs.y) < 1e-9 }

  @Test func theMadeTransformsHaveApplesMatrices() {
    #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform(scaleX: -1, y: 1).isIdentity)
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0), "the C struct's zero")
    #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
    #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)), "a quarter turn takes x to y")
  }

  /// `a.concatenating(b)` applies `a` first; `scaledBy` and `translatedBy` apply theirs first.
  @Test func concatenationAppliesTheReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
    #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
    let turned = CGAffineTransform.identity.rotated(by: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 0, y: 1)))
  }

  @Test func theInverseUndoesAndAFlatTransformIsItsOwn() {
    let transform = CGAffineTransform(scaleX: 2, y: 4).rotated(by: 0.3).translatedBy(x: 7, y: -3)
    let point = CGPoint(x: 5, y: 11)
    #expect(close(point.applying(transform).applying(transform.inverted()), point))
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
  }

  /// A rectangle becomes the bounding box of its moved corners; a size loses the translation.
  @Test func rectanglesBecomeBoundingBoxesAndSizesIgnoreTranslation() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGRect(x: 0, y: 0, width: 200, height: 150))
    #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -100, y: 0, width: 100, height: 50))
    let box = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(box.minX + 50) < 1e-9 && abs(box.width - 50) < 1e-9 && abs(box.height - 100) < 1e-9)
    #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 1)) == CGSize(width: 20, height: 20))
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }

  @Test func itCodesAsSixNumbers() throws {
    let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let data = try JSONEncoder().encode(transform)
    #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == transform)
  }
}
