import Foundation

/// `os_log`'s printf-style formats, filled one specifier at a time so that a format asking for
/// more values than it was given writes `<missing>` instead of reading past its arguments.
enum LogFormat {
  /// `format` with `args` put in: privacy annotations (`%{public}@`) dropped, `%%` a percent sign.
  static func format(_ format: String, _ args: [any CVarArg]) -> String {
    var result = ""
    var next = 0
    var scalars = format.unicodeScalars[...]
    while let percent = scalars.firstIndex(of: "%") {
      result.unicodeScalars.append(contentsOf: scalars[..<percent])
      scalars = scalars[scalars.index(after: percent)...]
      if scalars.first == "%" {
        result += "%"
        scalars = scalars.dropFirst()
        continue
      }
      if scalars.first == "{", let close = scalars.firstIndex(of: "}") {
        scalars = scalars[scalars.index(after: close)...]  // `{public}`, `{private, mask.hash}`
      }
      // Flags, width, precision and length, then the conversion.
      var specifier = "%"
      while let scalar = scalars.first, "-+ #0123456789.hlqLjzt'".unicodeScalars.contains(scalar) {
        specifier.unicodeScalars.append(scalar)
        scalars = scalars.dropFirst()
      }
      guard let conversion = scalars.first, "diouxXeEfFgGaAcsSp@".unicodeScalars.contains(conversion) else {
        result += specifier  // not a specifier: written as it is
        continue
      }
      specifier.unicodeScalars.append(conversion)
      scalars = scalars.dropFirst()
      guard next < args.count else {
        result += "<missing>"
        continue
      }
      result += String(format: specifier, args[next])
      next += 1
    }
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}
