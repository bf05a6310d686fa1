/// Why the host's state directory cannot be used.
public enum StateError: Error, CustomStringConvertible {
  /// None of `EXTENSION_HOST_STATE`, `XDG_STATE_HOME` and `HOME` is set, and no `--state` was given.
  case noDefaultLocation
  /// Reading or writing a file failed.
  case io(path: String, reason: String)

  /// The text a person reads.
  public var description: String {
    switch self {
    case .noDefaultLocation:
      "no state directory: none of EXTENSION_HOST_STATE, XDG_STATE_HOME and HOME is set; pass --state DIR"
    case .io(let path, let reason):
      "\(path): \(reason)"
    }
  }
}
