import Foundation
import HostProtocol
import Synchronization

extension SharedStateService {
  /// Records a local notification an extension scheduled: the visit shows it as the user would
  /// see it, with its delivery time.
  func receiveUserNotification(_ added: UserNotificationAddedNotification, from connection: ExtensionConnection) {
    let now = Date()
    let date = added.deliveryDate.map { Date(timeIntervalSince1970: $0) }
    let notification = VisitReport.UserNotification(
      extension: connection.name, identifier: added.identifier, title: added.title, subtitle: added.subtitle,
      body: added.body, trigger: added.trigger,
      deliveryDate: date.map { $0.formatted(.iso8601) },
      secondsAfterVisit: date.map { max(0, ($0.timeIntervalSince(now) * 10).rounded() / 10) },
      delivered: added.authorized && date != nil)
    if log.withLock({ $0.addNotification(notification) }) {
      connection.record(.event, "notification \"\(added.identifier)\" scheduled \(added.trigger): \(notification.summary)")
    }
  }

  /// Passes a Darwin notification to every extension observing its name, the poster included,
  /// and records who was told.
  func receiveDarwinPost(_ post: DarwinNotificationPostNotification, from connection: ExtensionConnection) {
    let observers = darwinObservers.withLock { $0[post.name] ?? [] }
    for observer in observers { observer.notify(DarwinNotificationDeliverNotification(name: post.name)) }
    let told = observers.map(\.name)
    let sentence =
      "\(connection.name) posted Darwin notification \(post.name): "
      + (told.isEmpty ? "no extension observes it (the app is told if it observes it)" : "delivered to \(told.joined(separator: " and "))")
    if log.withLock({ $0.addDarwinNotification(sentence) }) { connection.record(.event, sentence) }
  }

  /// Records a URL an extension asked the system to open: iOS opens none from the extension
  /// points the host runs (only Today and iMessage extensions may), so nothing opens.
  func receiveOpenRequest(_ open: ExtensionContextOpenNotification, from connection: ExtensionConnection) {
    let sentence =
      "\(connection.name) asked to open \(open.url) with NSExtensionContext.open: nothing opens "
      + "(iOS lets only Today and iMessage extensions open a URL) and its completion handler gets false"
    if log.withLock({ $0.addOpenRequest(sentence) }) { connection.record(.event, sentence) }
  }

  /// Starts or stops delivering a Darwin notification name to an extension.
  func receiveDarwinObserve(_ observe: DarwinNotificationObserveNotification, from connection: ExtensionConnection) {
    darwinObservers.withLock { observers in
      var list = observers[observe.name] ?? []
      list.removeAll { $0 === connection }
      if observe.observing, list.count < 16 { list.append(connection) }
      observers[observe.name] = list.isEmpty ? nil : list
      if observers.count > 256 { observers[observe.name] = nil }  // bounded: a flood of names is dropped
    }
    connection.record(.event, "\(observe.observing ? "observes" : "stopped observing") Darwin notification \(observe.name)")
  }
}
