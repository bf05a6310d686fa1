/// Why the host's state directory cannot be used.
enum StateError: Error, CustomStringConvertible {
  /// Neither `XDG_STATE_HOME` nor `HOME` is set, and no `--state` was given.
  case noDefaultLocation
  /// The folder exists, holds files, and is not marked as an extension-host state directory.
  case notAStateDirectory(String)
  /// Reading or writing a file failed.
  case io(path: String, reason: String)

  var description: String {
    switch self {
    case .noDefaultLocation:
      "no state directory: neither XDG_STATE_HOME nor HOME is set; pass --state DIR"
    case .notAStateDirectory(let path):
      "\(path) is not an extension-host state directory (it has files but no \(StateDirectory.markerName)); "
        + "pass --state with a new or empty folder"
    case .io(let path, let reason):
      "\(path): \(reason)"
    }
  }
}
