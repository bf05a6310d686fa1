/// Tells the host that a provider called the completion handler of `getTimeline(in:completion:)`
/// or `getSnapshot(in:completion:)` again after the call the runtime answered with. The runtime
/// keeps the first call's entries (the request has its answer) and sends this once per request,
/// so the host names the provider's mistake.
public struct WidgetCompletionRepeatedNotification: RPCNotification {
  public static let method = "widget/completionRepeated"

  /// The kind whose provider was asked.
  public var kind: String
  /// The family it was asked for.
  public var family: String
  /// The provider method whose completion ran again (never `placeholder`, which returns).
  public var source: WidgetEntrySource

  public init(kind: String, family: String, source: WidgetEntrySource) {
    self.kind = kind
    self.family = family
    self.source = source
  }
}
