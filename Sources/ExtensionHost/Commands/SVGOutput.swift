import ExtensionManifest
import ShieldRendering

/// Writes a picture where `--render` or `--output` says: a file atomically, a device or FIFO in
/// place (`FileSystem.write`), so `/dev/full` is a write failure, not a success, and stays a device.
enum SVGOutput {
  /// - Throws: `RenderError.cannotWrite` naming the path and the system's reason.
  static func write(_ svg: String, to path: String) throws(RenderError) {
    do {
      try FileSystem.write(svg, to: path)
    } catch {
      throw RenderError.cannotWrite(path: path, reason: error.description)
    }
  }

  /// Writes a picture the host names itself (`name`) into `directory` (`--render DIR`): a link
  /// there under that name is replaced, never followed (`FileSystem.write(_:toNamedFile:)`).
  static func write(_ svg: String, named name: String, in directory: String) throws(RenderError) {
    let path = directory + "/" + name
    do {
      try FileSystem.write(svg, toNamedFile: path)
    } catch {
      throw RenderError.cannotWrite(path: path, reason: error.description)
    }
  }
}
