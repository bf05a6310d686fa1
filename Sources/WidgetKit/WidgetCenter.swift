import Foundation
import Synchronization

/// Asks WidgetKit for new timelines, as WidgetKit's `WidgetCenter`.
///
/// The requests are kept in this process (`requestedReloads`); the host does not yet read them.
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
  public func reloadTimelines(ofKind kind: String) { reloads.withLock { $0.append(Reload(kind: kind)) } }

  /// Asks for new timelines of every widget.
  public func reloadAllTimelines() { reloads.withLock { $0.append(Reload(kind: nil)) } }

  /// The reloads asked for so far, in order.
  package var requestedReloads: [Reload] { reloads.withLock { $0 } }
}
