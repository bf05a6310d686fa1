import FoundationEssentials

/// The protocol's `JSONEncoder` and `JSONDecoder`, made once: both are thread-safe, and making
/// one per message showed in profiles.
enum JSONCoders {
  /// Compact output, slashes unescaped: the wire format.
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return encoder
  }()

  static let decoder = JSONDecoder()
}
