import Foundation
import Testing

@testable import os

/// `os_log`'s formats: filled as printf fills them, privacy annotations dropped, and never read
/// past the arguments given.
struct LogFormatTests {
  @Test func specifiersAreFilledInOrder() {
    #expect(LogFormat.format("%{public}@ took %d ms", ["save", 12]) == "save took 12 ms")
    #expect(LogFormat.format("%5.2f|%-4d|%x|%lld", [3.14159, 7, 255, Int64(1) << 40]) == " 3.14|7   |ff|1099511627776")
    #expect(LogFormat.format("%{private, mask.hash}@ and %{sensitive}d", ["token", 4]) == "token and 4")
  }

  @Test func percentSignsAndTextThatIsNoSpecifierStayAsWritten() {
    #expect(LogFormat.format("100%% done", []) == "100% done")
    #expect(LogFormat.format("a % b", []) == "a % b")
    #expect(LogFormat.format("ends with %", []) == "ends with %")
    #expect(LogFormat.format("%k is not one", [1]) == "%k is not one")
  }

  @Test func aSpecifierWithoutAnArgumentSaysSoInsteadOfReadingPastThem() {
    #expect(LogFormat.format("%@ and %@ and %d", ["one"]) == "one and <missing> and <missing>")
    #expect(LogFormat.format("%s", []) == "<missing>")
  }

  @Test func aDisabledHandleKeepsNothing() {
    #expect(!OSLog.disabled.isEnabled(type: .error))
    #expect(OSLog(subsystem: "s", category: "c").isEnabled(type: .debug))
  }
}
