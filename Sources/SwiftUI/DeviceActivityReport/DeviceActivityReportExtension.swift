public import ExtensionFoundation

/// A Screen Time report extension, as the `DeviceActivityReportExtension` of Apple's DeviceActivity
/// and SwiftUI overlay: its `@main` type lists the report scenes the app's `DeviceActivityReport`
/// views name by context.
///
/// extension-host compiles it and lints its Info.plist (extension point
/// `com.apple.deviceactivityui.report-extension`), but does not run it; see `AppExtension.main()`.
public protocol DeviceActivityReportExtension: AppExtension where Configuration == DeviceActivityReportExtensionConfiguration {
  /// The extension's scenes.
  associatedtype Body: DeviceActivityReportScene
  /// The extension's scenes.
  @DeviceActivityReportBuilder @MainActor @preconcurrency var body: Body { get }
}

extension DeviceActivityReportExtension {
  /// What every report extension accepts from the system.
  @MainActor @preconcurrency
  public var configuration: DeviceActivityReportExtensionConfiguration { DeviceActivityReportExtensionConfiguration() }
}

/// What a report extension accepts from the system: nothing it configures itself.
public struct DeviceActivityReportExtensionConfiguration: AppExtensionConfiguration {
  /// The configuration.
  public init() {}
}
