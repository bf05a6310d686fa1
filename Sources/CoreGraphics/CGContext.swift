public import Foundation

/// A drawing context, as Core Graphics' `CGContext`: the fills, strokes and colours image drawing
/// uses, passed to the framework that draws (UIKit's image renderer). Paths, transforms and
/// clipping are not modelled.
public final class CGContext {
  /// Where the drawing goes.
  package let destination: any CGDrawingDestination
  private var lineWidth: CGFloat = 1

  package init(destination: any CGDrawingDestination) { self.destination = destination }

  public func setFillColor(_ color: CGColor) { destination.contextSetFillColor(color) }
  public func setStrokeColor(_ color: CGColor) { destination.contextSetStrokeColor(color) }
  public func setLineWidth(_ width: CGFloat) { lineWidth = width }
  public func fill(_ rect: CGRect) { destination.contextFill(rect) }
  public func fillEllipse(in rect: CGRect) { destination.contextFillEllipse(in: rect) }
  public func stroke(_ rect: CGRect) { destination.contextStroke(rect, width: lineWidth, ellipse: false) }
  public func strokeEllipse(in rect: CGRect) { destination.contextStroke(rect, width: lineWidth, ellipse: true) }
  public func clear(_ rect: CGRect) { destination.contextClear(rect) }
}

/// What a `CGContext` draws into: implemented by the framework that records the drawing.
package protocol CGDrawingDestination: AnyObject {
  func contextSetFillColor(_ color: CGColor)
  func contextSetStrokeColor(_ color: CGColor)
  func contextFill(_ rect: CGRect)
  func contextFillEllipse(in rect: CGRect)
  func contextStroke(_ rect: CGRect, width: CGFloat, ellipse: Bool)
  func contextClear(_ rect: CGRect)
}
