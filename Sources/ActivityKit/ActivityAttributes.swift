public import Foundation

// ActivityKit, as a widget extension uses it: the attributes of a Live Activity and their
// content state. Live Activities are drawn by the system from the app's pushes; the host runs
// timeline widgets, so a bundle's Live Activity compiles (WidgetKit's `ActivityConfiguration`)
// and is not served.

/// What a Live Activity shows: fixed attributes and a state that changes, as ActivityKit's
/// `ActivityAttributes`.
public protocol ActivityAttributes: Decodable, Encodable {
  /// The part that changes while the activity runs.
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A state with its staleness and relevance, as ActivityKit's `ActivityContent`.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
  public var state: State
  public var staleDate: Date?
  public var relevanceScore: Double
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

extension ActivityContent: Sendable where State: Sendable {}

/// Where a Live Activity is seen, as ActivityKit's `ActivityFamily`.
public enum ActivityFamily: Hashable, Sendable { case small, medium }
