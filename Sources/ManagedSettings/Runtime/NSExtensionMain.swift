import Foundation
import HostProtocol

/// Starts a shield extension: call it from `main.swift`, as on iOS. It never returns.
///
/// The host (`extension-host`) launches the executable with the protocol on two inherited file
/// descriptors named by `EXTENSION_HOST_RPC_FDS` ("3,4": input, output) and the extension's
/// Info.plist in `EXTENSION_HOST_INFO_PLIST`. The runtime reads the manifest, waits for the
/// handshake, resolves `NSExtensionPrincipalClass`, checks its base class, and serves requests on
/// the main queue until the host closes the pipe. stdout and stderr stay free for the extension's
/// own logging: the host captures them.
public func NSExtensionMain() -> Never { ExtensionMain(principal: nil, role: "a shield extension", tryCommand: "visit https://social.example/feed") }

/// Starts an extension whose entry point is not a principal class but `principal`, a type the
/// runtime itself provides (WidgetKit's `@main` widget serves through one): the same handshake,
/// pipes and main queue as ``NSExtensionMain()``; the handshake names no class.
package func ExtensionMain(principal: (any ExtensionPrincipal.Type)?, role: String, tryCommand: String) -> Never {
  signal(SIGPIPE, SIG_IGN)
  guard let descriptors = ProtocolVariables.protocolDescriptors else {
    FileHandle.standardError.write(
      Data(
        """
        This is \(role); it runs under a host, not on its own.
        Try: swift run extension-host \(tryCommand)

        """.utf8))
    exit(64)
  }
  let localManifest: LocalManifest?
  do {
    localManifest = try LocalManifest.load()
  } catch {
    FileHandle.standardError.write(Data("extension: \(error)\n".utf8))
    exit(78)
  }
  let maxMessageBytes = ProtocolVariables.messageLimit
  let channel = ProtocolChannel(writer: FrameWriter(descriptor: descriptors.output))
  let session = MainActor.assumeIsolated { PrincipalSession(localManifest: localManifest, fixedPrincipal: principal) }
  let requests = HostRequests(channel: channel)
  HostLink.connect(requests: requests, channel: channel)
  let runtime = ExtensionRuntime(
    channel: channel, session: session, requests: requests, input: descriptors.input, maxMessageBytes: maxMessageBytes)
  runtime.run()
}
