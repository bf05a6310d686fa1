import Foundation

/// An opaque token for an app, a web domain or a category, as ManagedSettings' `Token<T>`.
///
/// Coded as `{"data": "<base64>"}`, like Apple's. Tokens compare by their bytes.
public struct Token<T>: Codable, Hashable, Sendable {
  /// The opaque bytes.
  let data: Data

  package init(data: Data) { self.data = data }

  /// The bytes, for the runtime.
  package var bytes: Data { data }
}

/// A token for an app.
public typealias ApplicationToken = Token<Application>
/// A token for a web domain.
public typealias WebDomainToken = Token<WebDomain>
/// A token for a Screen Time category.
public typealias ActivityCategoryToken = Token<ActivityCategory>
