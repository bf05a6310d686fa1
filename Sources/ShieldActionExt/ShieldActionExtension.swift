import ManagedSettings

// Override the functions below to customize the shield actions used in various situations.
// The system provides a default response for any functions that your subclass doesn't override.
// Make sure that your class name matches the NSExtensionPrincipalClass in your Info.plist.
class ShieldActionExtension: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(response(to: action))
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(response(to: action))
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(response(to: action))
  }

  /// "Close" dismisses the shield; "Ask for more time" keeps it and asks for a fresh one.
  private func response(to action: ShieldAction) -> ShieldActionResponse {
    switch action {
    case .primaryButtonPressed:
      return .close
    case .secondaryButtonPressed, .firstSecondarySubmenuItemPressed, .secondSecondarySubmenuItemPressed,
      .thirdSecondarySubmenuItemPressed:
      return .defer
    }
  }
}
