// What the daemon's request types refer to but the fuzzer never decodes: their responses.
import HostProtocol

/// Stands in for the visit report (a response, never parsed from a client).
public struct VisitReport: Codable, Sendable {}

/// Stands in for the daemon status (a response, never parsed from a client).
public struct DaemonStatus: Codable, Sendable {}
