extension UIResponder {
  /// The class's name, as NSObject's `description()` class method gives it on iOS
  /// (`MyApp.ProfileView`): code that names a nib after its class calls it. Foundation on Linux
  /// has no class-side `description`.
  nonisolated public class func description() -> String { String(reflecting: self) }
}
