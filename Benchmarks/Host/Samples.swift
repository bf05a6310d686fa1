/// Timings of one measurement: median, minimum and maximum after a warm-up.
struct Samples: Codable, Sendable {
  var median: Double
  var min: Double
  var max: Double
  var count: Int

  /// Summarises `values` (already without warm-up runs).
  init(_ values: [Double]) {
    let sorted = values.sorted()
    median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    min = sorted.first ?? 0
    max = sorted.last ?? 0
    count = sorted.count
  }
}
