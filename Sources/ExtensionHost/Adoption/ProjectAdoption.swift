import ExtensionManifest
import HostProtocol

/// What `extension-host init` writes beside an Xcode project so its extensions build and run on
/// Linux: a `Package.swift` with one executable target per extension the host runs (shield,
/// device activity monitor, widget) or compiles (device activity report), a `main.swift` for each that the system starts by its
/// principal class (outside the Xcode folders, which Xcode's synchronized folders would otherwise
/// pick up; a widget extension's own `@main` starts it), a link from each target to the
/// extension's own folder, and a starter `ShieldPolicy.plist` when there are shield extensions.
struct ProjectAdoption: Equatable {
  /// One extension of the project.
  struct Extension: Equatable {
    /// The Xcode target's executable name: the SwiftPM target and product, and its module.
    var name: String
    /// Its extension point.
    var point: ExtensionPoint
    /// The extension's folder, relative to the project root (`ShieldAction`).
    var folder: String
    /// Entries of the folder that are not Swift sources (Info.plist, entitlements, assets).
    var excluded: [String]
    /// This package's products the extension's sources import (ManagedSettings always).
    var products: [String]
    /// Whether its sources name Foundation's URL loading types (`URLSession`...), which Linux's
    /// Foundation keeps in `FoundationNetworking`: the target imports that module in every file,
    /// as `import Foundation` brings them on iOS.
    var usesURLLoading = false
    /// The activity and event names its sources give (`StarterScenario.names(in:)`): a
    /// monitor's are the starter scenario's.
    var activityNames: [String] = []
    var eventNames: [String] = []

    /// Whether its own sources start it: a widget extension's `@main` `Widget` or
    /// `WidgetBundle`, a report extension's `@main` `DeviceActivityReportExtension`, where a
    /// shield or monitor extension is started by its principal class.
    var startsItself: Bool { point == .widgetKit || point == .deviceActivityReport }
  }

  /// A file to write, relative to the project root.
  struct File: Equatable {
    var path: String
    var contents: String
  }

  /// The project's name (the `.xcodeproj` without its extension).
  var projectName: String
  var extensions: [Extension]
  /// The path of this package (extension-host) from the project root, for `.package(path:)`.
  var hostPackagePath: String
  /// SwiftPM's identity of that package: its folder's name.
  var hostPackageIdentity: String
  /// 5 or 6.
  var languageMode: Int

  /// The products of this package an extension can import.
  static let sdkProducts = [
    "DeviceActivity", "ManagedSettings", "ManagedSettingsUI", "UIKit", "os", "OSLog", "SwiftUI", "SwiftUICore", "UserNotifications",
    "FamilyControls", "Combine", "WidgetKit", "AppIntents", "Intents", "ActivityKit", "Charts", "MobileCoreServices",
    "LocalAuthentication", "ExtensionKit", "ExtensionFoundation", "Security", "CoreGraphics",
  ]

  /// `text` as a Swift string literal: a folder or file name may hold a quote, a backslash or a
  /// line break, which would otherwise end the literal and write code into Package.swift.
  static func literal(_ text: String) -> String { "\"" + escaped(text) + "\"" }

  /// `text` with what ends a Swift string literal or a `//` comment escaped as Swift escapes it.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A target's Swift settings: its language mode, and, when its sources load URLs, the implicit
  /// import of `FoundationNetworking` on Linux.
  static func swiftSettings(languageMode: Int, urlLoading: Bool) -> String {
    let mode = ".swiftLanguageMode(.v\(languageMode))"
    guard urlLoading else { return mode }
    return mode + #", .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"], .when(platforms: [.linux]))"#
  }

  /// The folder the generated `main.swift` files and links live in.
  static let generatedFolder = "extension-host"

  /// Every file init writes, in the order it writes them.
  var files: [File] {
    [File(path: "Package.swift", contents: packageManifest)]
      + extensions.filter { !$0.startsItself }.map {
        File(path: "\(Self.generatedFolder)/\($0.name)/main.swift", contents: Self.mainSource)
      }
      + (hasShieldExtensions ? [File(path: "ShieldPolicy.plist", contents: Self.starterPolicy)] : [])
      + (starterScenario.map { [File(path: StarterScenario.path, contents: $0)] } ?? [])
  }

