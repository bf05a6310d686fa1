import Foundation

// The compiler plug-in behind `#Preview` and `@Previewable`, written against the compiler's
// plug-in protocol directly (no swift-syntax): the compiler starts this executable and exchanges
// messages on its standard input and output, each a little-endian 64-bit length and a JSON
// object. Previews never run here, so every expansion is empty: the preview's arguments are still
// type-checked against the macros' declarations (SwiftUI's `Previews.swift`, WidgetKit's
// `WidgetPreviews.swift`), so a preview that would not compile in Xcode does not compile here.

/// The newest version of the protocol this plug-in speaks (the compiler sends its own).
let newestProtocolVersion = 7

/// Reads exactly `count` bytes of standard input; nil at its end.
func read(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    guard let chunk = try? FileHandle.standardInput.read(upToCount: count - data.count), !chunk.isEmpty else { return nil }
    data.append(chunk)
  }
  return data
}

/// Writes one message.
func send(_ message: [String: Any]) {
  guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
  let length = withUnsafeBytes(of: UInt64(body.count).littleEndian) { Data($0) }
  FileHandle.standardOutput.write(length + body)
}

/// The answer to one message from the compiler.
func answer(_ message: [String: Any]) -> [String: Any] {
  if let asked = message["getCapability"] as? [String: Any] {
    let hostVersion = (asked["capability"] as? [String: Any])?["protocolVersion"] as? Int ?? newestProtocolVersion
    return ["getCapabilityResult": ["capability": ["protocolVersion": min(hostVersion, newestProtocolVersion)]]]
  }
  if message["loadPluginLibrary"] != nil {
    return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]]
  }
  return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
}

while let header = read(8) {
  let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
  guard length <= 64 << 20, let body = read(Int(length)),
    let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  else { exit(1) }
  send(answer(message))
}
