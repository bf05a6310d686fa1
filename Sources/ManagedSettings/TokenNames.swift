import Foundation
import Synchronization

/// The names behind tokens, as far as this process was told them: the system draws an app's name
/// in `Label(token)` while the app itself never reads it. ExtensionHostTesting's `ReportActivity`
/// names the tokens of the apps it makes; a name nobody gave is unknown.
package enum TokenNames {
  private static let names = Mutex<[Data: String]>([:])

  /// The name given for `token`, if any.
  package static func name<T>(of token: Token<T>) -> String? { names.withLock { $0[token.data] } }

  /// Remembers `name` as the one behind `token`.
  package static func record<T>(_ name: String, for token: Token<T>) { names.withLock { $0[token.data] = name } }
}
