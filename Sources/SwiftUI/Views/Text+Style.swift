public import Foundation

// Text styling, as SwiftUI declares it: `Text`'s own modifiers return `Text` (so styled texts
// still concatenate with `+`), the view modifiers apply to every text inside. Only `textCase`
// changes what a person reads; the others change how it looks, which the host does not draw
// (`textScale(.secondary)` included: Apple does not say by how much the text shrinks).
extension Text {
  /// A letter case, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
    func apply(to string: String) -> String { self == .uppercase ? string.uppercased() : string.lowercased() }
  }

  /// A size class for text, as SwiftUI's `Text.Scale` (iOS 17): `secondary` marks text as
  /// secondary to what is around it, which the system draws a little smaller.
  public struct Scale: Hashable, Sendable {
    let name: String
    public static let `default` = Scale(name: "default")
    public static let secondary = Scale(name: "secondary")
  }

  /// Where a line too long for its space is cut, as SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
  /// Text inside in upper or lower case (nil: as written), as on the phone.
  public func textCase(_ textCase: Text.Case?) -> some View { environmentChange { $0.textCase = textCase } }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { unrecorded() }
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { unrecorded() }
  public func allowsTightening(_ flag: Bool) -> some View { unrecorded() }
  public func kerning(_ kerning: CGFloat) -> some View { unrecorded() }
  public func tracking(_ tracking: CGFloat) -> some View { unrecorded() }
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { unrecorded() }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { unrecorded() }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { unrecorded() }
  public func italic(_ isActive: Bool = true) -> some View { unrecorded() }
  public func monospaced(_ isActive: Bool = true) -> some View { unrecorded() }
  public func fontDesign(_ design: Font.Design?) -> some View { unrecorded() }
  public func fontWidth(_ width: Font.Width?) -> some View { unrecorded() }
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { unrecorded() }
}

extension Font {
  /// How wide the letters are, as SwiftUI's `Font.Width`.
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  public func width(_ width: Width) -> Font { self }
  public func leading(_ leading: Leading) -> Font { self }
  public func italic(_ isActive: Bool) -> Font { isActive ? italic() : self }
  public func monospaced() -> Font { self }
  public func smallCaps() -> Font { self }
  public func lowercaseSmallCaps() -> Font { self }
  public func uppercaseSmallCaps() -> Font { self }

  /// The space between lines, as SwiftUI's `Font.Leading`.
  public enum Leading: Hashable, Sendable { case standard, tight, loose }
}
