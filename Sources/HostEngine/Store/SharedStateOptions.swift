/// Where a visit keeps shared state, and where the app's seeds come from.
public struct SharedStateOptions: Sendable {
  /// The state directory (`--state`); nil: a throwaway folder, removed after the visit.
  var directory: String?
  /// The manifests folder: its `AppGroupDefaults.plist` seeds the App Groups, and its
  /// entitlements files are named in diagnoses.
  var manifestsDirectory: String?

  /// Memberwise: every field given, or left at its default.
  public init(directory: String? = nil, manifestsDirectory: String? = nil) {
    self.directory = directory
    self.manifestsDirectory = manifestsDirectory
  }
}
