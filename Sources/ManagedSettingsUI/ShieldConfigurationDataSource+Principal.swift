import Foundation
package import HostProtocol
import ManagedSettings

extension ShieldConfigurationDataSource: ExtensionPrincipal {
  package static var extensionPoint: ExtensionPoint { .shieldConfiguration }
  package static var methods: [String] { [ShieldConfigurationRequest.method] }

  package func serve(_ message: JSONRPCMessage, replier: Replier) {
    guard message.method == ShieldConfigurationRequest.method else {
      replier.fail(
        JSONRPCError(.methodNotFound, "a shield configuration extension does not serve '\(message.method ?? "")'"))
      return
    }
    let request: ShieldConfigurationRequest
    do {
      request = try message.params(ShieldConfigurationRequest.self)
    } catch {
      replier.fail(error)
      return
    }
    var configuration: ShieldConfiguration?
    SystemDefault.running(replier.id) {
      configuration = self.configuration(for: request)
    }
    let isDefault = SystemDefault.wasReached(by: replier.id)
    replier.reply(ShieldConfigurationResult(configuration: (configuration ?? ShieldConfiguration()).wire, isSystemDefault: isDefault))
  }

  private func configuration(for request: ShieldConfigurationRequest) -> ShieldConfiguration {
    let category = request.category.map {
      ActivityCategory(localizedDisplayName: $0.localizedDisplayName, token: $0.token.map { Token(data: $0.data) })
    }
    switch request.subject {
    case .application(let info):
      let application = Application(
        bundleIdentifier: info.bundleIdentifier, localizedDisplayName: info.localizedDisplayName,
        token: info.token.map { Token(data: $0.data) })
      if let category { return configuration(shielding: application, in: category) }
      return configuration(shielding: application)
    case .webDomain(let info):
      let webDomain = WebDomain(domain: info.domain, token: info.token.map { Token(data: $0.data) })
      if let category { return configuration(shielding: webDomain, in: category) }
      return configuration(shielding: webDomain)
    }
  }
}
