public import Foundation

/// What opening a link does, as SwiftUI's `OpenURLAction`, read from `@Environment(\.openURL)`
/// and called as a function (`openURL(url)`).
///
/// The host has no system to hand a link to, so the action a view finds by default opens
/// nothing; one a view sets with `environment(\.openURL, OpenURLAction { url in … })` is called.
/// A widget opens its app with `Link` and `widgetURL(_:)` instead, which the host reads.
public struct OpenURLAction {
  /// What a handler did with a link, as SwiftUI's `OpenURLAction.Result`.
  public struct Result: Sendable {
    enum Kind: Sendable { case handled, discarded, systemAction }

    /// The handler opened it.
    public static let handled = Result(kind: .handled, url: nil)
    /// The handler dropped it.
    public static let discarded = Result(kind: .discarded, url: nil)
    /// The handler passed it on to the system.
    public static let systemAction = Result(kind: .systemAction, url: nil)
    /// The handler passed `url` on to the system.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction, url: url) }

    let kind: Kind
    let url: URL?
  }

  private let handler: (URL) -> Result

  /// An action that calls `handler` with each link.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url`, telling `completion` whether it was accepted: true when the handler opened it,
  /// false when it dropped it or passed it to the system, which opens nothing here.
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    completion(handler(url).kind == .handled)
  }
}

extension EnvironmentValues {
  /// What opening a link does: by default nothing, as the host has nowhere to open it.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}
