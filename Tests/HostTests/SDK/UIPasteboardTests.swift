import Foundation
import Testing
import UIKit

/// The pasteboard an app copies to and clears: it keeps what was set until it is changed.
struct UIPasteboardTests {
  @Test func whatIsCopiedStaysUntilTheAppClearsIt() {
    let board = UIPasteboard.withUniqueName()
    defer { UIPasteboard.remove(withName: board.name) }
    let before = board.changeCount
    board.string = "4929 1234 5678 9012"
    #expect(board.string == "4929 1234 5678 9012" && board.hasStrings && !board.hasURLs)
    board.urls = [URL(string: "https://example.com")!]
    #expect(board.url?.host == "example.com" && board.string == nil)
    board.items = []
    #expect(board.numberOfItems == 0 && !board.hasStrings)
    #expect(board.changeCount == before + 3)
    #expect(UIPasteboard(name: board.name, create: false) != nil)
    #expect(UIPasteboard(name: UIPasteboard.Name("never-made"), create: false) == nil)
  }
}
