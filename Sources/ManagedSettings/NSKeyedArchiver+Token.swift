public import Foundation

// A token is a Swift structure, not an `NSSecureCoding` class, so Foundation's archiver cannot
// encode it. Apple's `archivedData(withRootObject:requiringSecureCoding:)` reports that by
// throwing (the method `throws`, and its archiver refuses a class that does not adopt
// `NSSecureCoding`), which is why apps write `try? NSKeyedArchiver.archivedData(withRootObject:
// token, …)` and fall back to another key (ZapScreen's shield action does). swift-corelibs-foundation
// stops the process with a fatal error instead. This overload, more specific than Foundation's
// `Any`, is the one such a call reaches with a token, and throws as Apple's does.
extension NSKeyedArchiver {
  /// Refuses to archive `token`, as Apple's archiver refuses an object that is not
  /// `NSSecureCoding`: throws `CocoaError.coderInvalidValue` (4866, "the data isn't in the
  /// correct format"), whichever `requiresSecureCoding` says. Code tokens with
  /// `JSONEncoder` or `PropertyListEncoder`, which they support.
  public class func archivedData<T>(withRootObject token: Token<T>, requiringSecureCoding requiresSecureCoding: Bool) throws -> Data {
    throw CocoaError(
      .coderInvalidValue,
      userInfo: [
        NSDebugDescriptionErrorKey:
          "a \(Token<T>.self) is a Swift structure, not an NSSecureCoding class: NSKeyedArchiver cannot encode it; "
          + "encode it with JSONEncoder or PropertyListEncoder"
      ])
  }
}
