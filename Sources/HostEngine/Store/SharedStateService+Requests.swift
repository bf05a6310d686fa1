import HostProtocol
import Synchronization

extension SharedStateService {
  /// Serves the store methods; runs on the connection's poll thread and only touches the store
  /// file, so it never blocks for long.
  func answer(_ request: JSONRPCMessage, id: RequestID, method: String, from connection: ExtensionConnection) -> [UInt8] {
    do {
      switch method {
      case StoreReadRequest.method:
        let params = try request.params(StoreReadRequest.self)
        return try JSONRPCEncoding.response(StoreReadResult(shield: stores.read(params.store)), id: id)
      case StoreWriteRequest.method:
        let params = try request.params(StoreWriteRequest.self)
        try write(params, by: connection)
        return try JSONRPCEncoding.response(EmptyResult(), id: id)
      case StoreClearRequest.method:
        let params = try request.params(StoreClearRequest.self)
        let before = try stores.clear(params.store)
        note(StoreShieldSettings.Key.allCases.filter { before.summary(of: $0) != "unset" }, of: params.store,
             from: before, to: StoreShieldSettings(), by: connection, verb: "cleared")
        return try JSONRPCEncoding.response(EmptyResult(), id: id)
      default:
        return JSONRPCEncoding.errorResponse(JSONRPCError(.methodNotFound, "the host serves no '\(method)'"), id: id)
      }
    } catch let error as JSONRPCError {
      return JSONRPCEncoding.errorResponse(error, id: id)
    } catch {
      return JSONRPCEncoding.errorResponse(JSONRPCError(.internalError, "the host failed: \(error)"), id: id)
    }
  }

  /// Takes the App Group, user-notification and Darwin-notification notifications.
  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection) {
    switch method {
    case UserNotificationAddedNotification.method: receiveUserNotification(notification, from: connection)
    case DarwinNotificationPostNotification.method: receiveDarwinPost(notification, from: connection)
    case DarwinNotificationObserveNotification.method: receiveDarwinObserve(notification, from: connection)
    default: break
    }
    guard method == AppGroupDeniedNotification.method,
      let denied = try? notification.params(AppGroupDeniedNotification.self)
    else { return }
    let kept = deny(
      denied.group, to: connection.name, what: "called \(denied.api) for \"\(denied.group)\" and got nil",
      consequence: "it has no container, and what the app shares there is out of its reach")
    if kept { connection.record(.event, "App Group \(denied.group) refused: \(denied.api) returned nil (not entitled)") }
  }

  private func write(_ request: StoreWriteRequest, by connection: ExtensionConnection) throws(JSONRPCError) {
    let change: (before: StoreShieldSettings, after: StoreShieldSettings)
    do {
      change = try stores.write(request.keys, from: request.shield, to: request.store)
    } catch {
      let detail = "was refused a write to store \"\(request.store)\": \(error.message); the store kept its previous settings"
      let kept = log.withLock {
        $0.add(SharedStateFinding(extensionName: connection.name, kind: .storeLimitExceeded, detail: detail))
      }
      if kept { connection.record(.event, "store write refused: \(error.message)") }
      throw JSONRPCError(.invalidParams, error.message)
    }
    note(change.after.changedKeys(comparedTo: change.before), of: request.store, from: change.before, to: change.after,
         by: connection, verb: "changed")
  }

  private func note(
    _ keys: [StoreShieldSettings.Key], of store: String, from before: StoreShieldSettings, to after: StoreShieldSettings,
    by connection: ExtensionConnection, verb: String
  ) {
    for key in keys {
      let sentence =
        "\(connection.name) \(verb) shield.\(key.rawValue) of store \"\(store)\": "
        + "\(before.summary(of: key)) → \(after.summary(of: key))"
      if log.withLock({ $0.addStoreChange(sentence) }) { connection.record(.event, sentence) }
    }
  }
}
