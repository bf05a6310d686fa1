import Foundation
import Observation
import SwiftUI
import Testing

/// iOS 17's data flow: an `@Observable` model put in the environment with `environment(_:)`, read
/// with `@Environment(Model.self)`, bound with `@Bindable`.
@MainActor
struct ObservationEnvironmentTests {
  @Observable
  final class Ledger {
    var balance = "1,250.00"
    var hidesBalance = false
  }

  struct BalanceView: View {
    @Environment(Ledger.self) private var ledger
    var body: some View { Text(ledger.hidesBalance ? "Hidden" : "Balance \(ledger.balance)") }
  }

  struct OptionalReader: View {
    @Environment(Ledger.self) private var ledger: Ledger?
    var body: some View { Text(ledger.map { "Balance \($0.balance)" } ?? "no ledger") }
  }

  /// A descendant reads the object an ancestor put in the environment, the same instance, so a
  /// change to it shows at the next evaluation; a reader of an optional reads nil without one.
  @Test func aDescendantReadsTheObjectAnAncestorPutInTheEnvironment() throws {
    let ledger = Ledger()
    let view = VStack { BalanceView() }.environment(ledger)
    #expect(try ViewEvaluationTests.texts(view) == ["Balance 1,250.00"])
    ledger.hidesBalance = true
    #expect(try ViewEvaluationTests.texts(view) == ["Hidden"])
    #expect(try ViewEvaluationTests.texts(OptionalReader()) == ["no ledger"])
    #expect(try ViewEvaluationTests.texts(OptionalReader().environment(ledger)) == ["Balance 1,250.00"])
    #expect(try ViewEvaluationTests.texts(OptionalReader().environment(ledger).environment(Ledger?.none)) == ["Balance 1,250.00"],
            "the innermost environment(_:) wins: nil set outside does not hide the ledger set inside")
  }

  /// `@Bindable` gives bindings to an object's properties that read and write the object.
  @Test func aBindablesBindingsReadAndWriteTheObject() {
    let ledger = Ledger()
    @Bindable var bound = ledger
    let hides = $bound.hidesBalance
    #expect(hides.wrappedValue == false)
    hides.wrappedValue = true
    #expect(ledger.hidesBalance)
    Bindable(ledger).balance.wrappedValue = "0.00"
    #expect(ledger.balance == "0.00")
  }
}
