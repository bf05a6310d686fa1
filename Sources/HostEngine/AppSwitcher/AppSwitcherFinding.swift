import ExtensionManifest
/// One thing the App Switcher check found, with its fix; each root cause is named once.
public struct AppSwitcherFinding: Hashable, Sendable, Codable {
  /// What was found.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The snapshot shows text the active app showed.
    case snapshotShowsContent = "snapshot-shows-content"
    /// The cover fades in: the snapshot is taken before the animation runs.
    case coverAnimated = "cover-animated"
    /// The cover is a material light enough to read large text through.
    case coverTooThin = "cover-too-thin"
    /// The cover hides part of the screen, and content drawn above it (a presented view controller) stays.
    case coverMissesContentAbove = "cover-misses-presented-view-controller"
    /// Cover code in the app delegate of an app that uses scenes: UIKit never calls it.
    case appDelegateLifecycleInSceneApp = "app-delegate-lifecycle-in-scene-app"
    /// Content readable while the app is only inactive (a warning: some apps choose it).
    case inactiveShowsContent = "inactive-shows-content"
    /// Back to active, the cover is still there.
    case coverLeftWhileActive = "cover-left-while-active"
    /// Each resign adds one more cover.
    case coversPileUp = "covers-pile-up"
    /// `UISceneDelegateClassName` names no class in the app.
    case sceneDelegateNotFound = "scene-delegate-not-found"
    /// `application(_:configurationForConnecting:options:)` returns a name the Info.plist does not have.
    case sceneConfigurationNotFound = "scene-configuration-not-found"
    /// Visible windows share a level, and iOS does not promise their order.
    case windowOrderUnsure = "window-order-unsure"
    /// A callback, or work one left running, crashed the app.
    case callbackCrashed = "callback-crashed"
    /// The app ended itself (`exit`) in a callback, or in work one left running: no crash, and no snapshot.
    case appExited = "app-exited"
    /// A callback ran past iOS's limit.
    case callbackBlocked = "callback-blocked"
    /// The app wrote more than ``AppTour/outputLinesPerStep`` lines a step to stdout and stderr.
    case outputFlood = "output-flood"
    /// The app refused the launch (its delegate could not be made).
    case launchFailed = "launch-failed"
    /// The app wrote what is no protocol message on its protocol pipe: the host stopped it.
    case malformedAnswer = "malformed-answer"

    /// Whether the finding fails the check (exit 1); warnings do not.
    public var isError: Bool {
      switch self {
      case .inactiveShowsContent, .windowOrderUnsure: false
      default: true
      }
    }

    /// The kind `--allow WORD` names: its identifier, or `inactive` for ``inactiveShowsContent``.
    public static func allowing(_ word: String) -> Kind? {
      word == "inactive" ? .inactiveShowsContent : Kind(rawValue: word)
    }
  }

  public var kind: Kind
  /// What happened, with the text it concerns.
  public var message: String
  /// How to fix it.
  public var fix: String
  /// `path:line:column` when the finding points at a file.
  public var location: String?

  public init(_ kind: Kind, _ message: String, fix: String, location: String? = nil) {
    self.kind = kind
    self.message = message
    self.fix = fix
    self.location = location
  }

  /// `error` or `warning`.
  public var severity: String { kind.isError ? "error" : "warning" }

  /// One line, compiler style: `path:line:column: error: message [id]`, then the fix.
  /// The finding for a terminal: its message and fix quote the app's own text (what its screen
  /// shows, its callbacks' names), written with their control characters escaped.
  public var text: String {
    let location = location.map { "\(DisplayText.escaped($0)): " } ?? ""
    return location + "\(severity): \(DisplayText.escaped(message)) [\(kind.rawValue)]\n  fix: \(DisplayText.escaped(fix))"
  }
}
