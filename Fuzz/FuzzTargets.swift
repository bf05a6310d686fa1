// libFuzzer entry point for the parsers that read untrusted bytes: manifests (XML, binary and
// OpenStep plists), Content-Length framing, and daemon requests. Built only by Scripts/fuzz.sh,
// never by `swift build`. Each input is fed to one parser chosen by its first byte; a parser may
// throw (that is its job), never crash, trap or hang.
import ExtensionManifest
import HostProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let selector = data[0]
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  switch selector % 3 {
  case 0: fuzzManifest(bytes)
  case 1: fuzzFraming(bytes)
  default: fuzzDaemonRequest(bytes)
  }
  return 0
}

/// The manifest reader, whichever format the bytes sniff as, and a walk of what it read.
private func fuzzManifest(_ bytes: [UInt8]) {
  guard let document = try? PlistReader.read(bytes: bytes, path: "fuzz.plist") else { return }
  _ = String(describing: document).count
}

/// The framing decoder fed in uneven chunks, as a pipe delivers them.
private func fuzzFraming(_ bytes: [UInt8]) {
  var decoder = FrameDecoder(maxHeaderBytes: 1024, maxMessageBytes: 1 << 16)
  var offset = 0
  var chunk = 1
  while offset < bytes.count {
    let end = min(bytes.count, offset + chunk)
    decoder.append(bytes[offset..<end])
    offset = end
    chunk = chunk * 3 % 1024 + 1
    do {
      while let body = try decoder.next() { _ = try? JSONRPCMessage.decode(body) }
    } catch {
      return
    }
  }
  try? decoder.finish()
}

/// A daemon control request as the daemon reads it: a JSON-RPC message, then its `host/visit`
/// parameters through both the fast path and Codable.
private func fuzzDaemonRequest(_ bytes: [UInt8]) {
  guard let message = try? JSONRPCMessage.decode(bytes) else { return }
  _ = try? message.params(DaemonVisitRequest.self)
  _ = try? message.params(DaemonRestartRequest.self)
}
