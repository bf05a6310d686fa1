import Foundation

/// Typed reads of a decoded JSON report that fail, naming the key and what was there, when the
/// member is missing or of another type: a test never asserts on a default it made up.
extension Dictionary where Key == String, Value == Any {
  func value<T>(_ key: String, as type: T.Type = T.self) throws -> T {
    guard let member = self[key] else {
      throw TestSupportError("no '\(key)' in \(Self.excerpt(self))")
    }
    guard let typed = member as? T else {
      throw TestSupportError("'\(key)' is \(Swift.type(of: member)), not \(T.self): \(Self.excerpt(member))")
    }
    return typed
  }

  func object(_ key: String) throws -> [String: Any] { try value(key) }
  func objects(_ key: String) throws -> [[String: Any]] { try value(key) }
  func string(_ key: String) throws -> String { try value(key) }
  func strings(_ key: String) throws -> [String] { try value(key) }
  func int(_ key: String) throws -> Int { try value(key) }
  func double(_ key: String) throws -> Double { try value(key) }
  func bool(_ key: String) throws -> Bool { try value(key) }

  private static func excerpt(_ value: Any) -> String { String(String(describing: value).prefix(300)) }
}
