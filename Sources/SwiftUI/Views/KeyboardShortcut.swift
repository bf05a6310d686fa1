/// A key and its modifiers that trigger a control, as SwiftUI's `KeyboardShortcut`: an iPhone's
/// app gets them from a hardware keyboard. Recorded with the view; nothing presses keys here.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifiers held with it.
  public let modifiers: EventModifiers

  /// `key` with `modifiers` (⌘ by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return: the default button's shortcut.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape (and ⌘.): the cancel button's shortcut.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types.
  public let character: Character

  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }

  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys held with a key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

extension View {
  /// Triggers this control with `shortcut` on a hardware keyboard: accepted, not recorded.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { unrecorded() }
  /// Triggers this control with `key` and `modifiers`: accepted, not recorded.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { unrecorded() }
}
