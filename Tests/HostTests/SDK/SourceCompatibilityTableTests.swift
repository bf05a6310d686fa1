import Foundation
import Testing

/// `Documentation/SourceCompatibility.md`'s API table against the SDK modules' sources: every
/// public type and function they declare has a row, every supported or partial row names
/// something its module declares or extends, and nothing marked "not" is declared.
struct SourceCompatibilityTableTests {
  /// The table's module names and the source folders behind them.
  private let modules: [String: [String]] = [
    "ManagedSettings": ["ManagedSettings"], "ManagedSettingsUI": ["ManagedSettingsUI"], "UIKit": ["UIKit"],
    "os": ["os", "OSLog"], "SwiftUI": ["SwiftUI", "SwiftUICore"], "UserNotifications": ["UserNotifications"],
    "FamilyControls": ["FamilyControls"], "Foundation (BundleResources)": ["BundleResources"],
    "DeviceActivity": ["DeviceActivity"], "WidgetKit": ["WidgetKit"], "AppIntents": ["AppIntents"], "Intents": ["Intents"], "ActivityKit": ["ActivityKit"], "Charts": ["Charts"],
    "Combine": ["Combine"], "LocalAuthentication": ["LocalAuthentication"],
    "ExtensionKit": ["ExtensionFoundation", "ExtensionKit"], "Foundation (FoundationAdditions)": ["FoundationAdditions"],
    "Security": ["Security"], "CoreGraphics": ["CoreGraphics"],
  ]

  private struct Row {
    var api: String
    var module: String
    var status: String
    /// The API's first identifier: `UIColor` for `UIColor(named:)`.
    var name: String
  }

  private func rows() throws -> [Row] {
    let text = try String(contentsOfFile: BuildProducts.repositoryRoot + "/Documentation/SourceCompatibility.md", encoding: .utf8)
    let start = try #require(text.range(of: "<!-- api-table -->"))
    let end = try #require(text.range(of: "<!-- end-api-table -->"))
    return text[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2).compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 5 else { return nil }
      let api = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let name = String(api.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      return Row(api: api, module: cells[2], status: cells[3], name: name)
    }
  }

  /// Public top-level names (types, functions, globals) and extended types, per source folder.
  private func declarations(in folder: String) throws -> (declared: Set<String>, extended: Set<String>) {
    let root = BuildProducts.repositoryRoot + "/Sources/" + folder
    let declaration = try Regex(#"^(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|typealias|func|actor|let|var)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    let extensionLine = try Regex(#"^extension\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    var declared: Set<String> = []
    var extended: Set<String> = []
    for file in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".swift") {
      for line in try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n") {
        if let match = line.firstMatch(of: declaration), let name = match.output[1].substring { declared.insert(String(name)) }
        if let match = line.firstMatch(of: extensionLine), let name = match.output[1].substring { extended.insert(String(name)) }
      }
    }
    return (declared, extended)
  }

  @Test func theTableHasEveryStatusAsOneOfThree() throws {
    let rows = try rows()
    #expect(rows.count > 80)
    for row in rows { #expect(["supported", "partial", "not"].contains(row.status), "\(row.api): \(row.status)") }
    for row in rows where row.status != "supported" {
      #expect(!row.name.isEmpty, "\(row.api)")
    }
  }

  @Test func everyPublicDeclarationOfTheModulesHasARow() throws {
    let rows = try rows()
    for (module, folders) in modules {
      let named = Set(rows.filter { $0.module == module }.map(\.name))
      for folder in folders {
        for name in try declarations(in: folder).declared {
          #expect(named.contains(name), "\(name) (Sources/\(folder)) has no row for module \(module)")
        }
      }
    }
  }

  @Test func supportedRowsNameWhatTheModuleHasAndNotRowsWhatNoModuleHas() throws {
    let rows = try rows()
    var everything: Set<String> = []
    for folders in modules.values {
      for folder in folders { everything.formUnion(try declarations(in: folder).declared) }
    }
    for row in rows {
      if row.status == "not" {
        #expect(!everything.contains(row.name), "\(row.api) is marked not supported but is declared")
        continue
      }
      let folders = try #require(modules[row.module], "\(row.api): unknown module \(row.module)")
      var known: Set<String> = []
      for folder in folders {
        let found = try declarations(in: folder)
        known.formUnion(found.declared.union(found.extended))
      }
      #expect(known.contains(row.name) || row.api.hasPrefix("import "), "\(row.api) is marked \(row.status) but \(row.module) has no \(row.name)")
    }
  }
}
