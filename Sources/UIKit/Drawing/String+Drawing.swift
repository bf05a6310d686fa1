public import Foundation

extension NSAttributedString.Key {
  /// The font (`UIFont`), as UIKit's key.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour (`UIColor`), as UIKit's key.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The paragraph style (`NSParagraphStyle`): its alignment places text drawn in a rectangle.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The background colour behind the text: accepted, not drawn.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space between characters: accepted, not drawn.
  public static let kern = NSAttributedString.Key("NSKern")
}

/// How drawn text is measured: SF Pro's average advance, a full em for emoji and wide scripts.
enum TextDrawing {
  static func width(of text: String, font: UIFont) -> CGFloat {
    text.unicodeScalars.reduce(0) { width, scalar in
      width + font.pointSize * (scalar.value >= 0x2E80 || scalar.properties.isEmojiPresentation ? 1.0 : 0.55)
    }
  }

  static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
  }

  static func color(_ attributes: [NSAttributedString.Key: Any]?) -> UIColor {
    attributes?[.foregroundColor] as? UIColor ?? .black
  }

  static func draw(_ text: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?) {
    DrawingCanvas.current?.text(text, at: point, font: font(attributes), color: color(attributes))
  }

  /// Draws `text` in `rect`, placed along its top edge by the paragraph style's alignment.
  static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
    let width = size(text, attributes: attributes).width
    var x = rect.minX
    switch (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment {
    case .center: x = rect.minX + (rect.width - width) / 2
    case .right: x = rect.maxX - width
    default: break
    }
    draw(text, at: CGPoint(x: x, y: rect.minY), attributes: attributes)
  }

  static func size(_ text: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let font = font(attributes)
    return CGSize(width: width(of: text, font: font).rounded(.up), height: font.lineHeight.rounded(.up))
  }
}

extension String {
  /// Draws the string with its top-left corner at `point` in the current image context.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    TextDrawing.draw(self, at: point, attributes: attributes)
  }

  /// Draws the string along the top of `rect`, aligned by its paragraph style (one line; no
  /// wrapping here).
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    TextDrawing.draw(self, in: rect, attributes: attributes)
  }

  /// The size the string takes in `attributes`' font (estimated from average advances).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextDrawing.size(self, attributes: attributes)
  }
}

extension NSString {
  /// Draws the string with its top-left corner at `point` in the current image context.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    TextDrawing.draw(self as String, at: point, attributes: attributes)
  }

  /// Draws the string along the top of `rect`, aligned by its paragraph style.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    TextDrawing.draw(self as String, in: rect, attributes: attributes)
  }

  /// The size the string takes in `attributes`' font.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextDrawing.size(self as String, attributes: attributes)
  }
}

extension NSAttributedString {
  /// Draws the string, in the attributes of its first character, at `point`.
  public func draw(at point: CGPoint) {
    TextDrawing.draw(string, at: point, attributes: firstCharacterAttributes)
  }

  /// Draws the string along the top of `rect`, aligned by its first character's paragraph style.
  public func draw(in rect: CGRect) {
    TextDrawing.draw(string, in: rect, attributes: firstCharacterAttributes)
  }

  /// The size the string takes.
  public func size() -> CGSize {
    TextDrawing.size(string, attributes: firstCharacterAttributes)
  }

  /// The attributes the whole string is drawn in: its first character's (none when it is empty).
  private var firstCharacterAttributes: [NSAttributedString.Key: Any] {
    length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
  }
}
