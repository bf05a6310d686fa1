import HostProtocol
import Testing

@testable import Conformance
@testable import HostEngine

/// The check catalogue: identifiers, order, prerequisites, and `--check` selection.
struct ConformanceCatalogueTests {
  @Test func identifiersAreUniqueKebabCaseAndDocumented() {
    let ids = ConformanceChecks.identifiers
    #expect(Set(ids).count == ids.count)
    for check in ConformanceChecks.all {
      #expect(check.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(check.id)")
      #expect(!check.summary.isEmpty && !check.summary.contains("\n"), "\(check.id)")
      #expect(!check.points.isEmpty, "\(check.id)")
    }
  }

  @Test func everyPrerequisiteRunsEarlier() {
    let ids = ConformanceChecks.identifiers
    for (index, check) in ConformanceChecks.all.enumerated() {
      for required in check.requires {
        let position = ids.firstIndex(of: required)
        #expect(position != nil, "\(check.id) requires unknown \(required)")
        #expect((position ?? .max) < index, "\(check.id) requires \(required), which runs later")
      }
    }
  }

  @Test func noSelectionRunsAndReportsEverything() throws {
    let selection = try ConformanceChecks.selection([])
    #expect(selection.run == ConformanceChecks.identifiers)
    #expect(selection.reported == Set(ConformanceChecks.identifiers))
  }

  @Test func aSelectedCheckBringsItsPrerequisitesInRunOrder() throws {
    let selection = try ConformanceChecks.selection(["memory-within-ceiling"])
    #expect(selection.run == ["handshake", "principal-class", "overloads-answered", "answers-in-time", "memory-within-ceiling"])
    #expect(selection.reported == ["memory-within-ceiling"])
  }

  @Test func selectingTwiceOrWithAPrerequisiteChangesNothing() throws {
    let selection = try ConformanceChecks.selection(["principal-class", "handshake", "principal-class"])
    #expect(selection.run == ["handshake", "principal-class"])
    #expect(selection.reported == ["handshake", "principal-class"])
  }

  @Test func anUnknownCheckIsAUsageErrorListingTheKnownOnes() {
    #expect {
      try ConformanceChecks.selection(["answers-quickly"])
    } throws: { error in
      let description = "\(error)"
      return error is UsageError && description.contains("answers-quickly") && description.contains("answers-in-time")
    }
  }

  @Test func theListingHasOneLinePerCheckWithItsScope() {
    let lines = ConformanceChecks.listing.split(separator: "\n")
    #expect(lines.count == ConformanceChecks.all.count)
    #expect(lines.contains { $0.hasPrefix("action-response-allowed") && $0.contains(" action ") })
    #expect(lines.contains { $0.hasPrefix("configuration-well-formed") && $0.contains(" config ") })
    #expect(lines.contains { $0.hasPrefix("handshake") && $0.contains(" all ") })
    // Columns: every scope starts two spaces past the longest id, and every summary after it.
    let ids: [String] = ConformanceChecks.all.map { $0.id }
    let column = (ids.map { $0.count }.max() ?? 0) + 2
    for (line, check) in zip(lines.map(String.init), ConformanceChecks.all) {
      let padding = String(repeating: " ", count: column - check.id.count)
      let scope = String(line.dropFirst(column))
      #expect(line.hasPrefix(check.id + padding), "\(line)")
      #expect(scope.hasPrefix("action") || scope.hasPrefix("config") || scope.hasPrefix("all"), "\(line)")
      // The scope column is eight wide: the longest scope and two spaces.
      #expect(String(scope.dropFirst(8)) == check.summary && scope.prefix(8).hasSuffix("  "), "\(line)")
    }
  }

  @Test func theSweepCoversEveryOverloadAndWhatIOSSends() {
    let action = SweepInput.all(for: .shieldAction, submenu: true)
    #expect(action.count == 15)
    #expect(Set(action.map(\.label)).count == 15)
    let buttonsOnly = SweepInput.all(for: .shieldAction, submenu: false)
    #expect(buttonsOnly.count == 6, "no submenu-item presses when no submenu is offered")
    #expect(!buttonsOnly.contains { $0.label.contains("SubmenuItem") })
    let configuration = SweepInput.all(for: .shieldConfiguration, submenu: false)
    let overloads = Set(configuration.compactMap { input -> String? in
      if case .configuration(let request) = input.request { return request.overload }
      return nil
    })
    #expect(overloads.count == 4)
  }

  /// `conform` gives an extension the launcher's handshake time, the 2000 ms `--help` documents.
  @Test func theDefaultHandshakeDeadlineIsTheLaunchersDocumentedOne() {
    #expect(ConformanceOptions().handshakeTimeout == ExtensionLauncher.Limits().handshakeTimeout)
    #expect(ConformanceOptions().handshakeTimeout == .milliseconds(2000))
  }
}
