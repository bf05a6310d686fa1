//
//  TemplateShieldAction.swift
//
//  Xcode's Shield Action Extension template as many apps ship it: every overload, a switch over
//  the action that keeps `@unknown default: fatalError()`. All five cases are handled, so the
//  switch compiles without a warning against the iOS 26.4 SDK and here.
//

import ManagedSettings

// Override the functions below to customize the shield actions used in various situations.
// The system provides a default response for any functions that your subclass doesn't override.
// Make sure that your class name matches the NSExtensionPrincipalClass in your Info.plist.
class TemplateShieldAction: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    // Handle the action as needed.
    switch action {
    case .primaryButtonPressed:
      completionHandler(.close)
    case .secondaryButtonPressed:
      completionHandler(.defer)
    case .firstSecondarySubmenuItemPressed, .secondSecondarySubmenuItemPressed, .thirdSecondarySubmenuItemPressed:
      completionHandler(.defer)
    @unknown default:
      fatalError()
    }
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    // Handle the action as needed.
    switch action {
    case .primaryButtonPressed:
      completionHandler(.close)
    case .secondaryButtonPressed, .firstSecondarySubmenuItemPressed, .secondSecondarySubmenuItemPressed,
      .thirdSecondarySubmenuItemPressed:
      completionHandler(.defer)
    @unknown default:
      fatalError()
    }
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    // Handle the action as needed.
    completionHandler(.close)
  }
}
