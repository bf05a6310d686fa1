import Foundation
import HostProtocol

/// One attribute's value, as a query gives it (`String`, `Data`, `Date`, a number or a Boolean)
/// and as the Keychain keeps it (`KeychainRecord`).
typealias KeychainValue = KeychainRecord.Value

extension KeychainValue {
  /// The value of `object`, nil when it is none of the kinds an attribute can hold.
  init?(_ object: Any) {
    switch object {
    case let string as String: self = .string(string)
    case let data as Data: self = .data(data)
    case let date as Date: self = .date(date)
    case let flag as Bool where type(of: object) == Bool.self: self = .number(flag ? 1 : 0)
    case let number as NSNumber: self = .number(number.int64Value)
    case let number as Int: self = .number(Int64(number))
    default: return nil
    }
  }

  /// The value as a CoreFoundation object, for a result.
  var object: AnyObject {
    switch self {
    case .string(let string): NSString(string: string)
    case .data(let data): NSData(data: data)
    case .date(let date): NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
    case .number(let number): NSNumber(value: number)
    }
  }

  /// Whether the value is a true flag (a non-zero number).
  var isTrue: Bool {
    if case .number(let number) = self { number != 0 } else { false }
  }
}
