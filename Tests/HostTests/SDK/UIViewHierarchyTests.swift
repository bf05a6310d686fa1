import Foundation
import Testing

@testable import UIKit

/// How a view reorders its subviews, as UIKit does: privacy covers are often raised with
/// `bringSubviewToFront(_:)` when the app resigns, and the App Switcher snapshot draws subviews
/// back to front.
@MainActor @Suite struct UIViewHierarchyTests {
  private func parent(with names: [Int]) -> (UIView, [UIView]) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let children = names.map { tag -> UIView in
      let view = UIView(frame: .zero)
      view.tag = tag
      parent.addSubview(view)
      return view
    }
    return (parent, children)
  }

  @Test func bringingASubviewToTheFrontMakesItTheLastDrawn() {
    let (parent, children) = parent(with: [1, 2, 3])
    parent.bringSubviewToFront(children[0])
    #expect(parent.subviews.map(\.tag) == [2, 3, 1])
    parent.sendSubviewToBack(children[2])
    #expect(parent.subviews.map(\.tag) == [3, 2, 1])
  }

  /// Only a view's own subview moves; another view is left where it is, as UIKit ignores it.
  @Test func aViewThatIsNotASubviewIsNotBroughtToTheFrontOrSentBack() {
    let (parent, _) = parent(with: [1, 2])
    let (other, strangers) = self.parent(with: [9])
    parent.bringSubviewToFront(strangers[0])
    parent.sendSubviewToBack(strangers[0])
    #expect(parent.subviews.map(\.tag) == [1, 2])
    #expect(strangers[0].superview === other)
  }

  /// A view that is first responder, and says whether it lets go.
  private final class Responding: UIView {
    var responding = true
    let letsGo: Bool
    init(letsGo: Bool) {
      self.letsGo = letsGo
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var isFirstResponder: Bool { responding }
    override func resignFirstResponder() -> Bool {
      if letsGo { responding = false }
      return letsGo
    }
  }

  /// `endEditing(_:)`, which apps call before raising a privacy cover, asks the first responder
  /// anywhere inside the view to resign, and answers whether it did.
  @Test func endEditingResignsTheFirstResponderInsideTheView() {
    let (parent, children) = parent(with: [1, 2])
    let field = Responding(letsGo: true)
    children[1].addSubview(field)
    #expect(parent.endEditing(true))
    #expect(!field.isFirstResponder)
    let stubborn = Responding(letsGo: false)
    children[0].addSubview(stubborn)
    #expect(!parent.endEditing(false), "a responder that refuses is reported")
    #expect(UIView(frame: .zero).endEditing(true), "nothing to resign")
  }
}
