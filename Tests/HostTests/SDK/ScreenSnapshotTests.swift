import Foundation
import HostProtocol
import Testing

@testable import UIKit

/// `UIScreen.snapshotView(afterScreenUpdates:)`, which App Switcher covers blur (prongbang's
/// DataLeakageSwift): a frozen picture of the app's visible windows, back to front.
@MainActor @Suite struct ScreenSnapshotTests {
  private func texts(_ node: ViewNode) -> [String] { (node.text.map { [$0] } ?? []) + node.children.flatMap(texts) }

  private func window(level: UIWindow.Level, text: String, shown: Bool) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.windowLevel = level
    let label = UILabel(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
    label.text = text
    window.addSubview(label)
    window.isHidden = !shown
    return window
  }

  @Test func aScreenSnapshotShowsTheVisibleWindowsFrozenAndNotTheHiddenOnes() throws {
    let shown = window(level: .normal, text: "Balance 1,204.50", shown: true)
    let hidden = window(level: .normal, text: "Not on screen", shown: false)
    let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: false)
    #expect(snapshot.frame == UIScreen.main.bounds)
    let read = texts(ViewCapture.node(snapshot))
    #expect(read.contains("Balance 1,204.50"))
    #expect(!read.contains("Not on screen"), "a hidden window is not on the screen")
    (shown.subviews.first as? UILabel)?.text = "changed"
    #expect(texts(ViewCapture.node(snapshot)).contains("Balance 1,204.50"), "the picture is frozen")
    withExtendedLifetime((shown, hidden)) {}
  }

  /// Windows are drawn back to front by level, whatever the order they were made in.
  @Test func aHigherWindowIsDrawnOverALowerOneMadeAfterIt() throws {
    let alert = window(level: .alert, text: "alert window", shown: true)
    let normal = window(level: .normal, text: "normal window", shown: true)
    let picture = try #require(
      ViewCapture.node(UIScreen.main.snapshotView(afterScreenUpdates: false)).children.first {
        $0.typeName == ViewNode.snapshotPictureTypeName
      })
    let read = picture.children.flatMap(texts)
    let lower = try #require(read.firstIndex(of: "normal window"))
    let upper = try #require(read.firstIndex(of: "alert window"))
    #expect(lower < upper)
    withExtendedLifetime((alert, normal)) {}
  }
}
