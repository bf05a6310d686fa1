/// Asks a configuration extension for the shield to show over an app or a web domain.
///
/// The extension receives names, bundle identifiers and domains (unlike the action extension).
/// `category` is set when the target is shielded through its category.
public struct ShieldConfigurationRequest: RPCRequest {
  public static let method = "shield/configuration"
  public typealias Response = ShieldConfigurationResult

  /// What is shielded.
  public var subject: ShieldSubject
  /// The category through which it is shielded, if any.
  public var category: ActivityCategoryInfo?

  public init(subject: ShieldSubject, category: ActivityCategoryInfo? = nil) {
    self.subject = subject
    self.category = category
  }

  /// The name of the data source overload this request calls.
  /// The overload, for the words of a fault.
  public var label: String? { overload }

  public var overload: String {
    switch (subject, category) {
    case (.application, nil): "configuration(shielding: Application)"
    case (.application, _): "configuration(shielding: Application, in: ActivityCategory)"
    case (.webDomain, nil): "configuration(shielding: WebDomain)"
    case (.webDomain, _): "configuration(shielding: WebDomain, in: ActivityCategory)"
    }
  }
}

/// The configuration extension's answer.
public struct ShieldConfigurationResult: Codable, Hashable, Sendable {
  /// The shield to draw; nil fields mean the system default for that field.
  public var configuration: ShieldConfiguration
  /// True when the principal class does not override the overload that ran.
  public var isSystemDefault: Bool

  public init(configuration: ShieldConfiguration, isSystemDefault: Bool) {
    self.configuration = configuration
    self.isSystemDefault = isSystemDefault
  }
}
