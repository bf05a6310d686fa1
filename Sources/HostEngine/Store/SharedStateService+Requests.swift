import ExtensionManifest
import HostProtocol
import Synchronization

extension SharedStateService {
  /// What a store method's handler works with.
  typealias Context = (service: SharedStateService, connection: ExtensionConnection)

  /// The store methods and the App Group, user-notification, Darwin-notification and open-URL
  /// notifications, one typed handler each.
  static let handlers: MethodHandlers<Context> = {
    var handlers = MethodHandlers<Context>(peer: "the host")
    handlers.serve(StoreReadRequest.self) { params, context in
      try context.service.checkStoreName(params.store, by: context.connection)
      let store = context.service.stores.readAll(params.store)
      return StoreReadResult(shield: store.shield, settings: store.settings.isEmpty ? nil : store.settings)
    }
    handlers.serve(StoreSetRequest.self) { params, context in
      try context.service.checkStoreName(params.store, by: context.connection)
      try context.service.set(params, by: context.connection)
      return EmptyResult()
    }
    handlers.serve(StoreWriteRequest.self) { params, context in
      try context.service.checkStoreName(params.store, by: context.connection)
      try context.service.write(params, by: context.connection)
      return EmptyResult()
    }
    handlers.serve(StoreListRequest.self) { _, context in
      StoreListResult(stores: context.service.stores.configuredStores)
    }
    handlers.serve(StoreClearRequest.self) { params, context in
      try context.service.checkStoreName(params.store, by: context.connection)
      try context.service.clear(params.store, by: context.connection)
      return EmptyResult()
    }
    handlers.receive(AppGroupDeniedNotification.self) { denied, context in
      context.service.deny(denied, to: context.connection)
    }
    handlers.receive(UserNotificationAddedNotification.self) { added, context in
      context.service.receiveUserNotification(added, from: context.connection)
    }
    handlers.receive(DarwinNotificationPostNotification.self) { post, context in
      context.service.receiveDarwinPost(post, from: context.connection)
    }
    handlers.receive(DarwinNotificationObserveNotification.self) { observe, context in
      context.service.receiveDarwinObserve(observe, from: context.connection)
    }
    handlers.receive(ExtensionContextOpenNotification.self) { open, context in
      context.service.receiveOpenRequest(open, from: context.connection)
    }
    return handlers
  }()

  /// Serves the store methods; runs on the connection's poll thread and only touches the store
  /// file, so it never blocks for long.
  func answer(_ request: JSONRPCMessage, id: RequestID, method: String, from connection: ExtensionConnection) -> [UInt8] {
    Self.handlers.answer(request, id: id, method: method, context: (self, connection))
  }

  /// Refuses a store name outside the grammar (`ManifestName.Kind.storeName`) before the store
  /// file is touched: a `store-name-refused` finding, and an error answer naming what is wrong.
  private func checkStoreName(_ name: String, by connection: ExtensionConnection) throws(JSONRPCError) {
    guard let violation = ManifestName.violation(name, as: .storeName) else { return }
    let detail = "used a ManagedSettingsStore name the host refuses: \(violation.message)"
    let kept = log.withLock {
      $0.add(SharedStateFinding(extensionName: connection.name, kind: .storeNameRefused, detail: detail))
    }
    if kept { connection.record(.event, "store name refused: \(violation.message)") }
    throw JSONRPCError(.invalidParams, violation.description)
  }

  /// Takes the App Group, user-notification, Darwin-notification and open-URL notifications.
  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection) {
    Self.handlers.receive(notification, method: method, context: (self, connection))
  }

  private func deny(_ denied: AppGroupDeniedNotification, to connection: ExtensionConnection) {
    let kept = deny(
      denied.group, to: connection.name, what: "called \(denied.api) for \"\(denied.group)\" and got nil",
      consequence: "it has no container, and what the app shares there is out of its reach")
    if kept { connection.record(.event, "App Group \(denied.group) refused: \(denied.api) returned nil (not entitled)") }
  }

  private func clear(_ store: String, by connection: ExtensionConnection) throws {
    let before = try stores.clear(store)
    note(StoreShieldSettings.Key.allCases.filter { before.shield.summary(of: $0) != "unset" }, of: store,
         from: before.shield, to: StoreShieldSettings(), by: connection, verb: "cleared")
    note(StoreSettingChange.between(before.settings, [:]), of: store, by: connection, verb: "cleared")
  }

  private func write(_ request: StoreWriteRequest, by connection: ExtensionConnection) throws(JSONRPCError) {
    let change: (before: StoreShieldSettings, after: StoreShieldSettings)
    do {
      change = try stores.write(request.keys, from: request.shield, to: request.store)
    } catch {
      throw refuse(error, writing: request.store, by: connection)
    }
    note(change.after.changedKeys(comparedTo: change.before), of: request.store, from: change.before, to: change.after,
         by: connection, verb: "changed")
  }

  private func set(_ request: StoreSetRequest, by connection: ExtensionConnection) throws(JSONRPCError) {
    let change: (before: [String: StoreSettingValue], after: [String: StoreSettingValue])
    do {
      change = try stores.set(request.set, removing: request.remove, in: request.store)
    } catch {
      throw refuse(error, writing: request.store, by: connection)
    }
    note(StoreSettingChange.between(change.before, change.after), of: request.store, by: connection, verb: "changed")
  }

  /// A refused store write: one `store-limit-exceeded` finding, and the error the writer is answered.
  private func refuse(_ error: ManagedSettingsState.Refusal, writing store: String, by connection: ExtensionConnection)
    -> JSONRPCError
  {
    let detail = "was refused a write to store \"\(store)\": \(error.message); the store kept its previous settings"
    let kept = log.withLock {
      $0.add(SharedStateFinding(extensionName: connection.name, kind: .storeLimitExceeded, detail: detail))
    }
    if kept { connection.record(.event, "store write refused: \(error.message)") }
    return JSONRPCError(.invalidParams, error.message)
  }

  private func note(
    _ keys: [StoreShieldSettings.Key], of store: String, from before: StoreShieldSettings, to after: StoreShieldSettings,
    by connection: ExtensionConnection, verb: String
  ) {
    note(
      keys.map { StoreSettingChange(name: "shield.\($0.rawValue)", before: before.summary(of: $0), after: after.summary(of: $0)) },
      of: store, by: connection, verb: verb)
  }

  private func note(_ changes: [StoreSettingChange], of store: String, by connection: ExtensionConnection, verb: String) {
    for change in changes {
      let sentence = "\(connection.name) \(verb) \(change.name) of store \"\(store)\": \(change.before) → \(change.after)"
      if log.withLock({ $0.addStoreChange(sentence) }) { connection.record(.event, sentence) }
    }
  }
}
