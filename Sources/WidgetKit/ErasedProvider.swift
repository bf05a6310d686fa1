import AppIntents
import Foundation
package import SwiftUI

/// A widget's provider and view with their types erased: what the runtime asks per kind and family.
package struct ErasedProvider {
  private let served: any ServedProvider

  @MainActor
  init<Provider: TimelineProvider, Content: View>(
    _ provider: Provider, content: @escaping (Provider.Entry) -> Content
  ) where Provider.Entry: SendableMetatype {
    served = TypedProvider(provider: provider, view: EntryView(content))
  }

  /// An `AppIntentTimelineProvider`: its async methods run in a task on the main actor, with the
  /// intent's default configuration.
  @MainActor
  init<Provider: AppIntentTimelineProvider, Content: View>(
    appIntent provider: Provider, content: @escaping (Provider.Entry) -> Content
  ) where Provider.Entry: SendableMetatype {
    served = AppIntentTypedProvider(provider: provider, view: EntryView(content))
  }

  /// `placeholder(in:)`.
  @MainActor package func placeholder(_ context: TimelineProviderContext) -> ErasedEntry { served.placeholder(context) }

  /// `getSnapshot(in:completion:)`; the completion may come later, on any thread, or never.
  @MainActor package func snapshot(_ context: TimelineProviderContext, completion: @escaping @Sendable (ErasedEntry) -> Void) {
    served.snapshot(context, completion: completion)
  }

  /// `getTimeline(in:completion:)`; the completion may come later, on any thread, or never.
  @MainActor package func timeline(_ context: TimelineProviderContext, completion: @escaping @Sendable (ErasedTimeline) -> Void) {
    served.timeline(context, completion: completion)
  }
}

@MainActor
private protocol ServedProvider {
  func placeholder(_ context: TimelineProviderContext) -> ErasedEntry
  func snapshot(_ context: TimelineProviderContext, completion: @escaping @Sendable (ErasedEntry) -> Void)
  func timeline(_ context: TimelineProviderContext, completion: @escaping @Sendable (ErasedTimeline) -> Void)
}

private struct TypedProvider<Provider: TimelineProvider>: ServedProvider where Provider.Entry: SendableMetatype {
  let provider: Provider
  let view: EntryView<Provider.Entry>

  func placeholder(_ context: TimelineProviderContext) -> ErasedEntry { view.erase(provider.placeholder(in: context)) }

  func snapshot(_ context: TimelineProviderContext, completion: @escaping @Sendable (ErasedEntry) -> Void) {
    provider.getSnapshot(in: context, completion: view.erasing(then: completion))
  }

  func timeline(_ context: TimelineProviderContext, completion: @escaping @Sendable (ErasedTimeline) -> Void) {
    provider.getTimeline(in: context, completion: view.erasingTimeline(then: completion))
  }
}

private struct AppIntentTypedProvider<Provider: AppIntentTimelineProvider>: ServedProvider
where Provider.Entry: SendableMetatype {
  let provider: Provider
  let view: EntryView<Provider.Entry>

  func placeholder(_ context: TimelineProviderContext) -> ErasedEntry { view.erase(provider.placeholder(in: context)) }

  func snapshot(_ context: TimelineProviderContext, completion: @escaping @Sendable (ErasedEntry) -> Void) {
    Task { @MainActor in completion(view.erase(await provider.snapshot(for: Provider.Intent().fillingDefaultEntities(), in: context))) }
  }

  func timeline(_ context: TimelineProviderContext, completion: @escaping @Sendable (ErasedTimeline) -> Void) {
    Task { @MainActor in
      let timeline = await provider.timeline(for: Provider.Intent().fillingDefaultEntities(), in: context)
      completion(ErasedTimeline(entries: timeline.entries.map(view.erase), policy: timeline.policy))
    }
  }
}

/// The configuration's view closure, its view type erased where it was given (on the main actor),
/// so that the closures that carry entries across threads name no view type: a content closure
/// that applies modifiers returns an opaque `some View`, whose metatype is not `Sendable`.
///
/// `@unchecked Sendable`: the providers' completions may run on any thread and capture it, but
/// they only store it in an `ErasedEntry`; the closure itself is called only on the main actor
/// (by `WidgetEvaluation`, through `ErasedEntry.makeView`), as WidgetKit calls it.
private struct EntryView<Entry: TimelineEntry & SendableMetatype>: @unchecked Sendable {
  let content: (Entry) -> AnyView

  @MainActor
  init<Content: View>(_ content: @escaping (Entry) -> Content) {
    self.content = { AnyView(content($0)) }
  }

  func erase(_ entry: Entry) -> ErasedEntry {
    let content = content
    return ErasedEntry(date: entry.date) { content(entry) }
  }

  func erasing(then completion: @escaping @Sendable (ErasedEntry) -> Void) -> @Sendable (Entry) -> Void {
    { entry in completion(erase(entry)) }
  }

  func erasingTimeline(then completion: @escaping @Sendable (ErasedTimeline) -> Void) -> @Sendable (Timeline<Entry>) -> Void {
    { timeline in completion(ErasedTimeline(entries: timeline.entries.map(erase), policy: timeline.policy)) }
  }
}

/// An entry's date and the view it shows.
///
/// `@unchecked Sendable`: the provider hands the entry over when it calls its completion, from
/// any thread, as WidgetKit's contract has it; the view is made from it only on the main actor
/// (only `WidgetEvaluation`, on the main actor, calls `makeView`) and nothing here mutates it.
package struct ErasedEntry: @unchecked Sendable {
  package let date: Date
  package let makeView: () -> AnyView
}

/// A timeline with its entries erased.
package struct ErasedTimeline: Sendable {
  package let entries: [ErasedEntry]
  package let policy: TimelineReloadPolicy
}

/// The environment WidgetKit sets for an entry, and the evaluation of its view in it.
@MainActor
package enum WidgetEvaluation {
  /// The environment of `family` with the redaction reasons the device state gives, at `now`.
  nonisolated package static func environment(
    family: WidgetFamily, reasons: RedactionReasons, colorScheme: ColorScheme = .light,
    isLuminanceReduced: Bool = false, renderingMode: WidgetRenderingMode? = nil, showsContainerBackground: Bool? = nil,
    now: Date
  ) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.setWidget(
      family: family, renderingMode: renderingMode ?? (family.isAccessory ? .vibrant : .fullColor),
      showsContainerBackground: showsContainerBackground ?? !family.isAccessory)
    environment.redactionReasons = reasons
    environment.colorScheme = colorScheme
    environment.isLuminanceReduced = isLuminanceReduced
    environment.now = now
    return environment
  }

  /// The nodes `entry`'s view evaluates to in `environment`: in the inline family, the one row of
  /// text it shows (`InlineWidgetRow`).
  package static func evaluate(_ entry: ErasedEntry, in environment: EnvironmentValues) throws(ViewEvaluationError) -> [EvaluatedView] {
    let nodes = try ViewEvaluator.evaluate(entry.makeView(), in: environment)
    return environment.widgetFamily == .accessoryInline ? InlineWidgetRow.firstTextOnly(nodes) : nodes
  }
}
