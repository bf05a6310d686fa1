import Foundation
import ManagedSettings
import Testing

/// `NSExtensionContext.open`, as a shield action calls it to reach its app: no extension point the
/// host runs may open a URL (Apple lets only Today and iMessage extensions), so both forms answer
/// false, the completion handler on a background queue.
@Suite(.timeLimit(.minutes(1)))
struct ExtensionContextTests {
  private let url = URL(string: "focusapp://unlock")!

  @Test func theCompletionHandlerIsToldNothingOpened() async {
    let opened = await withCheckedContinuation { continuation in
      NSExtensionContext().open(url) { continuation.resume(returning: ($0, Thread.isMainThread)) }
    }
    #expect(opened.0 == false)
    #expect(opened.1 == false, "the handler runs on a background queue")
  }

  @Test func theAsyncFormAnswersFalse() async {
    #expect(await NSExtensionContext().open(url) == false)
  }
}
