//
//  PreSubmenuTemplateShieldAction.swift
//
//  Xcode's Shield Action Extension template as apps built before iOS 26.4 shipped it: a switch
//  over the two buttons, and `@unknown default: fatalError()`. Built against the 26.4 SDK, the
//  three submenu-item presses land in that default and trap; iOS sends them only from a shield
//  whose configuration offers a submenu, so with a configuration that offers none it never
//  crashes. (Here the switch is written with `default`, which is what `@unknown default` is for
//  the cases an older SDK did not know, and compiles without the exhaustiveness warning.)
//

import ManagedSettings

class PreSubmenuTemplateShieldAction: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    switch action {
    case .primaryButtonPressed:
      completionHandler(.close)
    case .secondaryButtonPressed:
      completionHandler(.defer)
    default:
      fatalError()
    }
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    switch action {
    case .primaryButtonPressed:
      completionHandler(.close)
    case .secondaryButtonPressed:
      completionHandler(.defer)
    default:
      fatalError()
    }
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }
}
