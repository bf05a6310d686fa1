// The launch and memory floor: a binary linked exactly like a shield extension (the extension
// SDK and Foundation) that does nothing but write one byte, then exits or, with "idle", waits.
//
// With "visit" it is the process-structure floor of a cold visit instead: it starts (as
// `extension-host` does), spawns two copies of itself in parallel, reads the first byte of each
// (their "handshake"), closes their pipes and reaps them, then exits: every process launch a cold
// visit needs, and none of its work.
import Foundation
import ManagedSettings

let response = ShieldActionResponse.close  // keeps the SDK linked, as in an extension
if CommandLine.arguments.contains("visit") {
  exit(ProbeVisit.run() ? 0 : 1)
}
let byte: [UInt8] = [UInt8(ascii: "x")]
_ = byte.withUnsafeBytes { write(1, $0.baseAddress, 1) }
if CommandLine.arguments.contains("idle") {
  while true { pause() }
}
exit(response == .close ? 0 : 1)
