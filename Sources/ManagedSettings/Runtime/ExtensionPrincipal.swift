package import Foundation
package import HostProtocol

/// What the runtime needs from a principal class's base (`ShieldActionDelegate`,
/// `ShieldConfigurationDataSource`, `DeviceActivityMonitor`): the extension point it serves and how to serve a request.
package protocol ExtensionPrincipal: NSObject {
  /// The extension point this base class serves (its name is the point's `principalBase`).
  static var extensionPoint: ExtensionPoint { get }
  /// The methods served, announced in the handshake.
  static var methods: [String] { get }
  /// Creates the principal object: the bases' required convenience initializer, which calls the
  /// subclass's `init()` (a subclass's `override init()` would not satisfy a plain `init()`
  /// requirement without `required`).
  init?(coder: NSCoder)
  /// The entry point's name when it is not the manifest's principal class (a widget extension's
  /// `@main` type), answered in the handshake; nil for a principal class.
  static var entryPointName: String? { get }
  /// Serves one request on the main queue; answers through `replier`, possibly later.
  func serve(_ message: JSONRPCMessage, replier: Replier)
}

extension ExtensionPrincipal {
  package static var entryPointName: String? { nil }
}

extension ShieldActionDelegate: ExtensionPrincipal {
  package static var extensionPoint: ExtensionPoint { .shieldAction }
  package static var methods: [String] { [HandleShieldActionRequest.method] }

  package func serve(_ message: JSONRPCMessage, replier: Replier) {
    guard message.method == HandleShieldActionRequest.method else {
      replier.fail(JSONRPCError(.methodNotFound, "a shield action extension does not serve '\(message.method ?? "")'"))
      return
    }
    let request: HandleShieldActionRequest
    do {
      request = try message.params(HandleShieldActionRequest.self)
    } catch {
      replier.fail(error)
      return
    }
    let action = ShieldAction(request.action)
    let completion: @Sendable (ShieldActionResponse) -> Void = { response in
      let isDefault = SystemDefault.wasReached(by: replier.id)
      replier.reply(
        HandleShieldActionResult(
          response: HostProtocol.ShieldActionResponse(rawValue: response.rawValue), isSystemDefault: isDefault))
    }
    SystemDefault.running(replier.id) {
      switch request.target {
      case .application(let token): handle(action: action, for: ApplicationToken(data: token.data), completionHandler: completion)
      case .webDomain(let token): handle(action: action, for: WebDomainToken(data: token.data), completionHandler: completion)
      case .category(let token):
        handle(action: action, for: ActivityCategoryToken(data: token.data), completionHandler: completion)
      }
    }
  }
}

extension ShieldAction {
  init(_ wire: HostProtocol.ShieldAction) {
    switch wire {
    case .primaryButtonPressed: self = .primaryButtonPressed
    case .secondaryButtonPressed: self = .secondaryButtonPressed
    case .firstSecondarySubmenuItemPressed: self = .firstSecondarySubmenuItemPressed
    case .secondSecondarySubmenuItemPressed: self = .secondSecondarySubmenuItemPressed
    case .thirdSecondarySubmenuItemPressed: self = .thirdSecondarySubmenuItemPressed
    }
  }
}
