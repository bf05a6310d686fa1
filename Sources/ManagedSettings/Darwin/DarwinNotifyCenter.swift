public import Foundation
import HostProtocol
import Synchronization

// The Darwin notify center of CoreFoundation, as extensions use it to tell their app (and the
// other extension) that something changed: `CFNotificationCenterGetDarwinNotifyCenter()`,
// `CFNotificationCenterPostNotification`, `CFNotificationCenterAddObserver`. CoreFoundation's
// own functions are not importable through Foundation on Linux; these come with
// `import ManagedSettings` (and ManagedSettingsUI, FamilyControls).
//
// A post goes to the host, which shows it in the visit and delivers it to every extension that
// observes the name, the poster included, as notifyd does. Callbacks run on the main queue. As
// on iOS, a Darwin notification carries only its name: object and userInfo are dropped.

/// A notification center, as CoreFoundation's `CFNotificationCenter`; only the Darwin one exists.
public final class CFNotificationCenter: Sendable {
  static let darwin = CFNotificationCenter()
  private init() {}
}

/// A notification's name, as CoreFoundation's `CFNotificationName`.
public struct CFNotificationName: RawRepresentable, Hashable, Sendable {
  public var rawValue: CFString
  public init(rawValue: CFString) { self.rawValue = rawValue }
  public init(_ rawValue: CFString) { self.rawValue = rawValue }
}

/// An observer's callback: center, observer, name, object, userInfo.
public typealias CFNotificationCallback =
  @Sendable (CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?) -> Void

/// When an observer of a suspended app is told, as CoreFoundation's enum; every behaviour
/// delivers at once here (the extension is never suspended while it runs).
public enum CFNotificationSuspensionBehavior: Int, Sendable {
  case drop = 1
  case coalesce = 2
  case hold = 3
  case deliverImmediately = 4
}

/// The Darwin notify center, shared by every process of the device.
public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter! { CFNotificationCenter.darwin }

/// Posts `name` to every observer in every process; object and userInfo are ignored, as on iOS.
public func CFNotificationCenterPostNotification(
  _ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!,
  _ userInfo: CFDictionary!, _ deliverImmediately: Bool
) {
  guard let name else { return }
  if !HostLink.notify(DarwinNotificationPostNotification(name: name.rawValue)) {
    DarwinObservers.deliver(name.rawValue)  // without a host, this process is the whole device
  }
}

/// Calls `callBack` on the main queue whenever `name` is posted; a nil name is ignored (the
/// Darwin center needs one).
public func CFNotificationCenterAddObserver(
  _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ callBack: CFNotificationCallback!,
  _ name: CFString!, _ object: UnsafeRawPointer!, _ suspensionBehavior: CFNotificationSuspensionBehavior
) {
  guard let name, let callBack else { return }
  if DarwinObservers.add(name, observer: observer, callback: callBack) {
    HostLink.notify(DarwinNotificationObserveNotification(name: name, observing: true))
  }
}

/// Stops `observer` observing `name`.
public func CFNotificationCenterRemoveObserver(
  _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ name: CFNotificationName!,
  _ object: UnsafeRawPointer!
) {
  guard let name else { return }
  for ended in DarwinObservers.remove(observer: observer, name: name.rawValue) {
    HostLink.notify(DarwinNotificationObserveNotification(name: ended, observing: false))
  }
}

/// Stops `observer` observing every name.
public func CFNotificationCenterRemoveEveryObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!) {
  for ended in DarwinObservers.remove(observer: observer, name: nil) {
    HostLink.notify(DarwinNotificationObserveNotification(name: ended, observing: false))
  }
}

/// This process's observers, by name.
enum DarwinObservers {
  struct Observer: Sendable {
    /// The observer pointer's address (pointers are not Sendable; it is only handed back).
    var address: UInt
    var callback: CFNotificationCallback
  }

  private static let observers: Mutex<[String: [Observer]]> = {
    HostLink.handleNotifications(DarwinNotificationDeliverNotification.method) { message in
      if let delivered = try? message.params(DarwinNotificationDeliverNotification.self) { deliver(delivered.name) }
    }
    return Mutex([:])
  }()

  /// Adds an observer; true when it is the first for `name` (the host is then told).
  static func add(_ name: String, observer: UnsafeRawPointer?, callback: @escaping CFNotificationCallback) -> Bool {
    let address = UInt(bitPattern: observer)
    return observers.withLock { observers in
      let first = observers[name, default: []].isEmpty
      observers[name, default: []].append(Observer(address: address, callback: callback))
      return first
    }
  }

  /// Removes `observer` from `name` (every name when nil); the names nobody observes any more.
  static func remove(observer: UnsafeRawPointer?, name: String?) -> [String] {
    let address = UInt(bitPattern: observer)
    return observers.withLock { observers in
      var ended: [String] = []
      for key in observers.keys.sorted() where name == nil || key == name {
        observers[key]?.removeAll { $0.address == address }
        if observers[key]?.isEmpty == true {
          observers[key] = nil
          ended.append(key)
        }
      }
      return ended
    }
  }

  /// Calls every observer of `name` on the main queue.
  static func deliver(_ name: String) {
    let callbacks = observers.withLock { $0[name] ?? [] }
    guard !callbacks.isEmpty else { return }
    DispatchQueue.main.async {
      for observer in callbacks {
        observer.callback(
          CFNotificationCenter.darwin, UnsafeMutableRawPointer(bitPattern: observer.address), CFNotificationName(name),
          nil, nil)
      }
    }
  }
}
