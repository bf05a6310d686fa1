import HostEngine
import HostProtocol

/// `NSExtensionPrincipalClass` resolves to a class of the extension point's base class, and the
/// extension serves the point's method.
///
/// Catches a class that is missing (a typo, a missing module prefix, a `private` class) or of the
/// wrong base (an `NSObject`, or the other shield extension's base class).
enum PrincipalClassCheck: ConformanceCheck {
  static let id = "principal-class"
  static let summary = "NSExtensionPrincipalClass resolves to a subclass of the point's base class"
  static let iOSBehaviour = "iOS instantiates NSExtensionPrincipalClass, which must subclass the point's base class (ShieldActionDelegate, ShieldConfigurationDataSource); otherwise the extension does not load"
  static let iOSSource = "https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionprincipalclass"
  static let requires = [HandshakeCheck.id]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let target = session.target
    switch await session.handshake().outcome {
    case .answered(let result):
      let method = target.extensionPoint.servedMethod
      guard result.methods.contains(method) else {
        return .fail(
          "\(result.principalClass) serves \(result.methods.isEmpty ? "no method" : result.methods.joined(separator: ", ")), not \(method), which "
            + "\(target.extensionPoint.rawValue) needs")
      }
      return .pass("\(result.principalClass) is a \(target.extensionPoint.baseClass); it serves \(method)")
    case .rejected(let error) where error.code == .extensionLaunchFailed:
      return .fail(error.message)
    default:
      return .skip("the handshake did not complete")
    }
  }
}
