import Foundation
import ManagedSettings
import Testing

/// `NSKeyedArchiver` refuses a token, which is a Swift structure and not `NSSecureCoding`, by
/// throwing, as Apple's archiver does, where swift-corelibs-foundation would stop the process:
/// `try?` gives nil and the app's fallback runs.
struct TokenArchivingTests {
  private let token = ApplicationToken(data: Data([1, 2, 3]))

  @Test(arguments: [true, false])
  func archivingATokenThrowsCoderInvalidValue(secure: Bool) {
    let error = #expect(throws: CocoaError.self) {
      try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: secure)
    }
    #expect(error?.code == .coderInvalidValue)
    #expect((error?.userInfo[NSDebugDescriptionErrorKey] as? String)?.contains("JSONEncoder") == true)
  }

  @Test func theTutorialsFallbackKeyIsUsed() throws {
    let key: String
    if let data = try? NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true) {
      key = data.base64EncodedString()
    } else {
      key = String(describing: token)
    }
    #expect(key == String(describing: token))
    #expect(try JSONDecoder().decode(ApplicationToken.self, from: JSONEncoder().encode(token)) == token)
  }

  @Test func otherObjectsStillReachFoundationsArchiver() throws {
    let data = try NSKeyedArchiver.archivedData(withRootObject: ["a", "b"] as NSArray, requiringSecureCoding: true)
    #expect(!data.isEmpty)
  }
}
