/// Why a view is drawn redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Placeholder content: every text and image is drawn as a shape of its size.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private data: only views marked `privacySensitive()` are redacted.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that may be out of date: views marked `invalidatableContent()`, from a tap until
  /// the new entry arrives.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)

  /// Each reason by its SwiftUI name, in a fixed order.
  public static let named: [(name: String, reason: RedactionReasons)] = [
    ("placeholder", .placeholder), ("privacy", .privacy), ("invalidated", .invalidated),
  ]

  /// The names of the reasons in the set.
  public var names: [String] { Self.named.filter { contains($0.reason) }.map(\.name) }

  public var description: String { "[" + names.map { "." + $0 }.joined(separator: ", ") + "]" }
}
