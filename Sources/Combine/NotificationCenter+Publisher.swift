public import Foundation

extension NotificationCenter {
  /// The notifications named `name` (posted by `object`, when one is given) as a publisher, as
  /// Combine's `publisher(for:object:)`.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }

  /// A publisher of one notification name, as Combine's `NotificationCenter.Publisher`: each
  /// subscriber is an observer of the center, called on the thread that posts, before `post`
  /// returns; cancelling removes the observer.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
      // Called on the posting thread, as Combine's is; Foundation's block type is `@Sendable`
      // regardless (the subscriber's isolation is the poster's in practice: the main thread).
      nonisolated(unsafe) let receive = receiveValue
      let observer = center.addObserver(forName: name, object: object, queue: nil) { receive($0) }
      return AnyCancellable { [center] in center.removeObserver(observer) }
    }
  }
}
