import ExtensionManifest
public import HostEngine

/// Finds the extensions `conform` runs against: each argument is an extension's Info.plist, or a
/// folder of manifests (the flat `plists/` layout or one folder per target) whose extensions are
/// all taken; an app's Info.plist in a folder is passed over.
public enum ConformanceTargets {
  /// The extensions named by `paths`, in argument order, each folder's sorted by target name.
  ///
  /// - Parameter searchDirectories: where to look for executables after each manifest's folder.
  /// - Throws: `SetupError` with every problem found, when any manifest cannot be run.
  public static func resolve(_ paths: [String], searchDirectories: [String]) throws(SetupError) -> [ExtensionTarget] {
    var targets: [ExtensionTarget] = []
    var problems: [SetupError.Problem] = []
    for path in paths {
      switch FileSystem.kind(of: path) {
      case .directory?:
        let found: [ManifestTarget]
        do {
          found = try ManifestFolder.targets(in: path)
        } catch {
          problems += error.problems
          continue
        }
        let before = targets.count
        for target in found {
          do {
            if let checked = try ExtensionManifestChecker.extensionTarget(target, searchDirectories: searchDirectories) {
              targets.append(checked)
            }
          } catch {
            problems += error.problems
          }
        }
        if targets.count == before && problems.isEmpty {
          problems.append(
            SetupError.Problem(location: path, message: "no extension conform checks here: " + Self.checkedPoints))
        }
      case .file?:
        do {
          guard let checked = try ExtensionManifestChecker.extensionTarget(infoPlist: path, searchDirectories: searchDirectories)
          else {
            problems.append(
              SetupError.Problem(
                location: path,
                message: (try? PlistReader.read(contentsOf: path))?.root["NSExtension"] == nil
                  ? "not an extension's Info.plist: it has no NSExtension dictionary"
                  : "not an extension conform checks: " + Self.checkedPoints))
            continue
          }
          targets.append(checked)
        } catch {
          problems += error.problems
        }
      default:
        problems.append(SetupError.Problem(location: path, message: "no Info.plist or manifests folder at \(path)"))
      }
    }
    guard problems.isEmpty else { throw SetupError(problems) }
    return targets
  }

  /// What conform checks, and where the extensions it does not check run: a folder holding only an
  /// app and a widget extension has Info.plists with an `NSExtension`, but none conform checks.
  static let checkedPoints =
    "conform checks shield action, shield configuration and device activity monitor extensions, "
    + "named by NSExtension/NSExtensionPointIdentifier (a widget extension runs with 'extension-host widgets')"
}
