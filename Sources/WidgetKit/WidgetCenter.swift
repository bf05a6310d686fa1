import Foundation
import HostProtocol
import ManagedSettings
import Synchronization

/// Asks WidgetKit for new timelines, as WidgetKit's `WidgetCenter`.
///
/// Under a host (an extension, or the app) each request goes to it (`widget/reloadTimelines`):
/// `simulate` then asks the widget extension for new timelines at the virtual clock's now. The
/// requests are also kept in this process (`requestedReloads`), for tests of widget code.
public final class WidgetCenter: Sendable {
  /// The one center.
  public static let shared = WidgetCenter()

  /// A reload asked for: one kind, or every kind (nil).
  package struct Reload: Hashable, Sendable {
    package let kind: String?
  }

  private let reloads = Mutex<[Reload]>([])

  private init() {}

  /// Asks for new timelines of every widget of `kind`.
  public func reloadTimelines(ofKind kind: String) { request(Reload(kind: kind)) }

  /// Asks for new timelines of every widget.
  public func reloadAllTimelines() { request(Reload(kind: nil)) }

  /// Asks for new configuration recommendations (watchOS): nothing to do on iPhone.
  public func invalidateConfigurationRecommendations() {}

  private func request(_ reload: Reload) {
    reloads.withLock { $0.append(reload) }
    HostLink.notify(WidgetReloadNotification(kind: reload.kind))
  }

  /// The reloads asked for so far, in order.
  package var requestedReloads: [Reload] { reloads.withLock { $0 } }
}
