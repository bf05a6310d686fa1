import Foundation
import SwiftUI
import Testing

/// `onAppear`, `onDisappear` and `task` in a hosted view run as SwiftUI runs them in an app: once
/// when their view first shows, when it goes, and again when it comes back; `task(id:)` starts
/// afresh when its identity changes. A widget's view (no view graph) runs none of them.
@MainActor
struct AppearanceLedgerTests {
  final class Log {
    var lines: [String] = []
  }

  struct Screen: View {
    let showsDetail: Bool
    let id: Int
    let log: Log
    var body: some View {
      VStack {
        Text("list").onAppear { log.lines.append("list appeared") }
        if showsDetail {
          Text("detail")
            .onAppear { log.lines.append("detail appeared") }
            .onDisappear { log.lines.append("detail went") }
        }
      }
      .task(id: id) { await MainActor.run { log.lines.append("task \(id)") } }
    }
  }

  static func evaluate(_ view: some View, in graph: HostedViewGraph?) throws {
    var environment = EnvironmentValues()
    environment.viewGraph = graph
    graph?.beginEvaluation()
    _ = try ViewEvaluator.evaluate(view, in: environment)
    _ = graph?.endEvaluation()
  }

  /// Lets the tasks the evaluations started run, until `log` holds `count` task lines (2 s at most).
  static func settle(_ log: Log, tasks count: Int) async throws {
    for _ in 0..<200 where log.lines.filter({ $0.hasPrefix("task") }).count < count {
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  @Test func actionsRunAsViewsAppearGoAndComeBack() async throws {
    let log = Log()
    let graph = HostedViewGraph()
    try Self.evaluate(Screen(showsDetail: false, id: 1, log: log), in: graph)
    try Self.evaluate(Screen(showsDetail: false, id: 1, log: log), in: graph)
    try await Self.settle(log, tasks: 1)
    #expect(log.lines == ["list appeared", "task 1"], "once, however often the view is read")
    log.lines = []
    try Self.evaluate(Screen(showsDetail: true, id: 1, log: log), in: graph)
    try Self.evaluate(Screen(showsDetail: false, id: 1, log: log), in: graph)
    try Self.evaluate(Screen(showsDetail: true, id: 2, log: log), in: graph)
    try await Self.settle(log, tasks: 1)
    #expect(log.lines.filter { $0.hasPrefix("detail") } == ["detail appeared", "detail went", "detail appeared"])
    #expect(log.lines.filter { $0.hasPrefix("task") } == ["task 2"], "a new identity starts the task again")
  }

  @Test func aWidgetsViewRunsNone() async throws {
    let log = Log()
    try Self.evaluate(Screen(showsDetail: true, id: 1, log: log), in: nil)
    try await Task.sleep(for: .milliseconds(50))
    #expect(log.lines.isEmpty)
  }
}
