import Foundation
import HostProtocol

/// Finds the principal class named in the handshake and checks it is the right kind of class.
enum PrincipalResolution {
  static func resolve(_ request: InitializeRequest, localManifest: LocalManifest?)
    -> Result<any ExtensionPrincipal.Type, JSONRPCError>
  {
    let launchFailed = JSONRPCError.Code.extensionLaunchFailed
    if let failure = versionAndManifest(request, localManifest: localManifest) { return .failure(failure) }
    let name = request.principalClass
    let requiredBase = ExtensionPoint(rawValue: request.extensionPoint)?.principalBase?.className ?? "a shield principal class"
    guard let anyClass = RuntimeTypes.classNamed(name) else {
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

  /// Checks a principal the runtime was started with (a widget extension's `@main` serves
  /// through one): the protocol version, the manifest, and that it serves the handshake's point.
  static func check(_ request: InitializeRequest, serving principalType: any ExtensionPrincipal.Type, localManifest: LocalManifest?)
    -> Result<any ExtensionPrincipal.Type, JSONRPCError>
  {
    if let failure = versionAndManifest(request, localManifest: localManifest) { return .failure(failure) }
    let served = principalType.extensionPoint
    guard served.rawValue == request.extensionPoint else {
      return .failure(
        JSONRPCError(
          .extensionLaunchFailed,
          "this executable is a \(served.role) (its entry point \(principalType.entryPointName ?? "\(principalType)") serves "
            + "\(served.rawValue)), but the manifest declares \(request.extensionPoint)"))
    }
    return .success(principalType)
  }

  /// The protocol version, and the manifest the extension read against the handshake's.
  private static func versionAndManifest(_ request: InitializeRequest, localManifest: LocalManifest?) -> JSONRPCError? {
    guard request.protocolVersion == HostProtocolVersion.current else {
      return JSONRPCError(
        .invalidRequest,
        "the host speaks protocol version \(request.protocolVersion); this extension speaks \(HostProtocolVersion.current)")
    }
    guard let localManifest else { return nil }
    if let point = localManifest.extensionPoint, point != request.extensionPoint {
      return JSONRPCError(
        .extensionLaunchFailed,
        "the host launched this extension for '\(request.extensionPoint)' but \(localManifest.path) declares '\(point)'")
    }
    if let name = localManifest.principalClass, name != request.principalClass {
      return JSONRPCError(
        .extensionLaunchFailed,
        "the host asked for principal class '\(request.principalClass)' but \(localManifest.path) names '\(name)'")
    }
    return nil
  }
}
