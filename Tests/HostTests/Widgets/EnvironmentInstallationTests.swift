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

  /// An environment stored without the wrapper's syntax, an environment object, and a generic
  /// struct that is not an environment: found by which generic struct each field specializes.
  struct Mixed: View {
    let plain = Environment(\.colorScheme)
    @EnvironmentObject var model: Model
    let box: Box<Int>
    var body: some View { Text(plain.wrappedValue == .dark ? "mixed dark" : "mixed light") }
  }
  final class Model: ObservableObject {}
  struct Box<Value> { let value: Value }

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
    #expect(InstallableFields.index.fields(of: Scattered.self)?.count == 2)
    #expect(InstallableFields.index.fields(of: Generic<Int>.self)?.count == 1)
    #expect(InstallableFields.index.fields(of: ClassView.self) == nil)
    #expect(InstallableFields.index.fields(of: Text.self)?.isEmpty == true)
  }

  @Test func fieldsAreTakenByTheGenericStructTheySpecializeWhateverTheirNames() throws {
    #expect(InstallableFields.index.fields(of: Mixed.self)?.count == 2, "the plain Environment and the EnvironmentObject, not the Box")
    #expect(try texts(Mixed(box: Box(value: 1)), dark: true, privacy: false) == ["mixed dark"])
  }

  @Test func aGenericStructIsToldByItsDescriptorAndOtherKindsHaveNone() {
    let environment = GenericStruct.descriptor(of: Environment<Int>.self)
    #expect(environment != nil)
    #expect(GenericStruct.descriptor(of: Environment<String>.self) == environment)
    #expect(GenericStruct.descriptor(of: Box<Int>.self) != environment)
    #expect(GenericStruct.isSpecialization(Environment<[String]>.self, ofAnyOf: [environment]))
    #expect(!GenericStruct.isSpecialization(Box<Int>.self, ofAnyOf: [environment]))
    #expect(GenericStruct.descriptor(of: Model.self) == nil, "a class")
    #expect(GenericStruct.descriptor(of: Int?.self) == nil, "an optional")
    #expect(GenericStruct.descriptor(of: ColorScheme.self) == nil, "an enum")
  }

  @Test func onlyPrimitiveViewsAnswerAsPrimitivesThroughTheirConformance() {
    #expect(Text("a")._primitiveView != nil)
    #expect(Rectangle()._primitiveView != nil, "a built-in shape")
    #expect(VStack { Text("a") }._primitiveView != nil, "a generic container")
    #expect(Text("a").padding()._primitiveView != nil, "a modifier")
    #expect(Scattered(prefix: "p", count: 1, suffix: nil)._primitiveView == nil, "an app's view is made of its body")
    #expect(Diamond()._primitiveView == nil, "an app's shape is made of its body")
  }

  struct Diamond: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
  }
}
