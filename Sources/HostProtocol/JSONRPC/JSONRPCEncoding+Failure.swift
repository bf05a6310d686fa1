import Foundation

extension JSONRPCEncoding {
  /// Why a result could not be encoded, in words for the person whose code made it: most often a
  /// number that is NaN or infinite (a division by zero: `done / total` with nothing to do), which
  /// JSON cannot carry, named with where in the result it is.
  public static func encodingFailure(_ error: any Error) -> String {
    guard case EncodingError.invalidValue(let value, let context) = error,
      let number = (value as? Double) ?? (value as? Float).map(Double.init), !number.isFinite
    else { return "the result could not be encoded: \(error)" }
    let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    let place = path.hasPrefix(".") ? String(path.dropFirst()) : path
    return "the result could not be encoded: it holds \(number.isNaN ? "NaN" : "\(number)") at \(place), a number JSON "
      + "cannot carry; a division by zero (0 / 0, x / 0) in the code that made it is the usual cause"
  }
}
