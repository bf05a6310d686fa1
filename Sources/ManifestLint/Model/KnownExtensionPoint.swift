/// The extension points the rules know in detail: the Screen Time family and WidgetKit.
package enum KnownExtensionPoint: String, Sendable, CaseIterable {
  case shieldAction = "com.apple.ManagedSettings.shield-action-service"
  case shieldConfiguration = "com.apple.ManagedSettingsUI.shield-configuration-service"
  case deviceActivityMonitor = "com.apple.deviceactivity.monitor-extension"
  case deviceActivityReport = "com.apple.deviceactivityui.report-extension"
  case widgetKit = "com.apple.widgetkit-extension"

  /// The point for an identifier, if it is one of these.
  package init?(identifier: String) { self.init(rawValue: identifier) }

  /// A short name for messages.
  package var title: String {
    switch self {
    case .shieldAction: "shield action"
    case .shieldConfiguration: "shield configuration"
    case .deviceActivityMonitor: "device activity monitor"
    case .deviceActivityReport: "device activity report"
    case .widgetKit: "WidgetKit"
    }
  }

  /// Whether the point belongs to Screen Time (needs Family Controls).
  package var isScreenTime: Bool { self != .widgetKit }

  /// Whether the point is declared with `EXAppExtensionAttributes` (ExtensionKit) rather than `NSExtension`.
  package var usesExtensionKit: Bool { self == .deviceActivityReport }

  /// The class the principal class must subclass, and the module that declares it; `nil` when
  /// the point takes no principal class.
  package var principalBase: (className: String, module: String)? {
    switch self {
    case .shieldAction: ("ShieldActionDelegate", "ManagedSettings")
    case .shieldConfiguration: ("ShieldConfigurationDataSource", "ManagedSettingsUI")
    case .deviceActivityMonitor: ("DeviceActivityMonitor", "DeviceActivity")
    case .deviceActivityReport, .widgetKit: nil
    }
  }

  /// The lowest `MinimumOSVersion` the point's frameworks support.
  package var minimumOS: [Int] {
    switch self {
    case .deviceActivityReport: [16, 0]
    case .widgetKit: [14, 0]
    default: [15, 0]
    }
  }

  /// Other extension points that exist, so that they are not reported as unknown.
  package static let otherKnownIdentifiers: Set<String> = [
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
    "com.apple.deviceactivityui.report-extension", "com.apple.quicklook.preview", "com.apple.quicklook.thumbnail",
    "com.apple.tv-top-shelf", "com.apple.printing.discovery",
  ]

  /// Whether `identifier` is an extension point that exists.
  package static func isKnown(_ identifier: String) -> Bool {
    KnownExtensionPoint(identifier: identifier) != nil || otherKnownIdentifiers.contains(identifier)
  }

  /// The point a mistyped identifier most likely meant (`com.apple.shieldaction` → shield action).
  package static func suggestion(for identifier: String) -> KnownExtensionPoint? {
    let words = identifier.lowercased().filter { $0.isLetter }
    if words.contains("shield") && words.contains("action") { return .shieldAction }
    if words.contains("shield") && words.contains("config") { return .shieldConfiguration }
    if words.contains("deviceactivity") && words.contains("monitor") { return .deviceActivityMonitor }
    if words.contains("deviceactivity") && words.contains("report") { return .deviceActivityReport }
    if words.contains("widget") { return .widgetKit }
    let candidates = allCases.map { ($0, EditDistance.between($0.rawValue.lowercased(), identifier.lowercased())) }
    guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= max(3, identifier.count / 4) else { return nil }
    return best.0
  }
}

/// Levenshtein distance, for "did you mean".
package enum EditDistance {
  /// The number of single-character edits from `lhs` to `rhs`.
  package static func between(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs.unicodeScalars)
    let right = Array(rhs.unicodeScalars)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
