import Foundation
import HostProtocol
import Testing

@testable import Conformance

/// The pure pieces checks rely on: memory figures, configuration problems, number formatting.
struct ConformancePiecesTests {
  @Test func processStatusIsReadInBytes() throws {
    let status = """
      Name:\tShieldActionExt
      VmPeak:\t  283904 kB
      VmSize:\t  218368 kB
      VmHWM:\t   23668 kB
      VmRSS:\t   23400 kB
      Threads:\t4
      """
    let memory = try #require(ProcessMemory(status: status))
    #expect(memory.peakResidentBytes == 23668 * 1024)
    #expect(memory.residentBytes == 23400 * 1024)
    #expect(memory.addressSpaceBytes == 218368 * 1024)
    #expect(memory.peakAddressSpaceBytes == 283904 * 1024)
    #expect(ProcessMemory(status: "Name:\tx\nVmRSS:\t1 kB\n") == nil)
  }

  @Test func ownMemoryCanBeRead() throws {
    let memory = try #require(ProcessMemory.read(pid: getpid()))
    #expect(memory.peakResidentBytes >= memory.residentBytes)
    #expect(memory.residentBytes > 0)
  }

  @Test func byteAmountsReadLikeAPerson() {
    #expect(formatBytes(32 << 20) == "32 MiB")
    #expect(formatBytes(UInt64(23.1 * Double(1 << 20))) == "23.1 MiB")
    #expect(formatBytes(1 << 30) == "1 GiB")
  }

  @Test func durationsReadLikeAPerson() {
    #expect(formatMilliseconds(0.44) == "0.4 ms")
    #expect(formatMilliseconds(12.4) == "12 ms")
    #expect(formatMilliseconds(1250) == "1.25 s")
  }

  @Test func aConfigurationThatCanBeDrawnHasNoProblems() {
    let label = ShieldLabel(text: "Blocked", color: ShieldColor(red: 1, green: 1, blue: 1))
    let configuration = ShieldConfiguration(
      backgroundBlurStyle: ShieldBlurStyle(rawValue: 2), icon: ShieldIcon(systemName: "moon"), title: label,
      primaryButtonLabel: label)
    #expect(ConfigurationProblems.problems(in: configuration).isEmpty)
    #expect(ConfigurationProblems.problems(in: ShieldConfiguration()).isEmpty, "the system default is fine")
  }

  @Test func anEmptySubtitleIsFineAsOnADevice() {
    let configuration = ShieldConfiguration(
      title: ShieldLabel(text: "Blocked", color: ShieldColor(red: 0, green: 0, blue: 0)),
      subtitle: ShieldLabel(text: "", color: ShieldColor(red: 0, green: 0, blue: 0)))
    #expect(ConfigurationProblems.problems(in: configuration).isEmpty)
    #expect(ConfigurationProblems.warnings(in: configuration).isEmpty)
  }

  @Test func everyProblemIsNamed() {
    let bad = ShieldColor(red: 255, green: 0, blue: 0)
    let configuration = ShieldConfiguration(
      backgroundBlurStyle: ShieldBlurStyle(rawValue: 99), backgroundColor: bad,
      icon: ShieldIcon(data: Data([0x89, 0x50, 0x4E, 0x47])), title: ShieldLabel(text: "  ", color: bad),
      secondaryButtonSubmenuItems: ["a", "b", "c", ""])
    let problems = ConfigurationProblems.problems(in: configuration)
    #expect(problems.contains("backgroundColor has components outside 0...1"))
    #expect(problems.contains("title.color has components outside 0...1"))
    #expect(problems.contains("backgroundBlurStyle 99 is not a UIBlurEffect.Style"))
    #expect(problems.contains("secondaryButtonSubmenuItems has 4 items; iOS shows at most 3"))
    #expect(!problems.contains { $0.contains("title") && $0.contains("no text") }, "an empty title is drawn as nothing")
    #expect(ConfigurationProblems.warnings(in: configuration).first?.contains("does not say what is blocked") == true)
    #expect(problems.contains("secondaryButtonSubmenuItems has an item with no text"))
    #expect(problems.contains { $0.hasPrefix("icon data (4 bytes) does not decode") })
  }

  /// "sent for the 11th time": the repeated-request check's failure names the attempt in English.
  @Test(arguments: [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"),
    (22, "22nd"), (23, "23rd"), (111, "111th"),
  ])
  func attemptsAreEnglishOrdinals(number: Int, ordinal: String) {
    #expect(RepeatedRequestsCheck.ordinal(number) == ordinal)
  }
}
