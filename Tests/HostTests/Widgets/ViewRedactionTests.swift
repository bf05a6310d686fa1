import Foundation
import SwiftUI
import Testing

/// The redaction rules as Apple documents them (`View.privacySensitive(_:)`, `redacted(reason:)`,
/// `unredacted()`, `RedactionReasons`), on views evaluated with an environment.
@MainActor
struct ViewRedactionTests {
  /// A balance widget's body: the amount marked private, the title not.
  struct Balance: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Checking")
        Text("$1,024.00").privacySensitive()
      }
    }
  }

  /// A view that draws its own quiet form when it is told to redact for privacy.
  struct QuietWhenPrivate: View {
    @Environment(\.redactionReasons) var reasons
    var body: some View {
      if reasons.contains(.privacy) {
        Text("Unlock to see")
      } else {
        Text("3 new messages")
      }
    }
  }

  /// Reports what it reads from the environment as its text.
  struct ReasonReader: View {
    @Environment(\.redactionReasons) var reasons
    var body: some View { Text(verbatim: reasons.description) }
  }

  static func texts(_ view: some View, reasons: RedactionReasons) throws -> [String: RedactionReasons] {
    var environment = EnvironmentValues()
    environment.redactionReasons = reasons
    let nodes = try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes)
    var texts: [String: RedactionReasons] = [:]
    for node in nodes where node.kind == .text { texts[node.text ?? "<nil>"] = node.redactedBy }
    return texts
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let reasons: RedactionReasons
    let expected: [String: RedactionReasons]
    let view: @MainActor @Sendable () -> AnyView
    var testDescription: String { "\(name) under \(reasons)" }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "privacySensitive hides nothing without a reason", reasons: [],
      expected: ["Checking": [], "$1,024.00": []]) { AnyView(Balance()) },
    Case(name: "privacySensitive is redacted under .privacy, the rest stays", reasons: .privacy,
      expected: ["Checking": [], "$1,024.00": .privacy]) { AnyView(Balance()) },
    Case(name: "privacySensitive(false) stays under .privacy", reasons: .privacy,
      expected: ["Kept": []]) { AnyView(Text("Kept").privacySensitive(false)) },
    Case(name: "the innermost mark wins", reasons: .privacy,
      expected: ["Inner": [], "Outer": .privacy]) {
        AnyView(VStack { Text("Inner").privacySensitive(false); Text("Outer") }.privacySensitive())
      },
    Case(name: ".placeholder redacts every text", reasons: .placeholder,
      expected: ["Checking": .placeholder, "$1,024.00": .placeholder]) { AnyView(Balance()) },
    Case(name: "redacted(reason: .placeholder) applies unlocked", reasons: [],
      expected: ["Checking": .placeholder, "$1,024.00": .placeholder]) { AnyView(Balance().redacted(reason: .placeholder)) },
    Case(name: "redacted(reason:) adds to the reasons already there", reasons: .privacy,
      expected: ["[.placeholder, .privacy]": .placeholder]) { AnyView(ReasonReader().redacted(reason: .placeholder)) },
    Case(name: "unredacted() keeps every text readable", reasons: [.placeholder, .privacy],
      expected: ["Checking": [], "$1,024.00": []]) { AnyView(Balance().unredacted()) },
    Case(name: "inside unredacted() the reasons read empty", reasons: [.placeholder, .privacy],
      expected: ["[]": []]) { AnyView(ReasonReader().unredacted()) },
    Case(name: "a view reading .privacy draws its quiet form", reasons: .privacy,
      expected: ["Unlock to see": []]) { AnyView(QuietWhenPrivate()) },
    Case(name: "a view reading .privacy draws content without it", reasons: [],
      expected: ["3 new messages": []]) { AnyView(QuietWhenPrivate()) },
    Case(name: "invalidatableContent is redacted under .invalidated only", reasons: .invalidated,
      expected: ["Stale": .invalidated, "Fresh": []]) {
        AnyView(VStack { Text("Stale").invalidatableContent(); Text("Fresh") })
      },
    Case(name: "text not marked stays readable under .privacy", reasons: .privacy,
      expected: ["Plain": []]) { AnyView(Text("Plain")) },
    Case(name: "privacy and placeholder together name both", reasons: [.placeholder, .privacy],
      expected: ["Checking": .placeholder, "$1,024.00": [.placeholder, .privacy]]) { AnyView(Balance()) },
  ]

  @Test(arguments: cases)
  func redaction(_ testCase: Case) throws {
    #expect(try Self.texts(testCase.view(), reasons: testCase.reasons) == testCase.expected)
  }

  @Test func placeholderRedactsImagesAndPrivacyOnlyMarkedOnes() throws {
    var environment = EnvironmentValues()
    environment.redactionReasons = .privacy
    let view = HStack { Image(systemName: "lock"); Image("avatar").privacySensitive() }
    let images = try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes).filter { $0.kind == .image }
    #expect(images.map(\.imageName) == ["lock", "avatar"])
    #expect(images.map(\.redactedBy) == [[], .privacy])
    environment.redactionReasons = .placeholder
    let placeholder = try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes).filter { $0.kind == .image }
    #expect(placeholder.map(\.redactedBy) == [.placeholder, .placeholder])
  }

  @Test func redactionReachesModifiersViews() throws {
    let view = Text("Body").overlay { Text("Badge").privacySensitive() }
    #expect(try Self.texts(view, reasons: .privacy) == ["Body": [], "Badge": .privacy])
  }
}
