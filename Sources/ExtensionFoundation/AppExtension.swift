#if canImport(Glibc)
  import Glibc
#endif

/// An app extension built on ExtensionKit, as ExtensionFoundation's `AppExtension`: on iOS the
/// Screen Time report extension is one (`DeviceActivityReportExtension`).
///
/// extension-host checks such an extension's Info.plist (`extension-host lint`) and compiles its
/// code, but does not launch it: run on its own, its `main` says so and exits.
public protocol AppExtension {
  /// What the extension accepts from its host.
  associatedtype Configuration: AppExtensionConfiguration
  /// What the extension accepts from its host.
  @MainActor @preconcurrency var configuration: Configuration { get }
  /// The extension, as the system makes it.
  @MainActor @preconcurrency init()
}

/// What an app extension accepts from its host, as ExtensionFoundation's `AppExtensionConfiguration`.
public protocol AppExtensionConfiguration {}

extension AppExtension {
  /// The `@main` entry point: extension-host does not run ExtensionKit extensions, so this names
  /// the extension, says what the host does with it, and exits with status 64 (`EX_USAGE`).
  public static func main() {
    let message = """
      \(String(reflecting: Self.self)) is an ExtensionKit app extension; extension-host checks its \
      Info.plist and compiles its code, but does not run it.
      Try: swift run extension-host lint

      """
    _ = message.utf8CString.withUnsafeBufferPointer { bytes in write(2, bytes.baseAddress, bytes.count - 1) }
    exit(64)
  }
}
