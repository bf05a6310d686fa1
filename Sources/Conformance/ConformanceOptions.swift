import HostProtocol
import HostEngine
/// How `extension-host conform` runs: deadlines, the memory ceiling, and which checks.
public struct ConformanceOptions: Sendable {
  /// How long an extension may take to start and answer `initialize`.
  public var handshakeTimeout: Duration
  /// How long one request may take; nil means the default for the extension point.
  public var requestTimeout: Duration?
  /// How long an extension may take to exit after `exit` or end of file.
  public var shutdownGrace: Duration
  /// The resident-memory ceiling (peak RSS, `VmHWM`), in bytes. See `Documentation/Conformance.md`.
  public var memoryCeilingBytes: UInt64
  /// Send submenu-item presses to every action extension (`--submenu`), not only to one whose
  /// paired configuration extension offers a submenu.
  public var alwaysSendSubmenuActions = false

  /// The default resident ceiling in MiB: an idle Swift + Foundation extension on Linux needs
  /// about 20 MiB (a debug build, measured); this leaves an iOS-sized working budget above it.
  public static let defaultMemoryCeilingMiB: UInt64 = 32

  /// How much address space an extension gets, as a multiple of the resident ceiling: a backstop
  /// so a runaway allocation fails fast instead of swapping the machine. Swift reserves far more
  /// address space than it touches (thread stacks, malloc arenas), so this is not the ceiling.
  static let addressSpaceMultiple: UInt64 = 32

  /// The request deadline for `point`: the visit's defaults (`VisitOptions`) unless set.
  func requestTimeout(for point: ExtensionPoint) -> Duration {
    requestTimeout
      ?? (point == .shieldConfiguration ? VisitOptions.defaultConfigurationTimeout : VisitOptions.defaultActionTimeout)
  }

  /// The launcher limits for an extension of `point`.
  func limits(for point: ExtensionPoint) -> ExtensionLauncher.Limits {
    var limits = ExtensionLauncher.Limits()
    limits.handshakeTimeout = handshakeTimeout
    limits.requestTimeout = requestTimeout(for: point)
    limits.addressSpaceBytes = memoryCeilingBytes * Self.addressSpaceMultiple
    return limits
  }

  /// Memberwise: every field given, or left at its default (these defaults are the only ones).
  public init(handshakeTimeout: Duration = .seconds(2), requestTimeout: Duration? = nil, shutdownGrace: Duration = .seconds(1), memoryCeilingBytes: UInt64 = ConformanceOptions.defaultMemoryCeilingMiB << 20) {
    self.handshakeTimeout = handshakeTimeout
    self.requestTimeout = requestTimeout
    self.shutdownGrace = shutdownGrace
    self.memoryCeilingBytes = memoryCeilingBytes
  }
}
