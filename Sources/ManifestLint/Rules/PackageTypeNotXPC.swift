import ExtensionManifest

/// AX110: extensions are `XPC!` bundles.
enum PackageTypeNotXPC: LintRule {
  static let description = RuleDescription(
    id: "AX110",
    name: "package-type-not-xpc",
    summary: "An extension's `CFBundlePackageType` is not `XPC!`.",
    rationale: "App extensions are XPC services; an `APPL` package type (copied from the app's Info.plist) misdescribes the bundle.",
    evidence: "swift-build: the app-extension product type is based on `com.apple.package-type.xpc-service` with PRODUCT_BUNDLE_PACKAGE_TYPE = XPC!.",
    layer: .build,
    severity: .error,
    fix: "Use `<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>` or `<string>XPC!</string>`.",
    passing: [.extension("<key>CFBundlePackageType</key>\n<string>XPC!</string>")],
    failing: [.extension("<key>CFBundlePackageType</key>\n1️⃣<string>APPL</string>")]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionTargets.compactMap { target in
      guard let value = target.infoValue("CFBundlePackageType"), let type = value.text, !type.isEmpty, type != "XPC!" else {
        return nil
      }
      return Finding(description, "'\(target.name)' is an extension, so its package type is 'XPC!', not '\(type)'", at: value.location, keyPath: "CFBundlePackageType")
    }
  }
}
