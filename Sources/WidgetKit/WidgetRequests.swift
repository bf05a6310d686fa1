import Dispatch
import Foundation
import HostProtocol
import ManagedSettings
import SwiftUI

/// The widget requests' work, in the extension's process: asking the provider, evaluating and
/// laying out an entry's view in the environment the host names.
@MainActor
enum WidgetRequests {
  /// Asks the provider for `request`'s entries and answers when it returns or completes; a
  /// provider that never completes is never answered (the host's deadline names it).
  static func timeline(_ request: WidgetTimelineRequest, served: ServedWidgets, replier: Replier) throws(JSONRPCError) {
    let (widget, family) = try find(request.kind, request.family, in: served)
    var variants: [WidgetEnvironmentVariant] = []
    for environment in request.environmentVariants ?? [] { variants.append(try WidgetEnvironmentVariant(environment)) }
    let context = TimelineProviderContext(
      family: family, isPreview: request.source == .snapshot, variants: variants, now: Date(timeIntervalSince1970: request.now))
    let key = ServedWidgets.key(kind: widget.kind, family: family, source: request.source)
    ProcessClock.follow(now: Date(timeIntervalSince1970: request.now), timeZone: request.timeZone.flatMap(TimeZone.init(identifier:)))
    let started = ContinuousClock.now
    let askedAt = Date().timeIntervalSince1970
    let containerRequests = AppGroupGrant.containerRequestCount
    let answered = Once()
    let finish: @MainActor (_ entries: [ErasedEntry], _ policy: TimelineReloadPolicy?, _ readsDefaults: Bool?) -> Void = {
      entries, policy, readsDefaults in
      guard answered.first() else {
        // Answered already: the first call's entries stand; the host is told once, to name it.
        if answered.isFirstRepeat {
          HostLink.notify(WidgetCompletionRepeatedNotification(kind: widget.kind, family: request.family, source: request.source))
        }
        return
      }
      served.entries[key] = entries
      replier.reply(
        WidgetTimelineResult(
          entryDates: entries.map(\.date.timeIntervalSince1970), policy: policy.map(\.wire),
          milliseconds: (ContinuousClock.now - started) / .milliseconds(1), askedAt: askedAt,
          readsAppGroup: AppGroupGrant.containerRequestCount > containerRequests, readsAppGroupDefaults: readsDefaults))
    }
    switch request.source {
    case .placeholder:
      let (entry, readSuite) = SuiteReadWatch.reads { widget.provider.placeholder(context) }
      finish([entry], nil, readSuite)
    case .snapshot:
      widget.provider.snapshot(context) { entry in
        DispatchQueue.main.async { MainActor.assumeIsolated { finish([entry], nil, nil) } }
      }
    case .timeline:
      widget.provider.timeline(context) { timeline in
        DispatchQueue.main.async { MainActor.assumeIsolated { finish(timeline.entries, timeline.policy, nil) } }
      }
    }
  }

  /// Evaluates one kept entry's view in `request`'s environment and lays it out in the family's size.
  static func render(_ request: WidgetRenderRequest, served: ServedWidgets) throws(JSONRPCError) -> WidgetRenderResult {
    let (widget, family) = try find(request.kind, request.family, in: served)
    guard let entries = served.entries[ServedWidgets.key(kind: widget.kind, family: family, source: request.source)] else {
      throw JSONRPCError(.unknownWidget, "no \(request.source.providerMethod) entries of '\(request.kind)' in \(family): ask widget/timeline first")
    }
    guard entries.indices.contains(request.entry) else {
      throw JSONRPCError(.unknownWidget, "entry \(request.entry) is not one of the \(entries.count) entries of '\(request.kind)'")
    }
    let entry = entries[request.entry]
    let environment = try WidgetEnvironmentVariant(request.environment).values(family: family, now: entry.date)
    let evaluated: (views: [EvaluatedView], readRedactionReasons: Bool)
    do {
      evaluated = try EnvironmentReads.readingRedactionReasons { () throws(ViewEvaluationError) in
        try WidgetEvaluation.evaluate(entry, in: environment)
      }
    } catch {
      throw JSONRPCError(.widgetViewNotEvaluable, "the view of '\(widget.kind)' in \(family) cannot be evaluated: \(error)")
    }
    let size = family.displaySize
    let root = ViewLayout.layout(
      evaluated.views, width: Double(size.width), height: Double(size.height), showsContainerBackground: environment.showsWidgetContainerBackground,
      contentMargins: widget.contentMarginsDisabled ? EdgeInsets() : family.defaultContentMargins, typeName: widget.kind)
    return WidgetRenderResult(view: root, readsRedactionReasons: evaluated.readRedactionReasons)
  }

  private static func find(_ kind: String, _ familyName: String, in served: ServedWidgets) throws(JSONRPCError)
    -> (WidgetDescriptor, WidgetFamily)
  {
    guard let widget = served.widgets.first(where: { $0.kind == kind }) else {
      let known = served.widgets.map(\.kind).joined(separator: ", ")
      throw JSONRPCError(.unknownWidget, "no widget of kind '\(kind)'; this extension's kinds: \(known)")
    }
    guard let family = WidgetFamily(name: familyName), widget.families.contains(family) else {
      throw JSONRPCError(
        .unknownWidget, "'\(kind)' does not support \(familyName); it supports \(widget.families.map(\.description).joined(separator: ", "))")
    }
    return (widget, family)
  }
}

/// True the first time only: a provider that calls its completion twice is answered once.
@MainActor
private final class Once {
  private var calls = 0
  func first() -> Bool {
    calls += 1
    return calls == 1
  }

  /// Whether the last call to `first()` was the second: the one repeat the host is told of.
  var isFirstRepeat: Bool { calls == 2 }
}

extension TimelineReloadPolicy {
  var wire: WidgetReloadPolicy {
    switch kind {
    case .atEnd: WidgetReloadPolicy(kind: "atEnd", date: nil)
    case .never: WidgetReloadPolicy(kind: "never", date: nil)
    case .after(let date): WidgetReloadPolicy(kind: "after", date: date.timeIntervalSince1970)
    }
  }
}
