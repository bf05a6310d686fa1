/// A kind of work the system wakes an app or an extension for, as SwiftUI's `BackgroundTask`
/// (`.backgroundTask(.urlSession(...)) { ... }` on a scene or a widget configuration). The host
/// wakes nothing in the background: the modifiers take the actions and never run them.
public struct BackgroundTask<Request, Response>: Sendable {
  /// What the task answers to, for a reader of the configuration.
  let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
  /// An app refresh task scheduled with `identifier`.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(name: "appRefresh \(identifier)") }
  /// The events of the background URL session `identifier`.
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(name: "urlSession \(identifier)") }
}

extension BackgroundTask where Request == String, Response == Void {
  /// The events of every background URL session, by identifier.
  public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(name: "urlSession") }
  /// The events of the background URL sessions whose identifier `matching` accepts.
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
    BackgroundTask(name: "urlSession matching")
  }
}

extension Scene {
  /// Runs `action` when the system gives the app `task`: taken, never run (see `BackgroundTask`).
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some Scene { self }
}
