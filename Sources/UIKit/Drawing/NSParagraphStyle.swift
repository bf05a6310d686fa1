public import Foundation

/// How drawn text is laid out in its rectangle, as UIKit's `NSParagraphStyle`: the alignment
/// is honoured by `draw(in:withAttributes:)`; the spacings and indents are kept, not applied
/// (drawn text is one line here).
open class NSParagraphStyle: NSObject {
  var storedAlignment: NSTextAlignment = .natural
  var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
  var storedLineSpacing: CGFloat = 0
  var storedParagraphSpacing: CGFloat = 0
  var storedLineHeightMultiple: CGFloat = 0

  /// The style text has when none is given.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  public override init() { super.init() }

  open var alignment: NSTextAlignment { storedAlignment }
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
  open var lineSpacing: CGFloat { storedLineSpacing }
  open var paragraphSpacing: CGFloat { storedParagraphSpacing }
  open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { storedParagraphSpacing }
    set { storedParagraphSpacing = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { storedLineHeightMultiple }
    set { storedLineHeightMultiple = newValue }
  }
}
