import Glibc

/// Unbuffered writes to the host's own stdout and stderr, safe from any thread.
public enum Console {
  /// Writes `text` to standard output.
  public static func out(_ text: String) { write(text, to: STDOUT_FILENO) }

  /// Writes `text` to standard error.
  public static func error(_ text: String) { write(text, to: STDERR_FILENO) }

  /// Whether standard output is a terminal (for colour and progress).
  public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}
