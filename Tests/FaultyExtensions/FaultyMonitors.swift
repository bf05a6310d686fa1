import DeviceActivity
import Foundation
import ManagedSettings

/// The naive monitor: shield everything when any interval starts, clear it when any ends. With
/// two overlapping activities, the first end clears the other's shields.
class NaiveMonitor: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  override func intervalDidStart(for activity: DeviceActivityName) { store.shield.applicationCategories = .all() }
  override func intervalDidEnd(for activity: DeviceActivityName) { store.shield.applicationCategories = nil }
}

/// Crashes in its first callback.
class CrashesInCallback: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) { fatalError("CrashesInCallback crashed on purpose") }
}

/// Ends its own process once it has shielded, "to free its memory": `exit(0)` in a callback.
class QuitsInCallback: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  override func intervalDidStart(for activity: DeviceActivityName) {
    store.shield.applicationCategories = .all()
    exit(0)
  }
}

/// Never returns from a callback.
class NeverReturnsFromCallback: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) {
    while true { sleep(1) }
  }
}

/// Stops its own process in a callback, as code that calls `raise(SIGSTOP)` to wait for a
/// debugger does: nothing of it runs again until something continues it.
class StopsItselfInCallback: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) { raise(SIGSTOP) }
}

/// Overruns its deadline inside the callback, then shields and returns: one fault
/// (`unresponsive`), not also a write "after its callback returned".
class WritesAfterItsDeadline: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  override func intervalDidStart(for activity: DeviceActivityName) {
    usleep(600_000)
    store.shield.applicationCategories = .all()
  }
}

/// Shields from a detached task and returns at once. The task's writes run on the main actor,
/// which the callback holds until it returns, so they come right after the return, however
/// loaded the machine is.
class WritesAfterReturn: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  override func intervalDidStart(for activity: DeviceActivityName) {
    let store = store
    Task.detached { @MainActor in
      store.shield.applicationCategories = .all()
      store.application.denyAppRemoval = true
    }
  }
}

/// Starts a follow-up activity from its fixed time of 23:50 to 23:59:59: under 15 minutes.
class StartsTooShortAnActivity: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) {
    let schedule = DeviceActivitySchedule(
      intervalStart: DateComponents(hour: 23, minute: 50), intervalEnd: DateComponents(hour: 23, minute: 59, second: 59),
      repeats: false)
    do {
      try DeviceActivityCenter().startMonitoring(DeviceActivityName("late"), during: schedule)
    } catch {
      print("startMonitoring failed: \(error)")
    }
  }
}

/// Monitors a day with two events whose thresholds are no duration: a negative minute, and
/// components with no day, hour, minute or second. Neither can ever be reached.
class StartsEventsWithNoDuration: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) {
    guard activity.rawValue != "limits" else { return }
    RestartsItsOwnActivity.startLimits()
  }
}

/// Starts "limits" (the whole day, with events that are no duration) at each interval's start,
/// its own included: each start begins the interval again, at the same moment, without end.
class RestartsItsOwnActivity: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) { Self.startLimits() }

  static func startLimits() {
    let schedule = DeviceActivitySchedule(
      intervalStart: DateComponents(hour: 0, minute: 0), intervalEnd: DateComponents(hour: 23, minute: 59), repeats: true)
    let events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [
      DeviceActivityEvent.Name("negative"): DeviceActivityEvent(threshold: DateComponents(minute: -5)),
      DeviceActivityEvent.Name("empty"): DeviceActivityEvent(threshold: DateComponents(month: 1)),
    ]
    do {
      try DeviceActivityCenter().startMonitoring(DeviceActivityName("limits"), during: schedule, events: events)
    } catch {
      print("startMonitoring failed: \(error)")
    }
  }
}

/// Prints a flood of lines in a callback, then returns.
class FloodsOutputInCallback: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) {
    for index in 0..<20_000 { print("flood line \(index)") }
  }
}

/// Trusts every callback: shields when the limit is reached, clears when the interval ends. A
/// threshold that arrives after the end leaves the shields on.
class NaiveLimitMonitor: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  override func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
    store.shield.applicationCategories = .all()
  }
  override func intervalDidEnd(for activity: DeviceActivityName) { store.shield.applicationCategories = nil }
}

/// Allocates, fills and keeps 16 MB in a callback: over the 6 MB memory budget.
class AllocatesPastTheBudget: DeviceActivityMonitor {
  var hoard: [[UInt8]] = []
  override func intervalDidStart(for activity: DeviceActivityName) {
    hoard.append([UInt8](repeating: 1, count: 16 << 20))
  }
}

/// Keeps which activities are ongoing in the App Group's defaults and shields everything during
/// bedtime, without asking whether the defaults can be read: after a restart, before the first
/// unlock, they read as empty, so the first callback then clears bedtime's shields.
class ProtectedDataNaiveMonitor: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  let shared = UserDefaults(suiteName: "group.com.example.FocusApp")
  override func intervalDidStart(for activity: DeviceActivityName) { update { $0.insert(activity.rawValue) } }
  override func intervalDidEnd(for activity: DeviceActivityName) { update { $0.remove(activity.rawValue) } }
  private func update(_ change: (inout Set<String>) -> Void) {
    var ongoing = Set(shared?.stringArray(forKey: "ongoing") ?? [])
    change(&ongoing)
    shared?.set(ongoing.sorted(), forKey: "ongoing")
    store.shield.applicationCategories = ongoing.contains("bedtime") ? .all() : nil
  }
}

