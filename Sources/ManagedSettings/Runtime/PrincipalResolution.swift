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
    guard let anyClass = classNamed(name) else {
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

  /// The class `name` names, as `NSClassFromString` finds it. A module-qualified name
  /// (`Module.Class`, what Xcode's `$(PRODUCT_MODULE_NAME).Class` gives) goes straight to the
  /// runtime's lookup, which is what `NSClassFromString` does with it after splitting the name
  /// through `NSString` (4% of an extension's start-up, `perf record` over 150 launches); any
  /// other name (no module, a mangled `_Tt` name, nesting) goes through `NSClassFromString`.
  static func classNamed(_ name: String) -> AnyClass? {
    let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return NSClassFromString(name) }
    return _typeByName(name) as? AnyClass
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
