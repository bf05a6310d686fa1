import Glibc
import Testing

@testable import HostEngine

/// What the host reads of a process in `/proc`.
struct ProcessReadingsTests {
  /// Resetting the peak brings `VmHWM` back down to what the process holds now, so a monitor
  /// batch's peak is its own and not what the process touched before the batch.
  @Test func resettingThePeakForgetsMemoryGivenBack() throws {
    let pid = getpid()
    let bytes = 96 << 20
    let region = try #require(mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
    #expect(region != MAP_FAILED)
    memset(region, 1, bytes)
    let touched = try #require(ProcessReadings.peakResidentKilobytes(pid))
    munmap(region, bytes)
    #expect(ProcessReadings.resetPeakResident(pid), "writing 5 to clear_refs of our own process is allowed")
    let after = try #require(ProcessReadings.peakResidentKilobytes(pid))
    #expect(after < touched - (48 << 10), "peak \(touched) kB before the reset, \(after) kB after")
  }

  /// Reading only the named fields gives each of them as the whole reading does, and no other.
  @Test func theNamedFieldsAreTheWholeReadingsOwn() throws {
    let text = try #require(ProcessReadings.statusText(getpid()))
    let all = ProcessReadings.statusFields(text)
    let names: Set<String> = ["VmHWM", "RssAnon", "RssFile", "Threads", "NoSuchField"]
    let named = ProcessReadings.statusFields(text, named: names)
    #expect(Set(named.keys) == names.subtracting(["NoSuchField"]), "\(named)")
    for (name, field) in named { #expect(all[name] == field, "\(name)") }
    #expect(named["VmHWM"]?.unit == "kB")
    let sample = "Name:\tcat\nVmHWM:\t  1234 kB\nVmHWMish:\t9 kB\nThreads:\t3\n"
    #expect(ProcessReadings.statusFields(sample, named: ["VmHWM", "Threads"]) == [
      "VmHWM": .init(value: 1234, unit: "kB"), "Threads": .init(value: 3, unit: ""),
    ])
  }

  @Test func anAbsentProcessHasNoReadings() {
    #expect(!ProcessReadings.resetPeakResident(Int32.max))
    #expect(ProcessReadings.peakResidentKilobytes(Int32.max) == nil)
  }
}
