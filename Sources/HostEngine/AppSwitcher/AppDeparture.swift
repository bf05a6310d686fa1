/// The finding for an app that ended on its own during a step: a crash (a signal) or an exit it
/// called, named once, in the callback it was running, or in the work a callback left running
/// when it was running none.
struct AppDeparture {
  /// The event the host had sent (`background`).
  var event: String
  /// How the app ended; nil when it stopped answering and had not exited two seconds later.
  var status: TerminationStatus?
  /// Where the app was in its callbacks.
  var position: AppCallbackWatch.Position

  var finding: AppSwitcherFinding {
    let place = position.running.last.map { " in \($0) during '\(event)'" } ?? " during '\(event)'" + position.outsideCallbacks
    guard case .exited(let code)? = status else {
      let how = status.map { "\($0)\(crashHint($0))" } ?? "stopped answering"
      return AppSwitcherFinding(
        .callbackCrashed, "the app crashed\(place): it \(how)",
        fix: "fix the crash; what it wrote is in the report's log (run with SWIFT_BACKTRACE=enable=yes for a backtrace)")
    }
    if event == "launch", position.last == nil {
      return AppSwitcherFinding(
        .launchFailed, "the app exited with status \(code) before it answered the launch: it is not an app built with this package's UIKit",
        fix: "point CFBundleExecutable at the app target, whose @main type adopts UIApplicationDelegate")
    }
    return AppSwitcherFinding(
      .appExited,
      "the app ended itself\(place): it exited with status \(code) (exit), not a crash of its code, though to the person "
        + "it looks like one (Apple's Technical Q&A QA1561); no snapshot is taken of an app that quit, and it launches afresh "
        + "when the person returns",
      fix: "never call exit(_:): an iOS app does not quit itself (Apple's Technical Q&A QA1561); to start afresh, reset what "
        + "the app shows when it returns (sceneWillEnterForeground(_:)) and cover the screen while it is away")
  }
}

extension AppCallbackWatch.Position {
  /// Where the app was when it ran none of its callbacks, for a message: `, after
  /// sceneDidEnterBackground(_:) returned, in work it left running (…)`; empty before any callback.
  var outsideCallbacks: String {
    guard running.isEmpty, let last = lastMethod ?? last else { return "" }
    let work = "(DispatchQueue.main.async, a Timer, another thread)"
    return startedInThisStep
      ? ", after \(last) returned, in work it left running \(work)"
      : ", before any of its callbacks for it started, in work left running after \(last) returned \(work)"
  }
}
