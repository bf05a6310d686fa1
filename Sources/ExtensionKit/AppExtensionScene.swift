/// A scene an ExtensionKit extension shows in its host, as ExtensionKit's `AppExtensionScene`:
/// the base of the report extension's `DeviceActivityReportScene`. Main-actor isolated, as
/// Apple's is, so a scene may call main-actor API (`UIDevice.current`) in its own methods.
@MainActor @preconcurrency
public protocol AppExtensionScene {}
