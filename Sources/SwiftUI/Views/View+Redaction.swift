// Redaction, as SwiftUI's modifiers: the one rule that decides what they hide is
// `EvaluationContext.redactionOfContent`.
extension View {
  /// Marks the view as private data, redacted when the `.privacy` reason applies;
  /// `privacySensitive(false)` keeps it readable. The innermost mark wins.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environmentChange { $0.isPrivacySensitive = sensitive }
  }

  /// Adds `reason` to the reasons this view and its subviews are redacted for.
  public func redacted(reason: RedactionReasons) -> some View {
    environmentChange { $0.redactionReasons.formUnion(reason) }
  }

  /// Removes every redaction reason for this view and its subviews: views inside read an empty
  /// `redactionReasons` and are never redacted.
  public func unredacted() -> some View {
    environmentChange { $0.redactionReasons = [] }
  }

  /// Marks the view as content that may be out of date, redacted under `.invalidated`.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
    environmentChange { $0.isInvalidatable = invalidatable }
  }
}
