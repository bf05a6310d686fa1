// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "extension-host",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "extension-host", targets: ["ExtensionHost"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "DeviceActivity", targets: ["DeviceActivity"]),
    .library(name: "ExtensionFoundation", targets: ["ExtensionFoundation"]),
    .library(name: "ExtensionHostTesting", targets: ["ExtensionHostTesting"]),
    .library(name: "ExtensionKit", targets: ["ExtensionKit"]),
    .library(name: "HostProtocol", targets: ["HostProtocol"]),
    .library(name: "Intents", targets: ["Intents"]),
    .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
    .library(name: "Security", targets: ["Security"]),
    .library(name: "ManagedSettings", targets: ["ManagedSettings"]),
    .library(name: "ManagedSettingsUI", targets: ["ManagedSettingsUI"]),
    .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "os", targets: ["os"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "_Testing_UIKit", targets: ["_Testing_UIKit"]),
    .library(name: "FamilyControls", targets: ["FamilyControls"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
  ],
  targets: [
    // The wire contract shared by the host and every extension.
    .target(name: "HostProtocol", dependencies: ["CMainQueue"]),

    // The extension author's SDK, source-compatible with Apple's, plus the extension runtime.
    // The extension's bundle: its resources (asset catalogs, .strings, .xcstrings), String(localized:).
    // Foundation API that swift-corelibs-foundation lacks (`DateComponentsFormatter`), shadowing
    // Foundation's unavailable declarations for every module that re-exports BundleResources.
    .target(name: "FoundationAdditions"),
    .target(name: "BundleResources", dependencies: ["FoundationAdditions", "HostProtocol"]),
    // The Keychain (`SecItemAdd`…), shared by an app's processes under the host, locked with the device.
    .target(name: "Security", dependencies: ["FoundationAdditions", "HostProtocol"]),
    // Core Graphics' types (colours, bitmaps, paths, contexts, affine transforms); UIKit re-exports it.
    .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
    .target(name: "UIKit", dependencies: ["BundleResources", "Combine", "CoreGraphics", "HostProtocol"]),
    .target(name: "ManagedSettings", dependencies: ["BundleResources", "HostProtocol", "CForkServer", "CSimulatedClock"]),
    .target(name: "ManagedSettingsUI", dependencies: ["ManagedSettings", "UIKit", "HostProtocol"]),
    // DeviceActivity: the monitor extension's base class, the center, schedules and events.
    .target(name: "DeviceActivity", dependencies: ["Combine", "ManagedSettings", "HostProtocol"]),
    // The wall clock an extension reads under `simulate` (`Date()` at the simulated time).
    .target(name: "CSimulatedClock"),
    // ExtensionKit's `AppExtension`, the base of the Screen Time report extension: compiled, not hosted.
    .target(name: "ExtensionFoundation"),
    .target(name: "ExtensionKit", dependencies: ["ExtensionFoundation"]),
    // `Logger`, as extensions import it from `os` or `OSLog`; messages go to the host.
    // `os` overlays the C module `os` (COSLog), whose submodule `log` makes `import os.log` work.
    .target(name: "COSLog"),
    .target(name: "os", dependencies: ["COSLog", "ManagedSettings", "HostProtocol"]),
    .target(name: "OSLog", dependencies: ["os"]),
    // The deprecated module Screen Time monitors import out of habit: nothing but Foundation.
    .target(name: "MobileCoreServices"),
    .target(name: "LocalAuthentication", dependencies: ["Combine", "UIKit"]),
    .target(name: "FamilyControls", dependencies: ["Combine", "ManagedSettings", "SwiftUI"]),
    .target(name: "Combine"),
    // SwiftUI also holds what Apple's DeviceActivity-SwiftUI cross-import overlay adds (the report
    // extension, its scenes and `DeviceActivityReport`): SwiftPM has no cross-import overlays.
    .target(
      name: "SwiftUI",
      dependencies: ["AppIntents", "BundleResources", "Combine", "DeviceActivity", "ExtensionKit", "HostProtocol", "PreviewsMacros", "UIKit"]
    ),
    // `import SwiftUICore` (iOS 18's lower layer of SwiftUI, which extension code sometimes names
    // by accident of autocompletion) brings SwiftUI's views, colours and environment.
    .target(name: "SwiftUICore", dependencies: ["SwiftUI"]),
    // The compiler plug-in behind `#Preview` and `@Previewable`: previews are type-checked, never run.
    .macro(name: "PreviewsMacros"),
    .target(name: "UserNotifications", dependencies: ["HostProtocol", "ManagedSettings"]),
    // AppIntents and Intents: the configuration intents of AppIntentConfiguration and IntentConfiguration widgets.
    .target(name: "AppIntents", dependencies: ["BundleResources"]),
    .target(name: "Intents"),
    // ActivityKit: a Live Activity's attributes, for the ActivityConfiguration a widget bundle may hold.
    .target(name: "ActivityKit", dependencies: ["BundleResources"]),
    // Swift Charts, as widgets use it: a chart is one plot, its marks type-checked, not drawn.
    .target(name: "Charts", dependencies: ["SwiftUI"]),
    .target(name: "WidgetKit", dependencies: ["ActivityKit", "AppIntents", "HostProtocol", "Intents", "ManagedSettings", "SwiftUI"]),
    // The cross-import overlay Swift Testing expects when a test imports Testing and UIKit.
    .target(name: "_Testing_UIKit"),
    // ... and when it imports Testing and CoreGraphics (UIKit and SwiftUI bring CoreGraphics).
    .target(name: "_Testing_CoreGraphics"),

    // Xcode's generated asset symbols (ColorResource.brandBlue, UIColor.brandBlue, Color.brandBlue).
    .executableTarget(name: "AssetSymbolGenerator", dependencies: ["BundleResources"]),
    .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolGenerator"]),

    // Info.plist / entitlements / project reading with source positions, and build settings.
    .target(name: "ExtensionManifest"),

    // Linux system calls the Glibc module does not expose (pidfd_open, pipe2, closefrom actions).
    .target(name: "CHostShims"),

    // libdispatch's main-queue run-loop hooks: an extension's main thread serves the protocol
    // and the main queue itself.
    .target(name: "CMainQueue"),

    // The fork server, both ends: an extension started once forks a fresh copy of itself per
    // launch (the simulator's monitor batches).
    .target(name: "CForkServer"),

    // The shield as a person sees it: defaults resolved, drawn as terminal text or SVG.
    .target(name: "ShieldRendering", dependencies: ["HostProtocol", "ExtensionManifest"]),

    // Manifest lint: the rules, the project loader, configuration, baseline and reports.
    .target(name: "ManifestLint", dependencies: ["ExtensionManifest", "HostProtocol"]),

    // The host engine: manifests -> launch -> supervision -> visit, the shared store, the daemon.
    .target(
      name: "HostEngine",
      dependencies: ["HostProtocol", "ExtensionManifest", "ManifestLint", "ShieldRendering", "CHostShims", "CForkServer"]
    ),

    // The protocol conformance suite run against extension binaries.
    .target(
      name: "Conformance",
      dependencies: ["HostEngine", "HostProtocol", "ExtensionManifest", "ShieldRendering", "ManifestLint"]
    ),

    // The host in users' own tests: visits, presses, lint and conformance as a Swift API.
    .target(
      name: "ExtensionHostTesting",
      dependencies: ["Conformance", "DeviceActivity", "ExtensionManifest", "HostEngine", "HostProtocol", "ManifestLint", "ShieldRendering"]
    ),

    // The command line, `extension-host`: argument parsing and output over the libraries.
    .executableTarget(
      name: "ExtensionHost",
      dependencies: [
        "HostEngine", "ManifestLint", "Conformance", "ShieldRendering", "HostProtocol", "ExtensionManifest",
      ]
    ),

    // The sample app and extensions, written the way an iOS developer writes them.
    .executableTarget(name: "App", dependencies: ["UIKit"]),
    .executableTarget(name: "DeviceActivityMonitorExt", dependencies: ["DeviceActivity", "ManagedSettings", "WidgetKit"]),
    .executableTarget(name: "ShieldActionExt", dependencies: ["ManagedSettings"]),
    .executableTarget(name: "ShieldConfigExt", dependencies: ["ManagedSettings", "ManagedSettingsUI", "UIKit"]),
    .executableTarget(name: "WidgetExt", dependencies: ["SwiftUI", "WidgetKit"]),

    // Deliberately broken extensions: one binary, one principal class per fault.
    .executableTarget(
      name: "FaultyExtensions",
      dependencies: ["DeviceActivity", "ManagedSettings", "ManagedSettingsUI", "Security", "UIKit", "UserNotifications"],
      path: "Tests/FaultyExtensions"
    ),

    // Deliberately broken widgets: one extension, one kind per mistake.
    .executableTarget(name: "FaultyWidgets", dependencies: ["ManagedSettings", "Security", "SwiftUI", "WidgetKit"], path: "Tests/FaultyWidgets"),

    // Apps for the App Switcher tests: one with many scene delegates (each a real mistake), one
    // with the app-delegate lifecycle.
    .executableTarget(name: "SwitcherApps", dependencies: ["LocalAuthentication", "SwiftUI", "UIKit"], path: "Tests/SwitcherApps"),
    .executableTarget(name: "SwitcherLegacyApp", dependencies: ["UIKit"], path: "Tests/SwitcherLegacyApp"),
    .executableTarget(name: "SwitcherSwiftUIApp", dependencies: ["SwiftUI", "UIKit"], path: "Tests/SwitcherSwiftUIApp"),

    // The benchmark's launch and memory floor: linked like an extension, does nothing.
    .executableTarget(name: "BenchmarkProbe", dependencies: ["ManagedSettings"], path: "Benchmarks/Probe"),
    // The host's side of the benchmark (round trips, launches, warm visits), outside the product.
    .executableTarget(name: "HostBenchmark", dependencies: ["HostEngine", "HostProtocol"], path: "Benchmarks/Host"),

    // Extensions written in the styles of shipped apps, kept compiling and running by the tests.
    .executableTarget(
      name: "RealStyleExtensions",
      dependencies: [
        "DeviceActivity", "FamilyControls", "ManagedSettings", "ManagedSettingsUI", "OSLog", "SwiftUI", "UIKit", "UserNotifications",
        "os",
      ],
      path: "Tests/RealStyleExtensions",
      exclude: ["Resources", "Swift6"],
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: ["AssetSymbols"]
    ),
    // Widgets written in the styles of shipped apps, compiled unchanged in Swift 5 mode.
    .executableTarget(
      name: "RealStyleWidgets", dependencies: ["ActivityKit", "AppIntents", "Charts", "Intents", "SwiftUI", "WidgetKit"], path: "Tests/RealStyleWidgets",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A widget extension of only a Live Activity and a control, as expo's widget targets ship it.
    .executableTarget(
      name: "RealStyleLiveActivities", dependencies: ["ActivityKit", "AppIntents", "SwiftUI", "WidgetKit"],
      path: "Tests/RealStyleLiveActivities", swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A Screen Time report extension and the app screen that shows it, in the styles of shipped
    // apps, compiled unchanged in Swift 5 mode (extension-host lints report extensions, never runs them).
    .executableTarget(
      name: "RealStyleReports", dependencies: ["DeviceActivity", "ExtensionKit", "ManagedSettings", "SwiftUI"], path: "Tests/RealStyleReports",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The same kind of extensions in a project that moved to Swift 6 language mode.
    .executableTarget(
      name: "RealStyleExtensionsSwift6",
      dependencies: ["DeviceActivity", "ManagedSettings", "ManagedSettingsUI", "SwiftUI", "UIKit", "UserNotifications", "os"],
      path: "Tests/RealStyleExtensions/Swift6"
    ),

    .testTarget(
      name: "HostTests",
      dependencies: [
        "HostProtocol", "ExtensionManifest", "HostEngine", "ManifestLint", "Conformance", "ShieldRendering",
        "ExtensionHost", "ExtensionHostTesting", "CHostShims", "ManagedSettings", "ManagedSettingsUI", "UIKit",
        "ShieldActionExt", "ShieldConfigExt", "FaultyExtensions", "RealStyleExtensions", "RealStyleExtensionsSwift6",
        "_Testing_UIKit", "BundleResources", "FamilyControls", "SwiftUI", "UserNotifications",
        "DeviceActivity", "DeviceActivityMonitorExt", "App", "SwitcherApps", "SwitcherLegacyApp", "SwitcherSwiftUIApp",
        "FaultyWidgets", "RealStyleReports", "RealStyleWidgets", "RealStyleLiveActivities", "WidgetExt", "WidgetKit", "os", "AppIntents", "ActivityKit", "LocalAuthentication",
        "Security", "CoreGraphics",
      ],
      resources: [.copy("Fixtures")]
    ),
  ]
)

// Our code is Swift 6 with the upcoming features; the real-style extensions in Swift 5 mode are
// written as Xcode projects build them, without those.
for target in package.targets where target.type != .system && target.type != .plugin {
  guard !["CHostShims", "CMainQueue", "CForkServer", "COSLog", "CSimulatedClock", "RealStyleExtensions", "RealStyleReports", "RealStyleWidgets", "RealStyleLiveActivities"].contains(target.name) else { continue }
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
}
