import Testing

@testable import HostProtocol

/// `WindowNode.levelName` writes a window's level as UIKit's names do, as the App Switcher
/// report and the screen picture quote it.
struct WindowLevelNameTests {
  private func name(_ level: Double) -> String {
    WindowNode(level: level, visibleOrder: 0, isKey: false, root: ViewNode(frame: .zero)).levelName
  }

  /// A level that is exactly one of UIKit's named levels is that name alone, with no `+ 0` or `- 0`.
  @Test(arguments: [(0.0, ".normal"), (1000.0, ".statusBar"), (2000.0, ".alert")])
  func aNamedLevelIsItsBareName(_ level: Double, _ expected: String) {
    #expect(name(level) == expected)
  }
}
