import ExtensionManifest

/// Shared check for keys a bundle must have with a non-empty string value.
enum RequiredKey {
  /// Findings for targets (those `applies` accepts) whose `key` is absent or an empty string.
  /// A value that is empty only because a setting is unresolved is left to PL005, one whose
  /// expansion was cut short to PL006.
  static func check(
    _ rule: RuleDescription,
    key: String,
    in project: LintProject,
    consequence: String,
    applies: (LintTarget) -> Bool = { _ in true }
  ) -> [Finding] {
    project.bundleTargets.filter(applies).compactMap { target in
      guard let value = target.infoValue(key) else {
        if target.infoPlistGenerationAssumed {
          return Finding(
            rule,
            "'\(target.name)' has no \(key) in its Info.plist; with no Xcode project beside it, lint assumed "
              + "GENERATE_INFOPLIST_FILE = YES (Xcode's default), which adds it at build time. Lint the folder "
              + "holding the .xcodeproj to check it", at: target.infoLocation, severity: .note)
        }
        return Finding(rule, "'\(target.name)' has no \(key); \(consequence)", at: target.infoLocation)
      }
      guard let expansion = value.expansion, expansion.value.isEmpty, expansion.unresolved.isEmpty, !expansion.isTruncated
      else { return nil }
      return Finding(rule, "\(key) of '\(target.name)' is empty; \(consequence)", at: value.location, keyPath: key)
    }
  }
}

/// Settings Xcode supplies at build or signing time: a reference to one is never unresolved.
enum ProvidedSettings {
  static let names: Set<String> = [
    "SRCROOT", "PROJECT_DIR", "PROJECT_NAME", "CONFIGURATION", "SDKROOT", "PLATFORM_NAME", "EFFECTIVE_PLATFORM_NAME",
    "BUILT_PRODUCTS_DIR", "TARGET_BUILD_DIR", "DEVELOPER_DIR", "ARCHS", "CURRENT_ARCH", "AppIdentifierPrefix",
    "TeamIdentifierPrefix", "inherited", "SWIFT_MODULE_NAME", "WRAPPER_EXTENSION", "CONTENTS_FOLDER_PATH",
  ]
}

extension Array where Element == Int {
  /// Parses `15.0`, `16`, `17.2.1`; `nil` unless 1...3 numeric components (ASCII digits, each
  /// fitting an `Int`). Byte by byte: splitting by `Character` was most of two rules' cost.
  init?(version text: String) {
    var numbers: [Int] = []
    var current: Int?
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        guard let number = current else { return nil }
        numbers.append(number)
        current = nil
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        let (times10, overflow) = (current ?? 0).multipliedReportingOverflow(by: 10)
        let (sum, carry) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
        guard !overflow && !carry else { return nil }
        current = sum
      } else {
        return nil
      }
    }
    guard let last = current else { return nil }
    numbers.append(last)
    guard numbers.count <= 3 else { return nil }
    self = numbers
  }

  /// Compares versions component-wise, missing components as 0.
  func isLower(than other: [Int]) -> Bool {
    for index in 0..<Swift.max(count, other.count) {
      let left = index < count ? self[index] : 0
      let right = index < other.count ? other[index] : 0
      if left != right { return left < right }
    }
    return false
  }
}

extension LintProject {
  /// Every string node containing `$` in every target's Info.plist and entitlements, with the
  /// target and whether it is in the Info.plist.
  var referencingStrings: [(target: LintTarget, node: PlistNode, text: String, inInfo: Bool)] {
    var result: [(target: LintTarget, node: PlistNode, text: String, inInfo: Bool)] = []
    for target in targets {
      for file in [target.info, target.entitlements].compactMap({ $0 }) {
        for node in file.referencingNodes {
          guard let text = node.string else { continue }
          result.append((target, node, text, file.path == target.info?.path))
        }
      }
    }
    return result
  }
}
