public import DeviceActivity

/// The view an app shows a Screen Time report in, as the `DeviceActivityReport` of Apple's
/// DeviceActivity and SwiftUI overlay: on iOS the report extension whose scene answers `context`
/// draws it, from the activity `filter` selects.
///
/// extension-host does not run report extensions, so the view evaluates to nothing: an App Switcher
/// snapshot shows the space it takes, not the report the extension would draw in it.
public struct DeviceActivityReport: View {
  /// Which of the report extension's scenes draws the report.
  package let context: Context
  /// Which activity the report shows.
  package let filter: DeviceActivityFilter

  /// The report `context` names, showing the activity `filter` selects.
  public init(_ context: Context, filter: DeviceActivityFilter = .init()) {
    self.context = context
    self.filter = filter
  }

  public var body: some View { EmptyView() }

  /// The name that ties a report in the app to a scene of the report extension.
  public struct Context: RawRepresentable, Hashable, Sendable {
    /// The name as written.
    public let rawValue: String
    /// A context.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A context.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
