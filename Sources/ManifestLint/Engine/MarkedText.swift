/// Text with `1️⃣`…`9️⃣` markers: the text without them, and where each stood.
package struct MarkedText: Sendable {
  /// The text, markers removed.
  package let text: String
  /// Each marker's 1-based line and column (in Unicode scalars) in `text`, by marker number.
  package let markers: [Int: (line: Int, column: Int)]

  /// The markers, `1️⃣` to `9️⃣`.
  package static let symbols: [String] = (1...9).map { "\($0)\u{FE0F}\u{20E3}" }

  /// Splits `marked` into text and marker positions.
  package init(_ marked: String) {
    var text = ""
    var markers: [Int: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    let scalars = Array(marked.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if index + 2 < scalars.count, ("1"..."9").contains(scalar), scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}" {
        markers[Int(scalar.value) - 48] = (line, column)
        index += 3
        continue
      }
      text.unicodeScalars.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    self.text = text
    self.markers = markers
  }
}
