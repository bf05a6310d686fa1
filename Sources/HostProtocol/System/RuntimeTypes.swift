import Foundation

/// Classes found by name and types named, as the extension and app runtimes need them at start-up,
/// without the costs of Foundation's and the standard library's general paths.
package enum RuntimeTypes {
  /// The class `name` names, as `NSClassFromString` finds it. A module-qualified name
  /// (`Module.Class`, what Xcode's `$(PRODUCT_MODULE_NAME).Class` gives) goes straight to the
  /// runtime's lookup, which is what `NSClassFromString` does with it after splitting the name
  /// through `NSString` (4% of an extension's start-up, `perf record` over 150 launches; an app's
  /// first lookup also builds Foundation's table of Objective-C names, 3% of an App Switcher
  /// tour's app process); any other name (no module, a mangled `_Tt` name, nesting) goes
  /// through `NSClassFromString`.
  package static func classNamed(_ name: String) -> AnyClass? {
    let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return NSClassFromString(name) }
    return _typeByName(name) as? AnyClass
  }

  /// A type's name as `String(describing:)` writes it (`FocusWidget`, `Bundle<Int>`,
  /// `Outer.Inner`), without that initializer's dynamic casts and reflection (5% of a widget
  /// extension's start-up, 3% of an App Switcher tour's app process: `perf record`).
  package static func name(of type: Any.Type) -> String { _typeName(type, qualified: false) }
}
