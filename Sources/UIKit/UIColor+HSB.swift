public import Foundation

extension UIColor {
  /// A colour from hue, saturation and brightness, each in 0...1, as UIKit's initialiser.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let hue = (hue - hue.rounded(.down)) * 6
    let chroma = brightness * saturation
    let secondary = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
      switch Int(hue) {
      case 0: (chroma, secondary, 0)
      case 1: (secondary, chroma, 0)
      case 2: (0, chroma, secondary)
      case 3: (0, secondary, chroma)
      case 4: (secondary, 0, chroma)
      default: (chroma, 0, secondary)
      }
    let offset = brightness - chroma
    self.init(red: red + offset, green: green + offset, blue: blue + offset, alpha: alpha)
  }

  /// A colour from Display P3 components. Drawn as if they were sRGB: the host's renderer works
  /// in sRGB, so saturated P3 colours look a little duller than on a phone.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Reads hue, saturation, brightness and alpha, as UIKit does; returns true.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let maximum = max(redComponent, greenComponent, blueComponent)
    let chroma = maximum - min(redComponent, greenComponent, blueComponent)
    var value: CGFloat = 0
    if chroma > 0 {
      switch maximum {
      case redComponent: value = ((greenComponent - blueComponent) / chroma).truncatingRemainder(dividingBy: 6)
      case greenComponent: value = (blueComponent - redComponent) / chroma + 2
      default: value = (redComponent - greenComponent) / chroma + 4
      }
      value /= 6
      if value < 0 { value += 1 }
    }
    hue?.pointee = value
    saturation?.pointee = maximum == 0 ? 0 : chroma / maximum
    brightness?.pointee = maximum
    alpha?.pointee = alphaComponent
    return true
  }

  /// Reads the grey level (the mean of the components) and alpha; returns true.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    white?.pointee = (redComponent + greenComponent + blueComponent) / 3
    alpha?.pointee = alphaComponent
    return true
  }
}
