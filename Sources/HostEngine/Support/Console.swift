import ExtensionManifest
import Glibc
import Synchronization

/// Unbuffered writes to the host's own stdout and stderr, safe from any thread.
///
/// Standard error carries errors, warnings and progress, which quote manifests, extensions and
/// clients: every control character in it but the line breaks is escaped (`DisplayText`), so no
/// error message can drive the terminal. Standard output carries reports, which escape what they
/// quote themselves and may style the rest (the shield's colours).
public enum Console {
  /// Writes `text` to standard output.
  public static func out(_ text: String) { write(text, to: STDOUT_FILENO) }

  /// Writes `text` to standard error, control characters (but line breaks) escaped.
  public static func error(_ text: String) { write(DisplayText.escaped(text, keepingNewlines: true), to: STDERR_FILENO) }

  /// Writes the host's own terminal `control` sequence (`\r\u{1B}[K`: back to the start of the
  /// line, clear it), then `text` escaped, to standard error.
  public static func error(_ text: String, after control: String) {
    write(control + DisplayText.escaped(text, keepingNewlines: true), to: STDERR_FILENO)
  }

  /// Why writing to standard output failed (`No space left on device`), once it has; nil while
  /// every write succeeded. A reader that went away (`EPIPE`, `extension-host visit | head -1`)
  /// is not a failure.
  public static var outputFailure: String? {
    let code = outputError.load(ordering: .relaxed)
    return code == 0 ? nil : String(cString: strerror(code))
  }

  private static let outputError = Atomic<Int32>(0)

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
          if descriptor == STDOUT_FILENO, errno != EPIPE { outputError.store(errno, ordering: .relaxed) }
          return
        }
        offset += written
      }
    }
  }
}
