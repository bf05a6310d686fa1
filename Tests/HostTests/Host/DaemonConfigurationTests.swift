import HostProtocol
import Testing

@testable import HostEngine

/// `serve`'s defaults are the ones Documentation/Daemon.md and `serve --help` state.
struct DaemonConfigurationTests {
  @Test func theDefaultsAreTheDocumentedOnes() {
    let configuration = HostDaemon.Configuration(socketPath: "/tmp/host.sock")
    #expect(configuration.socketPath == "/tmp/host.sock")
    #expect(configuration.idleTimeout == .seconds(60), "an idle extension is stopped after 60 s")
    #expect(configuration.livenessInterval == .seconds(5), "an idle warm extension is pinged every 5 s")
    #expect(configuration.livenessTimeout == .seconds(1), "and must answer within 1 s")
    #expect(configuration.shutdownGrace == .seconds(5), "visits in flight get 5 s at shutdown")
    #expect(configuration.memoryCeilingKilobytes == 0, "no memory ceiling unless asked")
    #expect(configuration.device == .unlocked)
  }
}
