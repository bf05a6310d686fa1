/// Why `extension-host render` could not read a configuration or write a picture.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// The configuration file could not be read.
  case cannotRead(path: String, reason: String)
  /// The file is not JSON, or not a shield configuration.
  case invalidConfiguration(path: String, reason: String)
  /// The SVG could not be written.
  case cannotWrite(path: String, reason: String)

  /// The text a person reads.
  public var description: String {
    switch self {
    case .cannotRead(let path, let reason): "\(path): cannot read the configuration: \(reason)"
    case .invalidConfiguration(let path, let reason): "\(path): not a shield configuration: \(reason)"
    case .cannotWrite(let path, let reason): "\(path): cannot write the picture: \(reason)"
    }
  }
}
