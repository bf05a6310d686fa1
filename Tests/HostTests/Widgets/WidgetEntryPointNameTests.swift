import Testing

@testable import WidgetKit

/// The handshake names a widget extension's `@main` type as `String(describing:)` writes it,
/// without its reflection.
struct WidgetEntryPointNameTests {
  struct Outer { struct Inner {} }
  struct Generic<Value> {}
  enum Bare {}

  @Test(arguments: [Outer.self, Outer.Inner.self, Generic<Int>.self, Generic<Outer.Inner>.self, Bare.self] as [Any.Type])
  func theNameIsWhatStringDescribingWrites(type: Any.Type) {
    #expect(entryPointName(type) == String(describing: type))
  }
}
