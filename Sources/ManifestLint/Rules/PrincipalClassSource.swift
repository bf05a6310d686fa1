import HostProtocol
import ExtensionManifest

/// What the three SW rules share: the principal class a target names and where it is declared.
enum PrincipalClassSource {
  /// The Info.plist body of the SW rules' examples: `point` with `$(PRODUCT_MODULE_NAME).<className>`,
  /// `marker` before the principal class's value.
  static func exampleInfo(point: ExtensionPoint, className: String, marker: String = "") -> String {
    """
    <key>NSExtension</key>
    <dict>
      <key>NSExtensionPointIdentifier</key>
      <string>\(point.rawValue)</string>
      <key>NSExtensionPrincipalClass</key>
      \(marker)<string>$(PRODUCT_MODULE_NAME).\(className)</string>
    </dict>
    """
  }

  /// The SW rules' passing shield action: its principal class is declared, imports
  /// ManagedSettings and subclasses `ShieldActionDelegate`.
  static let wellFormedAction = RuleExample.extension(
    exampleInfo(point: .shieldAction, className: "ShieldActionExtension"),
    sources: [("ShieldActionExtension.swift", "import ManagedSettings\n\nclass ShieldActionExtension: ShieldActionDelegate {}\n")])

  /// A target whose principal class can be checked against its Swift sources.
  struct Subject {
    let target: LintTarget
    let point: ExtensionPoint
    let base: (className: String, module: String)
    let node: PlistNode
    let className: String
    let declaration: SwiftSourceFile.ClassDeclaration?
    let file: SwiftSourceFile?
  }

  /// Targets with sources, a point that takes a principal class, and a principal class.
  static func subjects(in project: LintProject) -> [Subject] {
    project.extensionsWithInfo.compactMap { target in
      guard !target.sources.isEmpty, let point = target.extensionPoint, let base = point.principalBase,
        let node = target.nsExtension?["NSExtensionPrincipalClass"], let raw = node.string
      else { return nil }
      let expanded = target.expand(raw).value
      let className = String(expanded.split(separator: ".").last ?? "")
      guard !className.isEmpty else { return nil }
      for file in target.sources {
        if let declaration = file.classes.first(where: { $0.name == className }) {
          return Subject(target: target, point: point, base: base, node: node, className: className, declaration: declaration, file: file)
        }
      }
      return Subject(target: target, point: point, base: base, node: node, className: className, declaration: nil, file: nil)
    }
  }

  /// The superclass chain of `name` within `sources`, up to the first class not declared there.
  static func ancestry(of name: String, in sources: [SwiftSourceFile]) -> [String] {
    var chain: [String] = []
    var current = name
    while chain.count < 16 {
      guard let declaration = sources.lazy.flatMap(\.classes).first(where: { $0.name == current }),
        let superclass = declaration.superclass
      else { break }
      chain.append(superclass)
      current = superclass
    }
    return chain
  }
}
