import ManagedSettings

/// Closes the shield on the primary button, defers on the secondary one.
class ShieldActionExtension: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(action == .primaryButtonPressed ? .close : .defer)
  }
}
