package import ExtensionManifest

/// A `.xcconfig` file's settings, `#include`s followed, with where each was set.
///
/// Conditional assignments (`KEY[sdk=iphoneos*] = …`) are skipped: lint evaluates one
/// unconditional configuration. `$(inherited)` refers to the value from the includes above.
package struct XCConfig: Sendable {
  /// The settings, later assignments winning.
  package private(set) var values: [String: String] = [:]
  /// Where each setting was last assigned.
  package private(set) var locations: [String: SourceLocation] = [:]
  /// Files that could not be read, as problems to report: a missing required `#include` is an
  /// error, a missing optional one (`#include?`) a warning (`PlistError.Kind.warning`),
  /// each at its `#include` line and naming the tool that would create the file, if known.
  package private(set) var problems: [PlistError] = []

  /// Reads `path` and its includes.
  package init(path: String) {
    read(path, chain: [])
  }

  /// The most files one configuration reads, its includes and theirs: a folder of files that
  /// include each other twice over would otherwise be read a number of times that grows
  /// exponentially with the depth.
  static let fileLimit = 256
  private var filesRead = 0
  /// Settings whose `$(inherited)` outgrew the cap, each said once.
  private var outgrown: Set<String> = []

  /// Reads `path`, included through `chain` (the files that include it, outermost first).
  private mutating func read(_ path: String, chain: [String]) {
    guard chain.count < 16, filesRead < Self.fileLimit else { return }
    filesRead += 1
    let bytes: [UInt8]
    switch FileSystem.readFile(path, limit: 1 << 20) {
    case .success(let read): bytes = read
    case .failure(let failure):
      let reason: String
      switch failure {
      case .unreadable(let text): reason = "cannot read: \(text)" + (Self.creator(of: path).map { "; \($0)" } ?? "")
      case .tooLarge(let size): reason = "the file is \(size) bytes"
      }
      problems.append(PlistError(location: SourceLocation(path: path, line: 1, column: 1), reason: reason, kind: .io))
      return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for (number, rawLine) in TextLines.of(text).enumerated() {
      var line = Substring(rawLine)
      if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
      line = line.drop(while: { $0 == " " || $0 == "\t" })
      if line.hasPrefix("#include") {
        let optional = line.hasPrefix("#include?")
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
        let included = String(line[line.index(after: open)..<close])
        let resolved = included.hasPrefix("/") ? included : FileSystem.join(FileSystem.directory(of: path), included)
        if FileSystem.kind(of: resolved) == nil {
          let at = SourceLocation(path: path, line: number + 1, column: 1)
          let hint = Self.creator(of: included).map { "; \($0)" } ?? ""
          if optional {
            problems.append(
              PlistError(location: at, reason: "the optional include '\(included)' does not exist\(hint)", kind: .warning))
          } else {
            problems.append(
              PlistError(location: at, reason: "the included file '\(included)' does not exist\(hint); "
                + "write #include? if it is optional", kind: .io))
          }
          continue
        }
        // A file that includes itself, directly or through others: Xcode refuses the cycle.
        let here = chain + [path]
        if here.contains(where: { FileSystem.resolvingLinks($0) == FileSystem.resolvingLinks(resolved) }) {
          let cycle = (here + [resolved]).map(FileSystem.lastComponent).joined(separator: " includes ")
          problems.append(
            PlistError(
              location: SourceLocation(path: path, line: number + 1, column: 1),
              reason: "the include of '\(included)' makes a cycle (\(cycle)); remove it", kind: .io))
          continue
        }
        read(resolved, chain: here)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters()
      guard !key.isEmpty, !key.contains("["), key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
      var value = line[line.index(after: equals)...].trimmingCharacters()
      if value.hasSuffix(";") { value.removeLast() }
      let column = rawLine.distance(from: rawLine.startIndex, to: rawLine.firstIndex(where: { $0 != " " && $0 != "\t" }) ?? rawLine.startIndex) + 1
      let location = SourceLocation(path: path, line: number + 1, column: column)
      guard let replaced = value.replacingInherited(with: values[key] ?? "") else {
        // Said once per setting: the lines after the first one over the cap would repeat it.
        if outgrown.insert(key).inserted { problems.append(value.inheritedOverflow(key: key, at: location)) }
        continue
      }
      values[key] = replaced
      locations[key] = location
    }
  }
}

extension XCConfig {
  /// The tool that writes `included`, when its path says (CocoaPods, Carthage, Tuist, XcodeGen).
  static func creator(of included: String) -> String? {
    if included.contains("Pods/") || included.hasPrefix("Pods-") || included.contains("/Pods-") {
      return "CocoaPods creates it: run 'pod install'"
    }
    if included.contains("Carthage/") { return "Carthage creates it: run 'carthage bootstrap'" }
    if included.contains("Tuist/") || included.contains("Derived/") { return "Tuist creates it: run 'tuist generate'" }
    return nil
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  func trimmingCharacters() -> String {
    String(drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
  }
}

extension String {
  /// `$(inherited)` / `${inherited}` / `$[inherited]` replaced by `inherited`, the lower layer's
  /// raw value; `nil` when the result would be longer than `BuildSettings.maximumExpansionBytes`
  /// (checked before it is built: each use copies the lower value, so lines that use it twice
  /// double the setting at each repeat).
  func replacingInherited(with inherited: String) -> String? {
    guard contains("inherited") else { return self }
    let forms = ["$(inherited)", "${inherited}", "$[inherited]"]
    let uses = forms.reduce(0) { $0 + ranges(of: $1).count }
    let (copies, overflow) = uses.multipliedReportingOverflow(by: inherited.utf8.count)
    guard !overflow, copies <= BuildSettings.maximumExpansionBytes - utf8.count else { return nil }
    var result = self
    for form in forms { result = result.replacing(form, with: inherited) }
    return result.trimmingLeadingAndTrailingSpaces()
  }

  /// Why `self` (a value assigned to `key`) was not applied: `replacingInherited` refused it.
  func inheritedOverflow(key: String, at location: SourceLocation) -> PlistError {
    let forms = ["$(inherited)", "${inherited}", "$[inherited]"]
    let uses = forms.reduce(0) { $0 + ranges(of: $1).count }
    return PlistError(
      location: location,
      reason: "'\(key)' would grow past \(BuildSettings.maximumExpansionBytes) bytes here: each of its \(uses) "
        + "$(inherited) copies the value set before it, so assignments like this double it at each repeat; "
        + "lint keeps its earlier value. Write $(inherited) once",
      kind: .unsafe)
  }

  func trimmingLeadingAndTrailingSpaces() -> String {
    Substring(self).trimmingCharacters()
  }
}
