import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// What a visit keeps of what an extension sends is bounded, and what is dropped is counted.
struct BoundedRecordsTests {
  @Test func theLogBudgetKeepsTheFirstMessagesAndCountsTheRest() {
    var budget = LogBudget()
    let kept = (0..<(LogBudget.limit + 50)).filter { _ in budget.admit() }.count
    #expect(kept == LogBudget.limit)
    #expect(budget.dropped == 50)
    budget.reset()
    let admitted = budget.admit()
    #expect(admitted && budget.dropped == 0, "each visit starts a new budget")
  }

  @Test func sharedStateFindingsAreBoundedDeduplicatedAndCounted() {
    var log = SharedStateLog()
    for index in 0..<(SharedStateLog.maxFindings + 10) {
      let finding = SharedStateFinding(extensionName: "Ext", kind: .appGroupNotEntitled, detail: "group \(index)")
      let kept = log.add(finding)
      #expect(kept == (index < SharedStateLog.maxFindings))
    }
    let repeated = log.add(SharedStateFinding(extensionName: "Ext", kind: .appGroupNotEntitled, detail: "group 0"))
    #expect(!repeated)
    #expect(log.findings.count == SharedStateLog.maxFindings)
    #expect(log.droppedFindings == 10, "a repeat is not a drop")
    #expect(log.droppedSummary?.contains("10 more shared-state findings") == true)
  }

  /// Notifications past the limit are counted as notifications, never as store changes.
  @Test func notificationsPastTheLimitAreCountedAsNotifications() {
    var log = SharedStateLog()
    for index in 0..<(SharedStateLog.maxStoreChanges + 3) { log.addDarwinNotification("posted \(index)") }
    #expect(log.droppedStoreChanges == 0)
    #expect(log.droppedSummary?.contains("3 more notifications") == true, "\(log.droppedSummary ?? "")")
    #expect(log.droppedSummary?.contains("store changes were") == false)
  }

  @Test func outputPastTheLineCapIsCountedNotKept() {
    var capture = OutputCapture(maxLines: 3, maxLineBytes: 100)
    let kept = capture.append(Array("a\nb\nc\n".utf8)[...])
    #expect(kept == ["a", "b", "c"])
    // Past the cap: 10,000 lines, five empty ones, a frame's two header lines, and its body
    // without a newline.
    let flood =
      Array(String(repeating: "y\n", count: 10_000).utf8) + Array("\n\n\n\n\n".utf8)
      + Array("Content-Length: 2\r\n\r\n{}".utf8)
    let keptFromFlood = capture.append(flood[...])
    #expect(keptFromFlood.isEmpty)
    let last = capture.finish()
    #expect(last == nil)
    #expect(capture.totalLines == 3 + 10_008)
    #expect(capture.droppedLines == 10_008)
    #expect(capture.sawFrameHeader, "a frame header past the cap is still seen")
  }

  @Test func anAppKeepsAtMostFiftyStores() throws {
    let stores = try ManagedSettingsState(file: nil)
    let shield = StoreShieldSettings(webDomains: [OpaqueToken(data: Data("token".utf8))])
    for index in 0..<ManagedSettingsState.maxStores {
      _ = try stores.write([.webDomains], from: shield, to: "store-\(index)")
    }
    #expect(throws: ManagedSettingsState.Refusal.self) {
      try stores.write([.webDomains], from: shield, to: "one-too-many")
    }
    _ = try stores.write([.webDomains], from: StoreShieldSettings(), to: "store-0")
    #expect(stores.stores.count == ManagedSettingsState.maxStores - 1, "clearing a store frees its place")
    _ = try stores.write([.webDomains], from: shield, to: "one-too-many")
  }
}
