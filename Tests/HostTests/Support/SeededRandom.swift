import Foundation
import HostProtocol

/// A repeatable random source (SplitMix64) and generators of awkward wire values for tests.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func bool() -> Bool { Bool.random(using: &self) }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  mutating func maybe<T>(_ make: (inout SeededRandom) -> T) -> T? { bool() ? make(&self) : nil }

  /// Strings with quotes, backslashes, slashes, control characters, accents, emoji and U+2028.
  mutating func string() -> String {
    let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1f}", "\u{7f}", "é", "😀", "\u{2028}", "$(X)", "0"]
    var text = ""
    for _ in 0..<int(0...12) { text += pieces[int(0...pieces.count - 1)] }
    return text
  }

  /// Doubles in and out of 0...1, integral and not, tiny and huge.
  mutating func double() -> Double {
    switch int(0...5) {
    case 0: Double(int(0...255)) / 255
    case 1: Double(int(-3...3))
    case 2: Double.random(in: 0...1, using: &self)
    case 3: Double.random(in: -1e-9...1e-9, using: &self)
    case 4: Double.random(in: -1e22...1e22, using: &self)
    default:
      [0.1, 0.85, 1.0 / 3, 1e21, 1e-7, -0.0, 1e15, 1e15 - 1, -1e15, 1e16, 9_007_199_254_740_992, 123_456, -42][int(0...12)]
    }
  }

  mutating func color() -> ShieldColor {
    ShieldColor(red: double(), green: double(), blue: double(), alpha: double(), name: maybe { $0.string() })
  }

  mutating func label() -> ShieldLabel { ShieldLabel(text: string(), color: color()) }

  mutating func token() -> OpaqueToken {
    var bytes: [UInt8] = []
    for _ in 0..<int(0...24) { bytes.append(UInt8(int(0...255))) }
    return OpaqueToken(data: Data(bytes))
  }

  mutating func configuration() -> ShieldConfiguration {
    ShieldConfiguration(
      backgroundBlurStyle: maybe { ShieldBlurStyle(rawValue: $0.int(-1...25)) }, backgroundColor: maybe { $0.color() },
      icon: maybe { random in
        ShieldIcon(
          systemName: random.maybe { $0.string() }, name: random.maybe { $0.string() },
          data: random.maybe { $0.token().data }, tint: random.maybe { $0.color() })
      },
      title: maybe { $0.label() }, subtitle: maybe { $0.label() }, primaryButtonLabel: maybe { $0.label() },
      primaryButtonBackgroundColor: maybe { $0.color() }, secondaryButtonLabel: maybe { $0.label() },
      secondaryButtonSubmenuItems: maybe { random in (0..<random.int(0...3)).map { _ in random.string() } })
  }

  mutating func subject() -> ShieldSubject {
    bool()
      ? .application(ApplicationInfo(bundleIdentifier: maybe { $0.string() }, localizedDisplayName: maybe { $0.string() }, token: maybe { $0.token() }))
      : .webDomain(WebDomainInfo(domain: maybe { $0.string() }, token: maybe { $0.token() }))
  }

  mutating func category() -> ActivityCategoryInfo {
    ActivityCategoryInfo(localizedDisplayName: maybe { $0.string() }, token: maybe { $0.token() })
  }

  mutating func action() -> ShieldAction { ShieldAction.allCases[int(0...ShieldAction.allCases.count - 1)] }

  mutating func target() -> ShieldActionTarget {
    switch int(0...2) {
    case 0: .application(token())
    case 1: .webDomain(token())
    default: .category(token())
    }
  }

  /// A view tree `depth` levels deep at most, every optional field sometimes set.
  mutating func viewTree(depth: Int) -> ViewNode {
    let kinds: [ViewNode.Kind] = [.view, .text, .image, .blur]
    var node = ViewNode(
      kind: kinds[int(0...kinds.count - 1)], typeName: string(),
      frame: ViewRect(x: double(), y: double(), width: double(), height: double()), isHidden: bool(), alpha: double(),
      backgroundColor: maybe { $0.color() }, clipsToBounds: bool(), tag: int(-9...9_999), text: maybe { $0.string() },
      fontSize: maybe { $0.double() }, textColor: maybe { $0.color() }, textAlignment: maybe { $0.string() },
      blurStyle: maybe { $0.int(0...20) }, imageName: maybe { $0.string() }, isContentStandIn: bool(),
      redactedBy: maybe { [$0.string()] }, children: depth == 0 ? [] : (0..<int(0...3)).map { _ in viewTree(depth: depth - 1) })
    node.identity = maybe { $0.int(1...99_999) }
    return node
  }
}
