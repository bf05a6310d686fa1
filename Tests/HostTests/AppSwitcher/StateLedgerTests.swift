import Combine
import Foundation
import SwiftUI
import Testing

/// A hosted screen's state lives with its place, not with the view value: a body makes its
/// children afresh at every evaluation, and each new copy reads and writes what the first one at
/// its place held, as SwiftUI keeps `@State` and `@StateObject` in its view graph.
@MainActor
struct StateLedgerTests {
  /// Counts its visits: the first evaluation reads 0 and sets 1, the next reads 1.
  struct Visits: View {
    @State private var visits = 0
    var body: some View {
      let shown = visits
      visits += 1
      return Text("visit \(shown)")
    }
  }

  final class Model: ObservableObject {
    nonisolated(unsafe) static var made = 0
    let serial: Int
    init() {
      Self.made += 1
      serial = Self.made
    }
  }

  struct Owner: View {
    @StateObject private var model = Model()
    var body: some View { Text("model \(model.serial)") }
  }

  /// The children are made afresh each time this body is read; `swap` puts another type first.
  struct Parent: View {
    let swap: Bool
    var body: some View {
      VStack {
        if swap { Owner() } else { Visits() }
        Owner()
      }
    }
  }

  static func texts(_ view: some View, ledger graph: HostedViewGraph?) throws -> [String] {
    var environment = EnvironmentValues()
    environment.viewGraph = graph
    graph?.beginEvaluation()
    return try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes).compactMap(\.text)
  }

  @Test func aChildsStateAndStateObjectOutliveTheBodyThatMadeIt() throws {
    let ledger = HostedViewGraph()
    let first = try Self.texts(Parent(swap: false), ledger: ledger)
    let second = try Self.texts(Parent(swap: false), ledger: ledger)
    let third = try Self.texts(Parent(swap: false), ledger: ledger)
    #expect(first[0] == "visit 0")
    #expect(second[0] == "visit 1")
    #expect(third[0] == "visit 2")
    // The state object is made once for its place, however often its view is made.
    #expect(Set([first[1], second[1], third[1]]).count == 1)
  }

  @Test func aViewOfAnotherTypeAtAPlaceStartsAfresh() throws {
    let ledger = HostedViewGraph()
    _ = try Self.texts(Parent(swap: false), ledger: ledger)
    let before = Model.made
    let swapped = try Self.texts(Parent(swap: true), ledger: ledger)
    // The `Owner` now first is new at that place (a `Visits` was there): its object is made.
    #expect(Model.made == before + 1)
    #expect(swapped[0] == "model \(Model.made)")
  }

  final class Watcher: ObservableObject {
    nonisolated(unsafe) static var made = 0
    init() { Self.made += 1 }
  }

  /// Holds a state object its body never reads, as an app keeps one alive for what its `init` does.
  struct Unread: View {
    @StateObject private var watcher = Watcher()
    var body: some View { Text("unread") }
  }

  /// SwiftUI installs a view's storage when it first evaluates the view: an unread
  /// `@StateObject` is made then, once for its place, however often the view is evaluated.
  @Test func anUnreadStateObjectIsMadeOnceWhenItsViewIsFirstEvaluated() throws {
    let ledger = HostedViewGraph()
    let before = Watcher.made
    _ = Unread()
    #expect(Watcher.made == before, "made with its view's storage, not with the view value")
    #expect(try Self.texts(VStack { Unread() }, ledger: ledger) == ["unread"])
    #expect(Watcher.made == before + 1)
    _ = try Self.texts(VStack { Unread() }, ledger: ledger)
    _ = try Self.texts(VStack { Unread() }, ledger: ledger)
    #expect(Watcher.made == before + 1)
  }

  /// A widget's view has no ledger: each entry is drawn once, from the initial values.
  @Test func withoutALedgerEveryEvaluationStartsFromTheInitialValues() throws {
    #expect(try Self.texts(Parent(swap: false), ledger: nil)[0] == "visit 0")
    #expect(try Self.texts(Parent(swap: false), ledger: nil)[0] == "visit 0")
  }
}
