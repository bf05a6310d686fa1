import Foundation
import HostProtocol
import Testing

@testable import UIKit

/// UIKit's controls as the App Switcher captures them: a button's title and image, a segmented
/// control's segments, a presented alert's title, message, fields and buttons; and the actions a
/// control runs when it sends them.
@MainActor @Suite struct UIKitControlsTests {
  private func texts(_ view: UIView) -> [String] {
    func walk(_ node: ViewNode) -> [String] { (node.text.map { [$0] } ?? []) + node.children.flatMap(walk) }
    view.layoutIfNeeded()
    return walk(ViewCapture.node(view)).filter { !$0.isEmpty }
  }

  @Test func aButtonShowsItsTitleAndImageFromEitherForm() {
    let classic = UIButton(type: .system)
    classic.setTitle("Unlock", for: .normal)
    classic.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    #expect(texts(classic) == ["Unlock"])
    #expect(classic.title(for: .highlighted) == "Unlock" && classic.currentTitle == "Unlock")

    var configuration = UIButton.Configuration.filled()
    configuration.title = "Add card"
    configuration.image = UIImage(systemName: "plus")
    configuration.imagePadding = 8
    let modern = UIButton(configuration: configuration)
    modern.frame = CGRect(origin: .zero, size: modern.intrinsicContentSize)
    modern.layoutIfNeeded()
    #expect(texts(modern) == ["Add card"])
    let captured = ViewCapture.node(modern)
    #expect(captured.children.contains { $0.imageName == "plus" })
    // The image sits before the title, inside the button.
    let image = modern.imageView?.frame ?? .null
    let title = modern.titleLabel?.frame ?? .null
    #expect(image.maxX <= title.minX && title.maxX <= modern.bounds.width && image.width > 0 && title.width > 0)
  }

  @Test func aControlRunsTheActionsAddedForAnEvent() {
    var ran: [String] = []
    let button = UIButton(primaryAction: UIAction(title: "Go") { action in ran.append(action.title) })
    #expect(button.currentTitle == "Go")
    let other = UIAction(title: "Other") { _ in ran.append("other") }
    button.addAction(other, for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    button.sendActions(for: .touchUpInside)
    button.removeAction(other, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(ran == ["Go", "other"])
  }

  @Test func segmentsSwitchesAndProgressKeepTheirValues() {
    let segments = UISegmentedControl(items: ["Debit", "Credit"])
    segments.insertSegment(withTitle: "Both", at: 2, animated: false)
    segments.selectedSegmentIndex = 1
    segments.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    #expect(texts(segments) == ["Debit", "Credit", "Both"])
    #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 1) == "Credit")
    let toggle = UISwitch()
    toggle.setOn(true, animated: false)
    #expect(toggle.isOn && toggle.bounds.size == CGSize(width: 51, height: 31))
    let progress = UIProgressView(progressViewStyle: .default)
    progress.setProgress(0.4, animated: true)
    #expect(progress.progress == 0.4)
  }

  @Test func anAlertShowsItsWordsAndButtons() {
    let alert = UIAlertController(title: "Sign out?", message: "You will need your password.", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Password" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
    alert.loadViewIfNeeded()
    let shown = texts(alert.view)
    #expect(shown == ["Sign out?", "You will need your password.", "Password", "Cancel", "Sign Out"])
    #expect(alert.modalPresentationStyle == .overFullScreen && alert.actions.count == 2 && alert.textFields?.count == 1)
  }

  @Test func barButtonItemsAreKeptByTheirNavigationItem() {
    let controller = UIViewController()
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
    controller.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit"), .flexibleSpace()]
    #expect(controller.navigationItem.rightBarButtonItem?.systemItem == .add)
    #expect(controller.navigationItem.leftBarButtonItems?.first?.title == "Edit")
  }
}
