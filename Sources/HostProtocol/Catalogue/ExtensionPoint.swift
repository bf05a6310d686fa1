/// The extension points extension-host knows, by their exact `NSExtensionPointIdentifier`: the
/// one catalogue that lint, the launch checks, conform and the extension runtime all read.
///
/// `hosted` are the points the host runs as child processes; the others are known so that lint
/// can check them (Family Controls, minimum OS, ExtensionKit shape) and so that they are not
/// reported as unknown. A new point is one case here, with its answers below.
public enum ExtensionPoint: String, Sendable, CaseIterable, Codable {
  case shieldAction = "com.apple.ManagedSettings.shield-action-service"
  case shieldConfiguration = "com.apple.ManagedSettingsUI.shield-configuration-service"
  case deviceActivityMonitor = "com.apple.deviceactivity.monitor-extension"
  case deviceActivityReport = "com.apple.deviceactivityui.report-extension"
  case widgetKit = "com.apple.widgetkit-extension"

  /// The points the host launches, talks to and judges, in the order messages list them.
  public static let hosted: [ExtensionPoint] = [.shieldAction, .shieldConfiguration]

  /// Whether the host runs extensions of this point.
  public var isHosted: Bool { Self.hosted.contains(self) }

  /// A short name for messages: "shield action".
  public var title: String {
    switch self {
    case .shieldAction: "shield action"
    case .shieldConfiguration: "shield configuration"
    case .deviceActivityMonitor: "device activity monitor"
    case .deviceActivityReport: "device activity report"
    case .widgetKit: "WidgetKit"
    }
  }

  /// What an extension of this point is called in messages: "shield action extension".
  public var role: String { title + " extension" }

  /// The class the principal class must subclass, and the module that declares it; nil when
  /// the point takes no principal class (ExtensionKit and WidgetKit extensions name none).
  public var principalBase: (className: String, module: String)? {
    switch self {
    case .shieldAction: ("ShieldActionDelegate", "ManagedSettings")
    case .shieldConfiguration: ("ShieldConfigurationDataSource", "ManagedSettingsUI")
    case .deviceActivityMonitor: ("DeviceActivityMonitor", "DeviceActivity")
    case .deviceActivityReport, .widgetKit: nil
    }
  }

  /// The principal base class's name, or a phrase for messages when the point takes none.
  public var baseClass: String { principalBase?.className ?? "the base class of its extension point" }

  /// Whether the point belongs to Screen Time (needs Family Controls).
  public var isScreenTime: Bool { self != .widgetKit }

  /// Whether the point is declared with `EXAppExtensionAttributes` (ExtensionKit) rather than `NSExtension`.
  public var usesExtensionKit: Bool { self == .deviceActivityReport }

  /// The lowest `MinimumOSVersion` the point's frameworks support, as version components.
  public var minimumOS: [Int] {
    switch self {
    case .deviceActivityReport: [16, 0]
    case .widgetKit: [14, 0]
    case .shieldAction, .shieldConfiguration, .deviceActivityMonitor: [15, 0]
    }
  }

  /// Other extension points that exist, so that they are not reported as unknown.
  public static let otherKnownIdentifiers: Set<String> = [
    "com.apple.share-services", "com.apple.ui-services", "com.apple.services", "com.apple.widget-extension",
    "com.apple.usernotifications.service", "com.apple.usernotifications.content-extension",
    "com.apple.broadcast-services-upload", "com.apple.broadcast-services-setupui", "com.apple.intents-service",
    "com.apple.intents-ui-service", "com.apple.networkextension.packet-tunnel", "com.apple.networkextension.app-proxy",
    "com.apple.networkextension.filter-data", "com.apple.networkextension.filter-control",
    "com.apple.networkextension.dns-proxy", "com.apple.fileprovider-nonui", "com.apple.fileprovider-actionsui",
    "com.apple.keyboard-service", "com.apple.photo-editing", "com.apple.Safari.web-extension",
    "com.apple.Safari.content-blocker", "com.apple.callkit.call-directory", "com.apple.message-payload-provider",
    "com.apple.authentication-services-credential-provider-ui", "com.apple.AppSSO.idp-extension",
    "com.apple.spotlight.index", "com.apple.classkit.context-provider", "com.apple.identitylookup.message-filter",
    "com.apple.identitylookup.classification-ui", "com.apple.location.push.service",
    "com.apple.background-asset-downloader-extension", "com.apple.appintents-extension",
    "com.apple.quicklook.preview", "com.apple.quicklook.thumbnail", "com.apple.tv-top-shelf",
    "com.apple.printing.discovery",
  ]

  /// Whether `identifier` is an extension point that exists.
  public static func isKnown(_ identifier: String) -> Bool {
    ExtensionPoint(rawValue: identifier) != nil || otherKnownIdentifiers.contains(identifier)
  }

  /// The "did you mean" for an identifier that is not a point (`com.apple.shieldaction`,
  /// `com.apple.ManagedSettingsUI.shield-action-service`): the point it most likely meant, and
  /// why when the mistake is a known one; nil when nothing is close.
  public static func suggestion(for identifier: String) -> (point: ExtensionPoint, reason: String?)? {
    if identifier == "com.apple.ManagedSettingsUI.shield-action-service" {
      return (.shieldAction, "the shield action point has no 'UI'; App Store Connect rejects the UI form with ITMS-90349")
    }
    let words = identifier.lowercased().filter { $0.isLetter }
    if words.contains("shield") && words.contains("action") { return (.shieldAction, nil) }
    if words.contains("shield") && words.contains("config") { return (.shieldConfiguration, nil) }
    if words.contains("deviceactivity") && words.contains("monitor") { return (.deviceActivityMonitor, nil) }
    if words.contains("deviceactivity") && words.contains("report") { return (.deviceActivityReport, nil) }
    if words.contains("widget") { return (.widgetKit, nil) }
    let lowered = identifier.lowercased()
    let candidates = allCases.map { ($0, EditDistance.between($0.rawValue.lowercased(), lowered)) }
    guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= max(3, identifier.count / 4) else { return nil }
    return (best.0, nil)
  }

  /// The suggestion as a message clause: "; did you mean '…' (shield action)? …", or "".
  public static func didYouMean(_ identifier: String) -> String {
    guard let (point, reason) = suggestion(for: identifier) else { return "" }
    return "; did you mean '\(point.rawValue)' (\(point.title))?" + (reason.map { " (\($0))" } ?? "")
  }
}
