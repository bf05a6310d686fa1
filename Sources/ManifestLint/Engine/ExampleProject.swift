package import ExtensionManifest

extension RuleExample {
  /// The standard header and footer around a plist body.
  package static func wrapped(_ body: String) -> String {
    let trimmed = MarkedText(body).text.drop(while: { $0 == " " || $0 == "\n" })
    if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") || trimmed.hasPrefix("<dict") || trimmed.hasPrefix("<array") {
      return body
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>
      """
  }

  /// The example's files as they are linted: plists wrapped, markers removed, with the marker
  /// positions as expected locations.
  package var preparedFiles: [(path: String, text: String, expected: [SourceLocation])] {
    files.map { file in
      let full = file.path.hasSuffix(".swift") ? file.text : Self.wrapped(file.text)
      let marked = MarkedText(full)
      let expected = marked.markers.keys.sorted().compactMap { number in
        marked.markers[number].map { SourceLocation(path: file.path, line: $0.line, column: $0.column) }
      }
      return (file.path, marked.text, expected)
    }
  }

  /// The project the example describes: one target per top folder, `App` an application and
  /// the host of every other target, which are extensions.
  package var project: LintProject {
    var byTarget: [String: [(path: String, text: String)]] = [:]
    for file in preparedFiles {
      let target = String(file.path.split(separator: "/").first ?? "")
      byTarget[target, default: []].append((file.path, file.text))
    }
    let hasApp = byTarget["App"] != nil
    let targets = byTarget.keys.sorted().map { name in
      let files = byTarget[name] ?? []
      func manifest(_ suffix: String) -> ManifestFile? {
        files.first { $0.path.hasSuffix(suffix) }.map { ManifestFile(path: $0.path, bytes: Array($0.text.utf8)) }
      }
      var values = ManifestTarget.defaultSettings(forTargetNamed: name).values
      values.merge(settings) { _, new in new }
      let info = manifest("Info.plist")
      let sources = files.filter { $0.path.hasSuffix(".swift") }.map { SwiftSourceFile(path: $0.path, text: $0.text) }
      return LintTarget(
        name: name,
        kind: name == "App" ? .application : .appExtension,
        info: info,
        entitlements: manifest(".entitlements"),
        settings: BuildSettings(values),
        hostName: name != "App" && hasApp ? "App" : nil,
        definition: info?.rootLocation ?? SourceLocation(path: name, line: 1, column: 1),
        sources: sources
      )
    }
    return LintProject(targets: targets)
  }
}
