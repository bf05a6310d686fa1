import Combine
import Foundation
import SwiftUI
import Testing

/// SwiftUI's data flow before iOS 17: an `ObservableObject` with `@Published` properties, kept with
/// `@StateObject`, given with `environmentObject(_:)` and read with `@EnvironmentObject`.
@MainActor
struct ObservableObjectTests {
  final class Wallet: ObservableObject {
    @Published var balance = "1,250.00"
    @Published var isLocked = false
  }

  struct BalanceRow: View {
    @EnvironmentObject private var wallet: Wallet
    var body: some View { Text(wallet.isLocked ? "Locked" : "Balance \(wallet.balance)") }
  }

  struct Screen: View {
    @StateObject private var wallet = Wallet()
    var body: some View { VStack { BalanceRow() }.environmentObject(wallet) }
  }

  /// A descendant reads the object its ancestor gave, and a change made to it shows next time.
  @Test func aDescendantReadsTheObjectItsAncestorGave() throws {
    let wallet = Wallet()
    let view = BalanceRow().environmentObject(wallet)
    #expect(try ViewEvaluationTests.texts(view) == ["Balance 1,250.00"])
    wallet.isLocked = true
    #expect(try ViewEvaluationTests.texts(view) == ["Locked"])
    #expect(try ViewEvaluationTests.texts(Screen()) == ["Balance 1,250.00"], "a state object made by the view and given on")
  }

  /// `$wallet.isLocked` of an observed object is a binding that writes the object; `$balance`
  /// publishes the current value to a new subscriber and each value set after, until cancelled.
  @Test func bindingsWriteTheObjectAndPublishedPropertiesPublish() {
    let wallet = Wallet()
    let observed = ObservedObject(wrappedValue: wallet)
    observed.projectedValue.isLocked.wrappedValue = true
    #expect(wallet.isLocked)
    var seen: [String] = []
    var subscriptions = Set<AnyCancellable>()
    wallet.$balance.sink { seen.append($0) }.store(in: &subscriptions)
    wallet.balance = "0.00"
    subscriptions.removeAll()
    wallet.balance = "9.99"
    #expect(seen == ["1,250.00", "0.00"], "\(seen)")
  }
}
