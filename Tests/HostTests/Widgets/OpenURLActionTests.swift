import Foundation
import SwiftUI
import Testing

/// `@Environment(\.openURL)`: the host opens nothing by default; an action a view sets is the one
/// the views inside call.
@MainActor
struct OpenURLActionTests {
  final class Opened: @unchecked Sendable {
    var urls: [URL] = []
  }

  struct Opener: View {
    @Environment(\.openURL) var openURL
    let url: URL
    var body: some View {
      openURL(url)
      return Text("opened")
    }
  }

  @Test func theDefaultActionOpensNothingAndSaysSo() throws {
    let action = EnvironmentValues().openURL
    var accepted: Bool?
    action(try #require(URL(string: "https://example.com"))) { accepted = $0 }
    #expect(accepted == false)
  }

  @Test func anActionSetAroundAViewIsTheOneItCalls() throws {
    let opened = Opened()
    let url = try #require(URL(string: "focus://session"))
    let view = Opener(url: url).environment(\.openURL, OpenURLAction { url in
      opened.urls.append(url)
      return .handled
    })
    #expect(try ViewEvaluationTests.texts(view) == ["opened"])
    #expect(opened.urls == [url])
    var accepted: Bool?
    OpenURLAction { _ in .handled }(url) { accepted = $0 }
    #expect(accepted == true)
    OpenURLAction { _ in .systemAction(url) }(url) { accepted = $0 }
    #expect(accepted == false)
  }
}
