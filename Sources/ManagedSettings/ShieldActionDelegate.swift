public import Foundation

/// The principal class of a Shield Action Extension, as ManagedSettings' `ShieldActionDelegate`.
///
/// Subclass it, override the `handle(action:for:completionHandler:)` overloads you need, and call
/// the completion handler exactly once with `.close` or `.defer`. An overload you do not override
/// answers `.close`, the system default.
///
/// The initializer is `required` so the runtime can create the principal class from its name
/// without an Objective-C runtime; a subclass that declares `init()` writes `required override init()`.
open class ShieldActionDelegate: NSObject {
  public required override init() { super.init() }

  /// Called when the user presses a button on a shield over an app shielded by token.
  open func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping @Sendable (ShieldActionResponse) -> Void
  ) {
    SystemDefault.reached()
    completionHandler(.close)
  }

  /// Called when the user presses a button on a shield over an app or site shielded by category.
  open func handle(
    action: ShieldAction, for category: ActivityCategoryToken,
    completionHandler: @escaping @Sendable (ShieldActionResponse) -> Void
  ) {
    SystemDefault.reached()
    completionHandler(.close)
  }

  /// Called when the user presses a button on a shield over a web domain shielded by token.
  open func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping @Sendable (ShieldActionResponse) -> Void
  ) {
    SystemDefault.reached()
    completionHandler(.close)
  }
}
