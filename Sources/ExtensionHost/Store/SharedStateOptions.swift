/// Where a visit keeps shared state, and where the app's seeds come from.
struct SharedStateOptions: Sendable {
  /// The state directory (`--state`); nil: a throwaway folder, removed after the visit.
  var directory: String?
  /// The manifests folder: its `AppGroupDefaults.plist` seeds the App Groups, and its
  /// entitlements files are named in diagnoses.
  var manifestsDirectory: String?
}