  /// Whether the project has a device activity monitor extension, which `simulate` runs.
  var hasMonitorExtensions: Bool { extensions.contains { $0.point == .deviceActivityMonitor } }

  /// The starter scenario (`StarterScenario`), with the names the monitors' sources give; nil
  /// without a monitor.
  private var starterScenario: String? {
    let monitors = extensions.filter { $0.point == .deviceActivityMonitor }
    guard !monitors.isEmpty else { return nil }
    return StarterScenario.contents(
      projectName: projectName, activities: monitors.flatMap(\.activityNames), events: monitors.flatMap(\.eventNames))
  }

  /// Whether the project has a shield extension, which visits run and a shield policy feeds.
  var hasShieldExtensions: Bool { extensions.contains { $0.point == .shieldAction || $0.point == .shieldConfiguration } }

  /// Whether the project has a widget extension, which `widgets` runs.
  var hasWidgetExtensions: Bool { extensions.contains { $0.point == .widgetKit } }

  /// Each target's link to the extension's folder: (link path, destination), relative to the root.
  var links: [(path: String, destination: String)] {
    extensions.map { item in
      ("\(Self.generatedFolder)/\(item.name)/\(FileSystem.lastComponent(of: item.folder))", "../../" + item.folder)
    }
  }

  /// The `.executableTarget(...)` of `item` in `Package.swift`, indented as its `targets:` list.
  func targetDeclaration(_ item: Extension) -> String {
    let link = FileSystem.lastComponent(of: item.folder)
    let dependencies = item.products.map { "        .product(name: \"\($0)\", package: \"\(hostPackageIdentity)\")," }
    let excluded = item.excluded.map { Self.literal("\(link)/\($0)") }.joined(separator: ", ")
    return """
          .executableTarget(
            name: "\(item.name)",
            dependencies: [
      \(dependencies.joined(separator: "\n"))
            ],
            path: "\(Self.generatedFolder)/\(item.name)",
            exclude: [\(excluded)],
            swiftSettings: [\(Self.swiftSettings(languageMode: languageMode, urlLoading: item.usesURLLoading))]
          ),
      """
  }

  /// `Package.swift`.
  var packageManifest: String {
    let targets = extensions.map(targetDeclaration)
    return """
      // swift-tools-version:6.1
      // Written by `extension-host init`: builds \(Self.escaped(projectName))'s extensions on Linux, so that
      // `swift run extension-host` runs them (visit, widgets, simulate). Xcode does not read this
      // file. Each target's sources are the extension's own folder (linked from
      // \(Self.generatedFolder)/<target>/), plus a main.swift calling NSExtensionMain() where the
      // system starts the extension by its principal class (a widget extension's @main starts it).
      import PackageDescription

      let package = Package(
        name: \(Self.literal(projectName)),
        dependencies: [
          .package(path: \(Self.literal(hostPackagePath))),
        ],
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
  }

  /// The module whose `NSExtensionMain()` runs an extension: every target depends on it.
  static let runtimeModule = "ManagedSettings"

  /// Each extension's `main.swift`: what the system does for an extension on iOS.
  static let mainSource = """
    // Written by `extension-host init`. On iOS the system starts an extension; here this does.
    import \(runtimeModule)

    NSExtensionMain()

    """

  /// A starter shield policy: what the app would shield with `ManagedSettingsStore().shield`.
  static let starterPolicy = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <!--
      Written by `extension-host init`: what your app shields, as it would set
      ManagedSettingsStore().shield. Applications and WebDomains are shielded by token;
      ApplicationCategories and WebDomainCategories shield every member listed under Categories.
    -->
    <dict>
    	<key>WebDomains</key>
    	<array>
    		<string>social.example</string>
    	</array>
    	<key>Applications</key>
    	<array>
    		<string>com.example.social</string>
    	</array>
    	<key>WebDomainCategories</key>
    	<array>
    		<string>News</string>
    	</array>
    	<key>Categories</key>
    	<dict>
    		<key>News</key>
    		<dict>
    			<key>WebDomains</key>
    			<array>
    				<string>news.example</string>
    			</array>
    		</dict>
    	</dict>
    </dict>
    </plist>

    """
}
