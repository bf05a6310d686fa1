public import Foundation

/// The principal class of a Shield Action Extension, as ManagedSettings' `ShieldActionDelegate`.
///
/// Subclass it, override the `handle(action:for:completionHandler:)` overloads you need, and call
/// the completion handler exactly once with `.close` or `.defer`. An overload you do not override
/// answers `.close`, the system default.
///
/// A subclass may declare `override init()`, as on iOS: the runtime creates the principal class
/// through the required convenience `init?(coder:)`, which calls it.
open class ShieldActionDelegate: NSObject {
  /// A delegate.
  public override init() { super.init() }

  /// Used by the runtime to create the principal class from its name (there is no Objective-C
  /// runtime): calls the subclass's `init()`. A subclass that declares `override init()` inherits
  /// it, so its `init()` runs, as on iOS.
  public required convenience init?(coder: NSCoder) { self.init() }

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
