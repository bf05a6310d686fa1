import Foundation
import HostProtocol

/// Delivery as developers observe it on devices, seeded and reproducible (`simulate --chaos SEED`):
/// threshold callbacks late (held over to a later batch, even past the interval's end, as when
/// they arrive batched after midnight) or delivered twice, and warnings silently dropped. The
/// callbacks Apple documents the order of (start before the thresholds, end) stay in order.
///
/// The check it serves: after any such delivery the final shields must equal a faithful run's;
/// a monitor that trusts each callback fails it, one that reconciles from persisted state passes.
struct ChaoticDelivery: Sendable {
  private var state: UInt64
  /// Late callbacks, each waiting for the first batch after the midnight that follows it.
  private(set) var held: [(delivery: SimulatedSystem.Delivery, release: Date)] = []

  init(seed: UInt64) { state = seed }

  /// SplitMix64: small, fast, and the same sequence for the same seed everywhere.
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `percent`/100.
  private mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }

  /// The batch as delivered: this batch's callbacks, some held back, doubled or dropped, then
  /// what earlier batches held back (late: after what came next); and what happened to each.
  mutating func perturb(_ batch: [SimulatedSystem.Delivery], at time: Date, timeZone: TimeZone) -> (
    deliveries: [SimulatedSystem.Delivery], notes: [String]
  ) {
    let late = held.filter { $0.release <= time }.map(\.delivery)
    held.removeAll { $0.release <= time }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let midnight = calendar.nextDate(after: time, matching: DateComponents(hour: 0, minute: 0, second: 0), matchingPolicy: .nextTime) ?? time
    var out: [SimulatedSystem.Delivery] = []
    var notes: [String] = []
    for delivery in batch {
      switch delivery.callback {
      case .eventDidReachThreshold:
        if chance(50) {
          held.append((delivery, midnight))
          notes.append("\(delivery.description) held back until after midnight (late, batched)")
        } else if chance(50) {
          out += [delivery, delivery]
          notes.append("\(delivery.description) delivered twice")
        } else {
          out.append(delivery)
        }
      case .intervalWillStartWarning, .intervalWillEndWarning, .eventWillReachThresholdWarning:
        if chance(40) {
          notes.append("\(delivery.description) dropped")
        } else {
          out.append(delivery)
        }
      case .intervalDidStart, .intervalDidEnd:
        out.append(delivery)
      }
    }
    return (out + late, notes + late.map { "\($0.description) delivered late" })
  }

  /// What is still held at the end, delivered in one last batch.
  mutating func flush() -> [SimulatedSystem.Delivery] {
    defer { held = [] }
    return held.map(\.delivery)
  }
}
