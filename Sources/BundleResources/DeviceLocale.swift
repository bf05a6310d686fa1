package import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The region format of the phone the host stands in for, which iOS gives SwiftUI's `\.locale`
/// (and `Locale.current`): the POSIX locale variables' (`LC_ALL`, else `LANG`: `de_DE.UTF-8` is
/// `de_DE`), or `en_US`, an iPhone set up in the United States, when they name none (`C`, `POSIX`,
/// unset). Linux's Foundation answers `en_001` for `Locale.current` whatever they say, which
/// writes `1 Jan 1970` and `US$12.50` where that iPhone writes `Jan 1, 1970` and `$12.50`; so the
/// SwiftUI environment reads this instead. Code that formats with `Locale.current` itself still
/// gets `en_001`.
package enum DeviceLocale {
  /// This process's device locale, read once.
  package static let current = Locale(identifier: identifier { getenv($0).map { String(cString: $0) } })

  /// The locale identifier the variables, as `variable` reads them by name, give.
  package static func identifier(variable: (String) -> String?) -> String {
    for name in ["LC_ALL", "LANG"] {
      guard let value = variable(name), !value.isEmpty else { continue }
      let name = value.split(separator: ".").first.map(String.init) ?? ""
      guard !name.isEmpty, name != "C", name != "POSIX" else { break }
      return name.split(separator: "@").first.map(String.init) ?? name
    }
    return "en_US"
  }
}
