/// Dispatch by method, written once for every peer: one typed handler per request type and per
/// notification type a peer serves. The handler gets the decoded `params`; what it returns is
/// encoded as the `result`, what it throws as the `error` (a `JSONRPCError` as it is, anything
/// else through the peer's own mapping). A method nobody registered is answered "method not
/// found"; params that do not decode, "invalid params".
///
/// `Context` is what a handler needs from the conversation it serves (the connection the request
/// came on); `Void` when nothing.
public struct MethodHandlers<Context>: Sendable {
  /// Answers a request immediately (on the thread that read it).
  private typealias Immediate = @Sendable (JSONRPCMessage, RequestID, Context) -> [UInt8]
  /// Answers a request after awaiting.
  private typealias Deferred = @Sendable (JSONRPCMessage, RequestID, Context) async -> [UInt8]

  private enum RequestHandler: Sendable {
    case immediate(Immediate)
    case deferred(Deferred)
  }

  private let peer: String
  private let mapError: @Sendable (any Error) -> JSONRPCError
  private var requests: [String: RequestHandler] = [:]
  private var notifications: [String: @Sendable (JSONRPCMessage, Context) -> Void] = [:]

  /// - Parameters:
  ///   - peer: who serves, for messages (`"the host"`, `"the daemon"`).
  ///   - mapError: the JSON-RPC error for a handler's error that is not one already; by default
  ///     an internal error naming it.
  public init(peer: String, mapError: (@Sendable (any Error) -> JSONRPCError)? = nil) {
    self.peer = peer
    self.mapError = mapError ?? { JSONRPCError(.internalError, "\(peer) failed: \($0)") }
  }

  /// The request methods served.
  public var requestMethods: [String] { requests.keys.sorted() }

  /// Serves `Request` with `handler`, answering on the thread that read the request.
  public mutating func serve<Request: RPCRequest>(
    _: Request.Type, _ handler: @escaping @Sendable (Request, Context) throws -> Request.Response
  ) {
    let mapError = mapError
    requests[Request.method] = .immediate { message, id, context in
      do {
        return try JSONRPCEncoding.response(try handler(try message.params(Request.self), context), to: Request.self, id: id)
      } catch {
        return JSONRPCEncoding.errorResponse(Self.rpcError(error, mapError), id: id)
      }
    }
  }

  /// Serves `Request` with an `async` handler.
  public mutating func serve<Request: RPCRequest>(
    _: Request.Type, _ handler: @escaping @Sendable (Request, Context) async throws -> Request.Response
  ) {
    let mapError = mapError
    requests[Request.method] = .deferred { message, id, context in
      do {
        return try JSONRPCEncoding.response(try await handler(try message.params(Request.self), context), to: Request.self, id: id)
      } catch {
        return JSONRPCEncoding.errorResponse(Self.rpcError(error, mapError), id: id)
      }
    }
  }

  /// Takes `Notification` with `handler`; a notification whose params do not decode is
  /// dropped, as JSON-RPC gives notifications no answer.
  public mutating func receive<Notification: RPCNotification>(
    _: Notification.Type, _ handler: @escaping @Sendable (Notification, Context) -> Void
  ) {
    notifications[Notification.method] = { message, context in
      guard let notification = try? message.params(Notification.self) else { return }
      handler(notification, context)
    }
  }

  /// Takes `Notification` with `handler` whatever its params are (`exit`: it means the same with
  /// any params, or none).
  public mutating func receive<Notification: RPCNotification>(
    _: Notification.Type, ignoringParams handler: @escaping @Sendable (Context) -> Void
  ) {
    notifications[Notification.method] = { _, context in handler(context) }
  }

  /// Whether a request or notification `method` is served.
  public func serves(_ method: String) -> Bool { requests[method] != nil || notifications[method] != nil }

  /// The response body for request `id`, answered on this thread. A request served by an
  /// `async` handler is refused: a caller that cannot wait registers only immediate ones.
  public func answer(_ message: JSONRPCMessage, id: RequestID, method: String, context: Context) -> [UInt8] {
    switch requests[method] {
    case .immediate(let handler)?: return handler(message, id, context)
    case .deferred?:
      return JSONRPCEncoding.errorResponse(JSONRPCError(.internalError, "\(peer) cannot answer '\(method)' here"), id: id)
    case nil: return notFound(method, id: id)
    }
  }

  /// The response body for request `id`, awaiting an `async` handler.
  public func answer(_ message: JSONRPCMessage, id: RequestID, method: String, context: Context) async -> [UInt8] {
    switch requests[method] {
    case .immediate(let handler)?: return handler(message, id, context)
    case .deferred(let handler)?: return await handler(message, id, context)
    case nil: return notFound(method, id: id)
    }
  }

  /// Hands a notification to its handler; false when nobody takes `method` (ignored, as
  /// JSON-RPC requires).
  @discardableResult
  public func receive(_ message: JSONRPCMessage, method: String, context: Context) -> Bool {
    guard let handler = notifications[method] else { return false }
    handler(message, context)
    return true
  }

  private func notFound(_ method: String, id: RequestID) -> [UInt8] {
    JSONRPCEncoding.errorResponse(JSONRPCError(.methodNotFound, "\(peer) serves no '\(method)'"), id: id)
  }

  private static func rpcError(_ error: any Error, _ mapError: (any Error) -> JSONRPCError) -> JSONRPCError {
    (error as? JSONRPCError) ?? mapError(error)
  }
}
