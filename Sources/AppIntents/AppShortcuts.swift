// The App Shortcuts an app offers to Siri and Shortcuts, as AppIntents declares them. The host
// runs no Siri: the shortcuts compile and list their phrases, and nothing invokes them.

/// The app's shortcuts, as AppIntents' `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
  /// The shortcuts, as a builder lists them.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The colour of the app's tiles in Shortcuts.
  static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
  public static var shortcutTileColor: ShortcutTileColor { .navy }
  /// Asks the system to read the shortcuts' parameters again: nothing to do here.
  public static func updateAppShortcutParameters() {}
}

/// One shortcut: an intent and the phrases that run it, as AppIntents' `AppShortcut`.
public struct AppShortcut: Sendable {
  /// The phrases, with `${applicationName}` and parameters as Siri's phrase templates write them.
  public let phrases: [String]
  /// The shortcut's title in Shortcuts and Spotlight.
  public let shortTitle: LocalizedStringResource?
  /// The symbol of its tile.
  public let systemImageName: String?

  /// A shortcut running `intent` when a person says one of `phrases` (iOS 17).
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String
  ) {
    self.phrases = phrases.map(\.template)
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
  }

  /// A shortcut running `intent` when a person says one of `phrases` (iOS 16).
  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
    self.phrases = phrases.map(\.template)
    shortTitle = nil
    systemImageName = nil
  }
}

/// A phrase that runs a shortcut, as AppIntents' `AppShortcutPhrase`: literal words with the
/// app's name and the intent's parameters interpolated.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  /// The phrase as Siri's templates write it: `Log a habit in ${applicationName}`.
  public let template: String

  public init(stringLiteral value: String) { template = value }
  public init(stringInterpolation: StringInterpolation) { template = stringInterpolation.template }

  /// Builds a phrase.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var template = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { template += literal }
    /// The app's name (`\(.applicationName)`).
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { template += "${applicationName}" }
    /// One of the intent's parameters (`\(\.$habit)`).
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) { template += "${parameter}" }
  }
}

/// What a phrase may name besides its words, as AppIntents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Sendable {
  case applicationName
}

/// Builds the list of shortcuts, as AppIntents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
  public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
  public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
  public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
  public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
  public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}

/// The colour of an app's tiles in Shortcuts, as AppIntents' `ShortcutTileColor`.
public enum ShortcutTileColor: Sendable {
  case red, tangerine, orange, yellow, lime, grape, lightBlue, teal, navy, blue, purple, pink, grayBlue, grayGreen, grayBrown
}
