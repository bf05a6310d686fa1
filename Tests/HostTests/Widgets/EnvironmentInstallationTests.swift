import Foundation
import Testing

@testable import SwiftUI

/// Every `@Environment` a view stores gets the environment, wherever it sits among the view's
/// properties: a struct's are found by offset from its field records, a class's through `Mirror`.
@MainActor
struct EnvironmentInstallationTests {
  /// Two environment properties between plain ones, at offsets that are not the first.
  struct Scattered: View {
    let prefix: String
    @Environment(\.colorScheme) var scheme
    let count: Int
    @Environment(\.redactionReasons) var reasons
    let suffix: String?

    var body: some View {
      Text("\(prefix) \(scheme == .dark ? "dark" : "light") \(reasons.contains(.privacy) ? "private" : "open") \(count) \(suffix ?? "-")")
    }
  }

  /// A view that is a class: read through `Mirror`.
  final class ClassView: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "class dark" : "class light") }
  }

  /// A generic view whose environment property's offset depends on its parameter.
  struct Generic<Value>: View {
    let value: Value
    @Environment(\.colorScheme) var scheme
    var body: some View { Text("\(value) \(scheme == .dark ? "dark" : "light")") }
  }

  private func texts(_ view: some View, dark: Bool, privacy: Bool) throws -> [String] {
    var environment = EnvironmentValues()
    environment.colorScheme = dark ? .dark : .light
    if privacy { environment.redactionReasons = .privacy }
    return try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes).compactMap(\.text)
  }

  @Test func everyEnvironmentPropertyOfAStructIsInstalled() throws {
    let view = Scattered(prefix: "p", count: 3, suffix: "s")
    #expect(try texts(view, dark: true, privacy: true) == ["p dark private 3 s"])
    #expect(try texts(view, dark: false, privacy: false) == ["p light open 3 s"], "each evaluation installs its own")
  }

  @Test func aClassViewGetsItsEnvironmentThroughReflection() throws {
    #expect(try texts(ClassView(), dark: true, privacy: false) == ["class dark"])
  }

  @Test func eachInstanceOfAGenericViewFindsItsOwnOffsets() throws {
    #expect(try texts(Generic(value: 7), dark: true, privacy: false) == ["7 dark"])
    #expect(try texts(Generic(value: "a longer string value"), dark: true, privacy: false) == ["a longer string value dark"])
    #expect(try texts(Generic(value: (1, 2.5, "x")), dark: false, privacy: false) == ["(1, 2.5, \"x\") light"])
  }

  @Test func aStructsFieldsAreFoundOnceAndAClassIsNotAStruct() {
    #expect(InstallableFields.of(Scattered.self)?.count == 2)
    #expect(InstallableFields.of(Generic<Int>.self)?.count == 1)
    #expect(InstallableFields.of(ClassView.self) == nil)
    #expect(InstallableFields.of(Text.self)?.isEmpty == true)
  }
}
