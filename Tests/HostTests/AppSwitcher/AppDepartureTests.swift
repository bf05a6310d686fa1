import Glibc
import HostProtocol
import Testing

@testable import HostEngine

/// The finding for an app that ended on its own names what it did (a crash, an exit) where it did
/// it: in the callback it was running, after the step's callbacks returned, or before any of them.
struct AppDepartureTests {
  typealias Position = AppCallbackWatch.Position

  @Test func anExitInACallbackIsTheAppEndingItselfThere() {
    let position = Position(running: ["sceneDidEnterBackground(_:)"], last: "sceneDidEnterBackground(_:)",
      lastMethod: "sceneDidEnterBackground(_:)", startedInThisStep: true)
    let finding = AppDeparture(event: "background", status: .exited(0), position: position).finding
    #expect(finding.kind == .appExited)
    #expect(finding.message.hasPrefix("the app ended itself in sceneDidEnterBackground(_:) during 'background': it exited with status 0"))
  }

  @Test func aCrashBeforeTheStepsCallbacksIsInWorkTheLastMethodLeft() {
    let position = Position(running: [], last: "UIApplicationDidEnterBackgroundNotification",
      lastMethod: "sceneDidEnterBackground(_:)", startedInThisStep: false)
    let finding = AppDeparture(event: "foreground", status: .signaled(SIGILL), position: position).finding
    #expect(finding.kind == .callbackCrashed)
    #expect(finding.message.hasPrefix(
      "the app crashed during 'foreground', before any of its callbacks for it started, in work left running after "
        + "sceneDidEnterBackground(_:) returned"), "\(finding.message)")
    #expect(finding.message.contains("SIGILL (a Swift runtime trap"), "\(finding.message)")
  }

  @Test func anExitBeforeAnyCallbackOfTheLaunchIsNoAppBuiltWithThisUIKit() {
    let finding = AppDeparture(event: "launch", status: .exited(1), position: Position()).finding
    #expect(finding.kind == .launchFailed)
    #expect(finding.message.hasPrefix("the app exited with status 1 before it answered the launch"))
  }

  @Test func anExitInALaunchCallbackEndedTheApp() {
    let position = Position(running: ["application(_:didFinishLaunchingWithOptions:)"],
      last: "application(_:didFinishLaunchingWithOptions:)", lastMethod: "application(_:didFinishLaunchingWithOptions:)",
      startedInThisStep: true)
    let finding = AppDeparture(event: "launch", status: .exited(0), position: position).finding
    #expect(finding.kind == .appExited)
    #expect(finding.message.contains(" in application(_:didFinishLaunchingWithOptions:) during 'launch'"))
  }

  @Test func anAppThatStoppedAnsweringWithoutExitingIsStillNamed() {
    let finding = AppDeparture(event: "active", status: nil, position: Position()).finding
    #expect(finding.kind == .callbackCrashed)
    #expect(finding.message == "the app crashed during 'active': it stopped answering")
  }

  /// The announcements of a background step (the delegate method, then the notifications, each
  /// started and returned), then the next step begins and the app dies before any of its callbacks.
  @Test func theAnnouncementsPlaceADeathBetweenTwoStepsAfterTheLastMethod() {
    var position = Position()
    position.beginStep()
    for name in ["sceneDidEnterBackground(_:)", "UISceneDidEnterBackgroundNotification"] {
      position.record(AppCallbackNotification(callback: name))
      #expect(position.running == [name])
      position.record(AppCallbackNotification(callback: name, returned: true))
    }
    #expect(position.running.isEmpty)
    #expect(position.outsideCallbacks.hasPrefix(", after sceneDidEnterBackground(_:) returned, in work it left running"))
    position.beginStep()
    #expect(position.outsideCallbacks.hasPrefix(
      ", before any of its callbacks for it started, in work left running after sceneDidEnterBackground(_:) returned"),
      "\(position.outsideCallbacks)")
    position.record(AppCallbackNotification(callback: "sceneWillEnterForeground(_:)"))
    #expect(position.outsideCallbacks == "", "inside a callback the callback is named, not work outside one")
  }
}