/// Reads its App Group's defaults file in each start and shields everything exactly when the read
/// failed as iOS fails it while the data is protected: NSCocoaErrorDomain 257 wrapping POSIX EPERM.
class ShieldsWhenProtectedReadFails: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  override func intervalDidStart(for activity: DeviceActivityName) {
    let group = "group.com.example.FocusApp"
    guard let file = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)?
      .appendingPathComponent("Library/Preferences/\(group).plist")
    else { return }
    do {
      _ = try Data(contentsOf: file)
      store.shield.applicationCategories = nil
    } catch {
      // On Linux the underlying error is reached through CocoaError, not the userInfo cast.
      let cocoa = error as? CocoaError
      let underlying = cocoa?.underlying.map { $0 as NSError }
      let refused = cocoa?.code == .fileReadNoPermission && underlying?.domain == NSPOSIXErrorDomain
        && underlying?.code == Int(EPERM)
      store.shield.applicationCategories = refused ? .all() : nil
    }
  }
}

/// Writes its App Group's defaults file over again (an atomic write: a new file renamed over the
/// old one), then reads it back, and shields everything exactly when the write worked and the
/// read was refused as iOS refuses it (257): what a file of class complete unless open does while
/// the device is locked. A refused write shields nothing.
class RewritesDefaultsWhileLocked: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  override func intervalDidStart(for activity: DeviceActivityName) {
    let group = "group.com.example.FocusApp"
    guard let file = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)?
      .appendingPathComponent("Library/Preferences/\(group).plist")
    else { return }
    do {
      try Data("<plist version=\"1.0\"><dict/></plist>".utf8).write(to: file, options: .atomic)
    } catch {
      store.shield.applicationCategories = nil
      return
    }
    do {
      _ = try Data(contentsOf: file)
      store.shield.applicationCategories = nil
    } catch {
      store.shield.applicationCategories = (error as? CocoaError)?.code == .fileReadNoPermission ? .all() : nil
    }
  }
}

/// Prints, in each callback, what makes its process its own: pid, process group, parent, how many
/// callbacks this process has run, and whether anything of a fork server reached it (its variables,
/// the loader setting it was started with, its socket: a spawned process has no socket open). A process
/// that carried state over from another batch's would count past 1 in its first line.
class ReportsItsProcess: DeviceActivityMonitor {
  nonisolated(unsafe) static var callbacks = 0

  override func intervalDidStart(for activity: DeviceActivityName) { report() }
  override func intervalDidEnd(for activity: DeviceActivityName) { report() }

  private func report() {
    Self.callbacks += 1
    let variable = getenv("EXTENSION_HOST_FORK_SERVER") != nil || getenv("EXTENSION_HOST_FORK_SERVER_BOUND") != nil
    let bindNow = getenv("LD_BIND_NOW") != nil
    let sockets = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.filter { name in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name))?.hasPrefix("socket:") == true
    }
    print(
      "ReportsItsProcess pid=\(getpid()) group=\(getpgrp()) parent=\(getppid()) callbacks=\(Self.callbacks) "
        + "forkVariable=\(variable) bindNow=\(bindNow) sockets=\(sockets?.count ?? -1)")
  }
}

/// Prints, in each callback, when a daily 10:00-11:00 schedule next starts, in UTC: the schedule
/// is read in the device's time zone, which the host sends with each callback.
class ReportsItsClock: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) {
    let schedule = DeviceActivitySchedule(
      intervalStart: DateComponents(hour: 10), intervalEnd: DateComponents(hour: 11), repeats: true)
    let start = schedule.nextInterval.map { $0.start.ISO8601Format() } ?? "none"
    // Written at once, not buffered as print's would be: a test reads it while the process runs.
    FileHandle.standardOutput.write(Data("ReportsItsClock nextStart=\(start)\n".utf8))
  }
}

/// A "strict mode" monitor in the style of public blocking apps: besides the shield, it writes
/// other setting groups to a named store when an interval starts (no deleting apps, a web filter,
/// the automatic clock, the App Store), reads them back, and clears the whole store when the
/// interval ends.
class StrictModeMonitor: DeviceActivityMonitor {
  let store = ManagedSettingsStore(named: ManagedSettingsStore.Name("strict"))

  override func intervalDidStart(for activity: DeviceActivityName) {
    store.shield.applicationCategories = .all()
    store.application.denyAppRemoval = true
    store.webContent.blockedByFilter = .specific([WebDomain(domain: "video.example")])
    store.dateAndTime.requireAutomaticDateAndTime = true
    store.appStore.maximumRating = 300
    store.safari.cookiePolicy = .currentWebsite
    let removal = store.application.denyAppRemoval ?? ApplicationSettings.denyAppRemoval.defaultValue
    let rating = store.appStore.maximumRating ?? AppStoreSettings.maximumRating.defaultValue
    let passcode = store.passcode.lockPasscode.map { "\($0)" } ?? "nil"
    FileHandle.standardError.write(Data("StrictModeMonitor read denyAppRemoval=\(removal) maximumRating=\(rating) passcode=\(passcode)\n".utf8))
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    store.clearAllSettings()
  }
}

/// Holds a lock file in its App Group's container for 150 ms of each callback, and crashes when
/// the file is already there: another batch's process is inside a callback at the same time, which
/// iOS never does (one batch at a time).
class CrashesWhenBatchesOverlap: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) { holdTheTurn() }
  override func intervalDidEnd(for activity: DeviceActivityName) { holdTheTurn() }

  private func holdTheTurn() {
    guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.FocusApp")
    else { fatalError("CrashesWhenBatchesOverlap has no App Group container") }
    let lock = container.appendingPathComponent("batch.lock").path
    let descriptor = open(lock, O_CREAT | O_EXCL | O_WRONLY, 0o600)
    guard descriptor >= 0 else { fatalError("CrashesWhenBatchesOverlap found another batch inside a callback (errno \(errno))") }
    close(descriptor)
    usleep(150_000)
    unlink(lock)
  }
}
