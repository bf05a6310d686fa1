import Foundation
import HostProtocol

/// The envelope decoding as it was before the fast reader, with `JSONDecoder`: the reference the
/// fast reader is checked against.
enum ReferenceEnvelope {
  static func kind(_ body: [UInt8]) throws(JSONRPCError) -> JSONRPCMessage.Kind {
    let envelope: Envelope
    do {
      envelope = try JSONDecoder().decode(Envelope.self, from: Data(body))
    } catch DecodingError.typeMismatch, DecodingError.keyNotFound, DecodingError.valueNotFound {
      throw JSONRPCError(.invalidRequest, "not JSON-RPC")
    } catch {
      throw JSONRPCError(.parseError, "not JSON")
    }
    guard envelope.jsonrpc == "2.0" else { throw JSONRPCError(.invalidRequest, "not 2.0") }
    switch (envelope.id, envelope.method, envelope.error, envelope.hasResult) {
    case (let id?, let method?, nil, false): return .request(id: id, method: method)
    case (nil, let method?, nil, false): return .notification(method: method)
    case (let id?, nil, nil, true): return .response(id: id)
    case (let id, nil, let error?, false): return .errorResponse(id: id, error: error)
    default: throw JSONRPCError(.invalidRequest, "no kind")
    }
  }

  private struct Envelope: Decodable {
    var jsonrpc: String?
    var id: RequestID?
    var method: String?
    var error: JSONRPCError?
    var hasResult: Bool

    enum CodingKeys: String, CodingKey { case jsonrpc, id, method, error, result }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
      id = try container.decodeIfPresent(RequestID.self, forKey: .id)
      method = try container.decodeIfPresent(String.self, forKey: .method)
      error = try container.decodeIfPresent(JSONRPCError.self, forKey: .error)
      hasResult = container.contains(.result)
    }
  }
}
