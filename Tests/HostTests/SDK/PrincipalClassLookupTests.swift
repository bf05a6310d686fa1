import Foundation
import Testing

@testable import ManagedSettings

/// A principal class named in the test module, to be found by name.
final class LookupPrincipal: NSObject {
  final class Nested: NSObject {}
}

/// The principal class is found by name as `NSClassFromString` finds it; a module-qualified name
/// goes straight to the runtime's lookup, and every other name through `NSClassFromString`.
struct PrincipalClassLookupTests {
  @Test func aModuleQualifiedNameFindsTheClass() {
    #expect(PrincipalResolution.classNamed("HostTests.LookupPrincipal") == LookupPrincipal.self)
    #expect(PrincipalResolution.classNamed("Foundation.NSObject") == NSObject.self)
  }

  @Test(arguments: [
    "HostTests.LookupPrincipal", "HostTests.NoSuchClass", "LookupPrincipal", "NSObject", "Foundation.NSObject",
    "HostTests.LookupPrincipal.Nested", "HostTests.", ".LookupPrincipal", "hosttests.LookupPrincipal", "",
    "HostTests.PrincipalClassLookupTests",
  ])
  func everyNameFindsWhatNSClassFromStringFinds(name: String) {
    let found = PrincipalResolution.classNamed(name).map(ObjectIdentifier.init)
    let expected = NSClassFromString(name).map(ObjectIdentifier.init)
    #expect(found == expected, "\(name)")
  }
}
