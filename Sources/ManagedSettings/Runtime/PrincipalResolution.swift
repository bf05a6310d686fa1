import Foundation
import HostProtocol

/// Finds the principal class named in the handshake and checks it is the right kind of class.
enum PrincipalResolution {
  static func resolve(_ request: InitializeRequest, localManifest: LocalManifest?)
    -> Result<any ExtensionPrincipal.Type, JSONRPCError>
  {
    let launchFailed = JSONRPCError.Code.extensionLaunchFailed
    guard request.protocolVersion == HostProtocolVersion.current else {
      return .failure(
        JSONRPCError(
          .invalidRequest,
          "the host speaks protocol version \(request.protocolVersion); this extension speaks \(HostProtocolVersion.current)"
        ))
    }
    if let localManifest {
      if let point = localManifest.extensionPoint, point != request.extensionPoint {
        return .failure(
          JSONRPCError(
            launchFailed,
            "the host launched this extension for '\(request.extensionPoint)' but \(localManifest.path) declares '\(point)'"
          ))
      }
      if let name = localManifest.principalClass, name != request.principalClass {
        return .failure(
          JSONRPCError(
            launchFailed,
            "the host asked for principal class '\(request.principalClass)' but \(localManifest.path) names '\(name)'"))
      }
    }
    let name = request.principalClass
    let requiredBase = ExtensionPoint(rawValue: request.extensionPoint)?.principalBase?.className ?? "a shield principal class"
    guard let anyClass = NSClassFromString(name) else {
      let hint =
        name.contains(".")
        ? "check the module name and that the class is not private or fileprivate"
        : "Swift classes need their module: write $(PRODUCT_MODULE_NAME).\(name)"
      return .failure(
        JSONRPCError(launchFailed, "principal class '\(name)' was not found in this executable; \(hint)"))
    }
    guard let principalType = anyClass as? any ExtensionPrincipal.Type else {
      return .failure(
        JSONRPCError(
          launchFailed,
          "principal class '\(name)' does not subclass \(requiredBase), which \(request.extensionPoint) requires"))
    }
    let served = principalType.extensionPoint
    guard served.rawValue == request.extensionPoint else {
      return .failure(
        JSONRPCError(
          launchFailed,
          "principal class '\(name)' subclasses \(served.baseClass), which serves "
            + "\(served.rawValue), but the manifest declares \(request.extensionPoint) "
            + "(which needs \(requiredBase))"))
    }
    return .success(principalType)
  }
}
