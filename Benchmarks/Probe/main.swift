// The launch and memory floor: a binary linked exactly like a shield extension (the extension
// SDK and Foundation) that does nothing but write one byte, then exits or, with "idle", waits.
import Foundation
import ManagedSettings

let response = ShieldActionResponse.close  // keeps the SDK linked, as in an extension
let byte: [UInt8] = [UInt8(ascii: "x")]
_ = byte.withUnsafeBytes { write(1, $0.baseAddress, 1) }
if CommandLine.arguments.contains("idle") {
  while true { pause() }
}
exit(response == .close ? 0 : 1)
