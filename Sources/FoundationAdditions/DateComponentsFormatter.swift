public import Foundation
import Synchronization

/// Durations as text ("1h 23m", "1:23:45", "1 hour, 23 minutes"), as Foundation's
/// `DateComponentsFormatter`, which swift-corelibs-foundation marks unavailable. This one shadows
/// it for code that imports our modules, and speaks English whatever the locale.
///
/// The conversions go through `calendar` from `referenceDate` (now by default), so months and
/// years have their calendar lengths. Not provided: fractional units (`allowsFractionalUnits`),
/// `collapsesLargestUnit`, and formatting contexts.
///
/// `@unchecked Sendable`, as corelibs' `DateFormatter` is, so that a shared `static let formatter`
/// compiles in Swift 6 mode: every setting lives in one `Mutex`, and each call formats with a copy
/// of them taken under the lock (`DurationFormat`), so no thread sees another's half-made change.
/// Open, as Foundation's is: a subclass that adds state of its own takes on the proof itself.
open class DateComponentsFormatter: @unchecked Sendable {
  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    /// "1:23:45".
    case positional = 0
    /// "1h 23m 45s".
    case abbreviated
    /// "1 hr, 23 min, 45 sec".
    case short
    /// "1 hour, 23 minutes, 45 seconds".
    case full
    /// "one hour, twenty-three minutes, forty-five seconds".
    case spellOut
    /// "1hr 23min 45sec".
    case brief
  }

  /// Which zero units are left out, and whether positional units are padded.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Keep every zero unit.
    public static let none = ZeroFormattingBehavior([])
    /// Positional: drop leading zeros, pad the rest; labelled: drop every zero unit.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    /// Drop zero units before the first that is not zero.
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    /// Drop zero units between the first and the last that are not zero.
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    /// Drop zero units after the last that is not zero.
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    /// Drop every zero unit.
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Pad positional units with zeros ("01:02:03").
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  private let format = Mutex(DurationFormat())

  /// The units written, largest first (empty: years to seconds).
  open var allowedUnits: NSCalendar.Unit {
    get { format.withLock { $0.allowedUnits } }
    set { format.withLock { $0.allowedUnits = newValue } }
  }
  /// How units are written.
  open var unitsStyle: UnitsStyle {
    get { format.withLock { $0.unitsStyle } }
    set { format.withLock { $0.unitsStyle = newValue } }
  }
  /// Which zero units are left out.
  open var zeroFormattingBehavior: ZeroFormattingBehavior {
    get { format.withLock { $0.zeroFormattingBehavior } }
    set { format.withLock { $0.zeroFormattingBehavior = newValue } }
  }
  /// At most this many units are written (0: no limit).
  open var maximumUnitCount: Int {
    get { format.withLock { $0.maximumUnitCount } }
    set { format.withLock { $0.maximumUnitCount = newValue } }
  }
  /// Writes "About " first.
  open var includesApproximationPhrase: Bool {
    get { format.withLock { $0.includesApproximationPhrase } }
    set { format.withLock { $0.includesApproximationPhrase = newValue } }
  }
  /// Writes " remaining" last.
  open var includesTimeRemainingPhrase: Bool {
    get { format.withLock { $0.includesTimeRemainingPhrase } }
    set { format.withLock { $0.includesTimeRemainingPhrase = newValue } }
  }
  /// The calendar that converts seconds to months and years (nil: the current calendar).
  open var calendar: Calendar? {
    get { format.withLock { $0.calendar } }
    set { format.withLock { $0.calendar = newValue } }
  }
  /// Where a time interval starts, for months and years (nil: now).
  open var referenceDate: Date? {
    get { format.withLock { $0.referenceDate } }
    set { format.withLock { $0.referenceDate = newValue } }
  }

  /// A formatter that writes positional units.
  public init() {}

  /// `ti` seconds as text.
  open func string(from ti: TimeInterval) -> String? { format.withLock { $0 }.string(from: ti) }

  /// The time from `startDate` to `endDate` as text.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    format.withLock { $0 }.string(from: startDate, to: endDate)
  }

  /// `components` as text, in the allowed units present in them.
  open func string(from components: DateComponents) -> String? { format.withLock { $0 }.string(from: components) }

  /// `obj` as text when it is a number of seconds or date components.
  open func string(for obj: Any?) -> String? {
    switch obj {
    case let seconds as TimeInterval: string(from: seconds)
    case let number as NSNumber: string(from: number.doubleValue)
    case let components as DateComponents: string(from: components)
    default: nil
    }
  }

  /// `components` as text in `unitsStyle`.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    var format = DurationFormat()
    format.unitsStyle = unitsStyle
    return format.string(from: components)
  }
}
