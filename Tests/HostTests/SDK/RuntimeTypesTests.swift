import Foundation
import HostProtocol
import Testing

/// A principal class named in the test module, to be found by name.
final class LookupPrincipal: NSObject {
  final class Nested: NSObject {}
}

/// Classes are found by name as `NSClassFromString` finds them (a module-qualified name goes
/// straight to the runtime's lookup, every other name through `NSClassFromString`), and types are
/// named as `String(describing:)` names them: what extensions' principal classes, an app's
/// delegates, a widget extension's `@main` type and every captured view are found and named by.
struct RuntimeTypesTests {
  struct Outer { struct Inner {} }
  struct Generic<Value> {}
  enum Bare {}

  @Test func aModuleQualifiedNameFindsTheClass() {
    #expect(RuntimeTypes.classNamed("HostTests.LookupPrincipal") == LookupPrincipal.self)
    #expect(RuntimeTypes.classNamed("Foundation.NSObject") == NSObject.self)
  }

  @Test(arguments: [
    "HostTests.LookupPrincipal", "HostTests.NoSuchClass", "LookupPrincipal", "NSObject", "Foundation.NSObject",
    "HostTests.LookupPrincipal.Nested", "HostTests.", ".LookupPrincipal", "hosttests.LookupPrincipal", "",
    "HostTests.RuntimeTypesTests",
  ])
  func everyNameFindsWhatNSClassFromStringFinds(name: String) {
    let found = RuntimeTypes.classNamed(name).map(ObjectIdentifier.init)
    let expected = NSClassFromString(name).map(ObjectIdentifier.init)
    #expect(found == expected, "\(name)")
  }

  @Test(arguments: [
    Outer.self, Outer.Inner.self, Generic<Int>.self, Generic<Outer.Inner>.self, Bare.self, LookupPrincipal.self,
    LookupPrincipal.Nested.self, NSObject.self,
  ] as [Any.Type])
  func aTypesNameIsWhatStringDescribingWrites(type: Any.Type) {
    #expect(RuntimeTypes.name(of: type) == String(describing: type))
  }
}
