import ExtensionManifest
import HostEngine

/// Where `--render` writes, checked before anything runs: a run that launches extensions and an
/// app for seconds must not end in "cannot write the picture" because the folder is missing or
/// read-only; that is said at once, as a usage error naming the folder and the fix.
enum RenderDestination {
  /// Checks that `directory` is an existing folder the host can create files in (`--render DIR`).
  static func checkFolder(_ directory: String, option: String = "--render") throws(UsageError) {
    guard FileSystem.kind(of: directory) == .directory else {
      throw UsageError("\(option) needs an existing folder; \(directory) is not one")
    }
    if let refusal = FileSystem.creationRefusal(in: directory) {
      throw UsageError("\(option) cannot write into \(directory): \(refusal); choose a folder you can write to")
    }
  }

  /// Checks that the picture at `path` can be written (`--render FILE`): a device or FIFO already
  /// there is written in place; otherwise its folder must exist and take new files, since the
  /// picture is written beside it and renamed over it.
  static func checkFile(_ path: String, option: String = "--render") throws(UsageError) {
    switch FileSystem.kind(of: path) {
    case .directory: throw UsageError("\(option) names a folder, \(path); name a file such as \(FileSystem.join(path, "shield.svg"))")
    case .other: return
    case .file, nil: break
    }
    let directory = FileSystem.directory(of: path)
    guard FileSystem.kind(of: directory) == .directory else {
      throw UsageError("\(option) \(path): the folder \(directory) does not exist; create it or write the picture elsewhere")
    }
    if let refusal = FileSystem.creationRefusal(in: directory) {
      throw UsageError("\(option) \(path): cannot write into \(directory): \(refusal); choose a folder you can write to")
    }
  }
}
