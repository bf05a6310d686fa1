import Foundation

/// A manifests folder running one configuration and one action extension from the real-style
/// corpus, with the corpus's resources (asset catalog, String Catalog, `.strings`) in each
/// extension's bundle folder, where Xcode would have copied them.
enum RealStylePair {
  /// The corpus's resources folder.
  static var resources: String { BuildProducts.repositoryRoot + "/Tests/RealStyleExtensions/Resources" }

  /// The fixture for `configuration` and `action` (class names) in `module`'s executable.
  static func fixture(configuration: String, action: String, module: String = "RealStyleExtensions") throws -> ManifestFixture {
    let fixture = try ManifestFixture(
      action: .init(principalClass: "\(module).\(action)", executable: module),
      configuration: .init(principalClass: "\(module).\(configuration)", executable: module))
    for bundle in ["ShieldConfigExt", "ShieldActionExt"] {
      try FileManager.default.copyItem(atPath: resources, toPath: fixture.directory + "/" + bundle)
    }
    return fixture
  }
}
