import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// A widget extension's first and last messages go without waiting for the host: `widget/kinds`
/// in line behind `initialize`, and `exit` the moment the answer to `shutdown` is read.
struct WidgetStartLineTests {
  @Test func theKindsAreAskedBeforeTheHandshakeIsAnsweredAndExitIsSaidOnce() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let setup = try WidgetSetup.load(manifests: fixture.directory, searchDirectories: [BuildProducts.directory])
    let target = try #require(setup.extensions.first).target
    let (launch, kinds) = try await ExtensionLauncher.launch(
      target, limits: ExtensionLauncher.Limits(), origin: .now, lending: nil, then: WidgetKindsRequest(), timeout: .seconds(5))
    #expect(launch.failure == nil, "\(String(describing: launch.failure))")
    guard case .answered(let result) = await kinds.outcome() else {
      Issue.record("widget/kinds was not answered: \(launch.connection.transcript.map(\.text))")
      return
    }
    #expect(result.widgets.map(\.kind) == ["FocusWidget"])
    let status = await launch.connection.stop(grace: .seconds(2))
    #expect(status == .exited(0), "\(status)")

    let transcript = launch.connection.transcript
    let kindsSent = transcript.firstIndex { $0.channel == .sent && $0.text.contains("\"widget/kinds\"") }
    let handshakeAnswered = transcript.firstIndex { $0.channel == .received && $0.text.contains("\"protocolVersion\"") }
    #expect(kindsSent != nil && handshakeAnswered != nil && kindsSent! < handshakeAnswered!, "\(transcript.map(\.text))")
    let exits = transcript.filter { $0.channel == .sent && $0.text.contains("\"method\":\"exit\"") }
    #expect(exits.count == 1, "\(transcript.map(\.text))")
  }
}
