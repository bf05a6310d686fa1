import Foundation
import Testing
import UIKit

/// A view's layer speaks for its view; a layer of its own keeps its own properties and its place.
@MainActor
struct CALayerTests {
  @Test func aViewsLayerSpeaksForItsViewAndALayerOfItsOwnKeepsItsPlace() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layer.isHidden = true
    #expect(view.isHidden)
    view.layer.backgroundColor = UIColor.red.cgColor
    #expect(view.backgroundColor == .red)
    let cover = CALayer()
    cover.frame = view.bounds
    cover.isHidden = true
    view.layer.addSublayer(cover)
    #expect(cover.isHidden && !view.layer.sublayers!.isEmpty)
    #expect(cover.superlayer === view.layer)
    // A view's own layer stays with its view.
    let other = UIView()
    view.layer.addSublayer(other.layer)
    #expect(view.layer.sublayers?.count == 1)
    cover.removeFromSuperlayer()
    #expect(view.layer.sublayers == nil && cover.superlayer == nil)
  }
}
