public import Foundation

// iOS 16's `URL` type properties for the directories of an app's container, which Apple's
// Foundation declares and swift-corelibs-foundation does not (it has `homeDirectory` and
// `temporaryDirectory`). On iOS each is beneath the process's home, its own container:
// `Documents`, `Library`, `Library/Caches` and `Library/Application Support`. Here each is beneath
// `URL.homeDirectory`, which the host points at the extension's own sandbox (`CFFIXED_USER_HOME`),
// so an extension's documents stay in its container as on a device.
extension URL {
  /// The documents directory for the current user: `Documents` in the process's home.
  public static var documentsDirectory: URL {
    homeDirectory.appending(path: "Documents", directoryHint: .isDirectory)
  }

  /// The library directory for the current user: `Library` in the process's home.
  public static var libraryDirectory: URL {
    homeDirectory.appending(path: "Library", directoryHint: .isDirectory)
  }

  /// The caches directory for the current user: `Library/Caches` in the process's home.
  public static var cachesDirectory: URL {
    libraryDirectory.appending(path: "Caches", directoryHint: .isDirectory)
  }

  /// The application support directory for the current user: `Library/Application Support` in
  /// the process's home.
  public static var applicationSupportDirectory: URL {
    libraryDirectory.appending(path: "Application Support", directoryHint: .isDirectory)
  }
}
