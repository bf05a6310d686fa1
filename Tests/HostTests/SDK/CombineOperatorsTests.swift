import Combine
import Foundation
import SwiftUI
import Testing

/// Combine's notification publisher and the operators apps chain to it, and SwiftUI's
/// `onReceive`, which subscribes a hosted view at its first evaluation.
@MainActor
struct CombineOperatorsTests {
  static let name = Notification.Name("CombineOperatorsTests.ping")

  /// A notification reaches its subscriber before `post` returns; a cancelled one hears nothing.
  @Test func aNotificationPublisherSendsEachPostUntilCancelled() {
    let center = NotificationCenter()
    var heard: [String] = []
    let subscription = center.publisher(for: Self.name).sink { heard.append($0.object as? String ?? "?") }
    center.post(name: Self.name, object: "one" as NSString)
    center.post(name: Notification.Name("other"), object: nil)
    #expect(heard == ["one"])
    subscription.cancel()
    center.post(name: Self.name, object: "two" as NSString)
    #expect(heard == ["one"])
  }

  @Test func operatorsTransformFilterAndMergeAsCombinesDo() {
    let numbers = PassthroughSubject<Int, Never>()
    let words = PassthroughSubject<String, Never>()
    var seen: [String] = []
    let subscription = numbers
      .filter { $0 > 0 }
      .removeDuplicates()
      .map { "n\($0)" }
      .merge(with: words.compactMap { $0.isEmpty ? nil : $0 })
      .eraseToAnyPublisher()
      .sink { seen.append($0) }
    for value in [1, 1, -2, 3] { numbers.send(value) }
    words.send("")
    words.send("w")
    #expect(seen == ["n1", "n3", "w"])
    _ = subscription
    var just: [Int] = []
    _ = Just(7).sink { just.append($0) }
    #expect(just == [7])
  }

  /// `receive(on:)` delivers later, through the scheduler, never inside `send`.
  @Test func receiveOnDeliversThroughTheScheduler() async {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let subscription = subject.receive(on: DispatchQueue.main).sink { seen.append($0) }
    subject.send(1)
    #expect(seen == [])
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    #expect(seen == [1])
    _ = subscription
    var immediate: [Int] = []
    let direct = subject.receive(on: ImmediateScheduler.shared).sink { immediate.append($0) }
    subject.send(2)
    #expect(immediate == [2])
    _ = direct
  }

  struct Watcher: View {
    let center: NotificationCenter
    @State private var count = 0
    var body: some View {
      Text("heard \(count)")
        .onReceive(center.publisher(for: CombineOperatorsTests.name)) { _ in count += 1 }
    }
  }

  static func texts(_ view: some View, _ graph: HostedViewGraph?) throws -> [String] {
    var environment = EnvironmentValues()
    environment.viewGraph = graph
    graph?.beginEvaluation()
    return try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes).compactMap(\.text)
  }

  /// A hosted view subscribes once at its place, whatever number of times it is evaluated, and
  /// its latest action runs; a widget's view (no ledger) subscribes to nothing.
  @Test func onReceiveSubscribesAHostedViewOnceAndRunsItsAction() throws {
    let center = NotificationCenter()
    let ledgers = HostedViewGraph()
    #expect(try Self.texts(Watcher(center: center), ledgers) == ["heard 0"])
    #expect(try Self.texts(Watcher(center: center), ledgers) == ["heard 0"])
    center.post(name: Self.name, object: nil)
    #expect(try Self.texts(Watcher(center: center), ledgers) == ["heard 1"])

    let unhosted = NotificationCenter()
    #expect(try Self.texts(Watcher(center: unhosted), nil) == ["heard 0"])
    unhosted.post(name: Self.name, object: nil)
    #expect(try Self.texts(Watcher(center: unhosted), nil) == ["heard 0"])
  }
}
