import ExtensionManifest
import HostProtocol

/// Which extension of each point a visit runs when a folder holds several (`visit --action NAME
/// --configuration NAME`): a target name, a bundle identifier or an Info.plist path. With one
/// extension of a point there is nothing to choose; with several and no choice, the error lists
/// them, with the option that picks one. Problems of extensions not chosen are not the visit's.
public struct ExtensionChoice: Sendable, Hashable {
  /// The shield action extension to run, or nil for the only one.
  public var action: String?
  /// The shield configuration extension to run, or nil for the only one.
  public var configuration: String?

  /// A choice of `action` and `configuration` (each nil: the only one).
  public init(action: String? = nil, configuration: String? = nil) {
    self.action = action
    self.configuration = configuration
  }

  /// One extension target found in the folder, checked.
  struct Candidate {
    var name: String
    var infoPlistPath: String
    var bundleIdentifier: String?
    /// Its point, when its manifest names a hosted one.
    var point: ExtensionPoint?
    /// The launchable extension; nil when `problems` say why not.
    var checked: ExtensionTarget?
    var problems: [SetupError.Problem]

    func matches(_ selector: String) -> Bool {
      selector == name || selector == bundleIdentifier || selector == infoPlistPath
        || FileSystem.lastComponent(of: infoPlistPath) == selector && !selector.isEmpty && selector.contains(".plist")
    }

    var listed: String { "\(name)" + (bundleIdentifier.map { " (\($0))" } ?? "") + " at \(infoPlistPath)" }
  }

  /// The option that chooses `point`'s extension; nil for the monitor (a set runs its only one).
  static func option(for point: ExtensionPoint) -> String? {
    switch point {
    case .shieldAction: "--action"
    case .shieldConfiguration: "--configuration"
    default: nil
    }
  }

  private func selector(for point: ExtensionPoint) -> String? {
    switch point {
    case .shieldAction: action
    case .shieldConfiguration: configuration
    default: nil
    }
  }

  /// The chosen extensions, or the problems that stop the run. A shield extension is required
  /// only when the folder holds no Screen Time extension at all: a project that ships one (a
  /// monitor that writes the shields, say) may leave out either shield extension, and iOS stands
  /// in for it (`SystemStandIn`). The monitor is required only when `includingMonitor`
  /// (`simulate`), and otherwise a visit neither needs nor checks it.
  func pick(from candidates: [Candidate], in directory: String, includingMonitor: Bool = false)
    -> (
      action: ExtensionTarget?, configuration: ExtensionTarget?, monitor: ExtensionTarget?,
      problems: [SetupError.Problem]
    )
  {
    var problems: [SetupError.Problem] = []
    var chosen: [ExtensionPoint: ExtensionTarget] = [:]
    // A manifest whose point cannot be read may be the one missing: its problems count unless
    // both extensions were chosen by name.
    let unplaced = candidates.filter { $0.point == nil }
    if action == nil || configuration == nil { problems += unplaced.flatMap(\.problems) }
    let required: [ExtensionPoint] = [.shieldAction, .shieldConfiguration] + (includingMonitor ? [.deviceActivityMonitor] : [])
    let shipsScreenTimeExtension = candidates.contains { $0.point?.isHosted == true }
    for point in required {
      let ofPoint = candidates.filter { $0.point == point }
      let option = Self.option(for: point)
      let selected: [Candidate]
      if let selector = selector(for: point) {
        selected = ofPoint.filter { $0.matches(selector) }
        if selected.isEmpty {
          let known = ofPoint.isEmpty ? "there is none" : "the \(point.role)s are: " + ofPoint.map(\.listed).joined(separator: "; ")
          problems.append(
            SetupError.Problem(
              location: directory, message: "\(option ?? "") \(selector) names no \(point.role) in this folder; \(known)",
              isUsage: true))
          continue
        }
      } else {
        selected = ofPoint
      }
      if selected.count > 1 {
        problems.append(
          SetupError.Problem(
            location: directory,
            message: "more than one \(point.role); "
              + (option.map { "pick one with \($0) NAME (a target name or bundle identifier): " } ?? "keep one in this folder: ")
              + selected.map(\.listed).joined(separator: "; ")))
        continue
      }
      guard let only = selected.first else {
        let standsIn = shipsScreenTimeExtension && point != .deviceActivityMonitor
        if unplaced.isEmpty && !standsIn || selector(for: point) != nil {
          problems.append(
            SetupError.Problem(
              location: directory,
              message: "no \(point.role): add an Info.plist whose NSExtension/NSExtensionPointIdentifier is \(point.rawValue)"))
        }
        continue
      }
      problems += only.problems
      if let checked = only.checked { chosen[point] = checked }
    }
    return (chosen[.shieldAction], chosen[.shieldConfiguration], chosen[.deviceActivityMonitor], problems)
  }
}
