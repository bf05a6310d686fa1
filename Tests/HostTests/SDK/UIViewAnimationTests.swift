import Foundation
import HostProtocol
import Testing

@testable import UIKit

/// `UIView.animate` on the simulated clock, as the App Switcher snapshot sees it.
@MainActor @Suite struct UIViewAnimationTests {
  /// An animation of no duration is no animation (as on iOS): the snapshot shows the new value at
  /// once, so a cover a scene delegate fades in with `withDuration: 0` is already opaque.
  @Test func aZeroDurationAnimationShowsTheNewValueAtOnce() {
    let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    cover.alpha = 0
    UIView.animate(withDuration: 0) { cover.alpha = 1 }
    #expect(ViewCapture.node(cover).alpha == 1)
  }
}
