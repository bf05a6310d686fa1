public import Foundation
public import HostProtocol

/// What `extension-host widgets` runs: which extensions, kinds, families and device states.
public struct WidgetOptions: Sendable {
  /// The manifests folder and where the executables are.
  public var manifests: String
  public var searchDirectories: [String]
  /// Only this kind, or every kind.
  public var kind: String?
  /// Only this family (`systemSmall`), or every family the widget supports.
  public var family: String?
  /// The device states, every one by default.
  public var devices: [WidgetDeviceState] = WidgetDeviceState.allCases
  /// The user's Lock Screen widget access (Settings, Face ID & Passcode), both by default.
  public var lockScreenAccess: [Bool] = [true, false]
  /// Regular expressions for text the user calls sensitive: readable while locked, an error.
  public var sensitive: [String] = []
  /// How long a provider method may take to return or call its completion.
  public var providerLimit: Duration = .seconds(5)
  /// How long one view may take to evaluate.
  public var renderLimit: Duration = .seconds(5)
  /// The moment the providers are asked at: what each provider's and view's own clock (`Date()`)
  /// reads from its timeline request on.
  public var now = Date()
  /// The device's time zone (`TimeZone.current` and `Calendar.current` in the extension); nil
  /// keeps the host's.
  public var timeZone: TimeZone?
  /// The state directory whose App Group containers the extensions read, and where the seeds
  /// (`AppGroupDefaults.plist` of the manifests folder) come from; no directory: a throwaway one.
  public var sharedState = SharedStateOptions()

  public init(manifests: String, searchDirectories: [String]) {
    self.manifests = manifests
    self.searchDirectories = searchDirectories
  }
}
