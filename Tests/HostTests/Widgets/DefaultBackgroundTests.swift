import Foundation
import SwiftUI
import Testing

/// `background()` with no style, as widgets written before iOS 17 use it (Ente's album widget).
@MainActor
struct DefaultBackgroundTests {
  private func node(_ view: some View, colorScheme: ColorScheme) throws -> EvaluatedView {
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    return try #require(try ViewEvaluator.evaluate(view, in: environment).first)
  }

  /// It fills with the system background, as `background(.background)` does.
  @Test(arguments: [ColorScheme.light, .dark])
  func aBackgroundWithNoStyleIsTheSystemBackground(colorScheme: ColorScheme) throws {
    let defaulted = try node(Text("Albums").padding().background(), colorScheme: colorScheme)
    let explicit = try node(Text("Albums").padding().background(.background), colorScheme: colorScheme)
    #expect(defaulted == explicit)
    guard case .background(let views) = try #require(defaulted.modifiers.last) else {
      Issue.record("no background: \(defaulted.modifiers)")
      return
    }
    let fill = try #require(views.first?.color)
    #expect(fill.name == "background")
    #expect(fill.systemName == "systemBackground")
  }
}
