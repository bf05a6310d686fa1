/// Every rule, in ID order. Adding a rule: write its file in `Rules/`, add it here, run
/// `RECORD_SNAPSHOTS=1 swift test --filter LintRulesDocumentation`.
package enum LintRules {
  /// All rules.
  package static let all: [any LintRule.Type] = [
    PlistSyntax.self, PlistDuplicateKey.self, PlistUnsafeConstruct.self, PlistWrongType.self,
    UnresolvedBuildSetting.self, BuildSettingSyntax.self,
    BundleIdentifierMissing.self, BundleIdentifierCharset.self, BundleIdentifierNotPrefixed.self,
    BundleIdentifierNestedSuffix.self, BundleIdentifierCollision.self, PackageTypeNotXPC.self, ExecutableMissing.self,
    BundleNameMissing.self, DisplayNameMissing.self, ExecutableName.self, VersionMissing.self, ShortVersionFormat.self,
    VersionMismatchHost.self, MinimumOSVersion.self, SceneManifestMissing.self, SceneDelegateUnqualified.self,
    NSExtensionMissing.self, ExtensionPointMissing.self, ExtensionPointUnknown.self, PrincipalClassAndStoryboard.self,
    PrincipalClassMissing.self, PrincipalClassUnqualified.self, ExtensionKitShape.self, NSExtensionUnknownKey.self,
    FamilyControlsMissing.self, FamilyControlsNotTrue.self, AppGroupFormat.self, AppGroupNotShared.self,
    UnknownEntitlement.self, DataProtectionValue.self,
    PrincipalClassNotFound.self, PrincipalClassWrongBase.self, PrincipalClassMissingImport.self,
    SceneDelegateNotFound.self, SceneDelegateWrongBase.self, SceneConfigurationNameUnknown.self,
    AppDelegateLifecycleInSceneApp.self, ProtectedReadUnhandled.self, KeychainLockedInBackground.self, ScreenTimeClassNeverRun.self,
    SuppressionIsUsed.self, SuppressionIsWellFormed.self,
  ]

  /// Every rule's description, in ID order.
  package static let descriptions: [RuleDescription] = all.map { rule in rule.description }

  /// The rule with this ID (any case) or kebab-case name.
  package static func description(named name: String) -> RuleDescription? {
    descriptions.first { $0.id.lowercased() == name.lowercased() || $0.name == name }
  }
}
