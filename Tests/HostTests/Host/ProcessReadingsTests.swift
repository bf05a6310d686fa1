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

  /// A child started by any thread is found in the threads' `children` lists, as the scan of
  /// every process finds it; every pid listed is this process's child (or gone since).
  @Test func ownChildrenAreFoundWithoutScanningEveryProcess() async throws {
    @Sendable func spawnSleeper() -> pid_t {
      var pid: pid_t = 0
      let arguments = [strdup("/bin/sleep"), strdup("30"), nil]
      defer { arguments.forEach { free($0) } }
      return posix_spawn(&pid, "/bin/sleep", nil, nil, arguments, environ) == 0 ? pid : -1
    }
    let here = spawnSleeper()
    let there = try await offThePool { spawnSleeper() }  // a thread of its own
    defer {
      for pid in [here, there] where pid > 0 {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)  // killed: returns at once
      }
    }
    try #require(here > 0 && there > 0)
    let children = try #require(ProcessReadings.ownChildren(), "this kernel lists a thread's children")
    #expect(children.contains(here) && children.contains(there), "\(children) lacks \(here) or \(there)")
    let me = getpid()
    for pid in children {
      let parent = ProcessReadings.parent(pid)
      #expect(parent == nil || parent == Int(me), "\(pid)'s parent is \(String(describing: parent))")
    }
    let scanned = ProcessReadings.allProcesses().filter { ProcessReadings.parent($0) == Int(me) }
    #expect(scanned.contains(here) && scanned.contains(there))
  }

  @Test func anAbsentProcessHasNoReadings() {
    #expect(!ProcessReadings.resetPeakResident(Int32.max))
    #expect(ProcessReadings.peakResidentKilobytes(Int32.max) == nil)
  }
}
