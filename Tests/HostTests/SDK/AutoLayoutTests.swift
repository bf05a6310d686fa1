import Foundation
import Testing
import UIKit

/// The constraint solver and the stack view on the layouts apps write: pinned edges, centring
/// with an intrinsic size, a stack of a logo and a label, safe area and margins, inequalities.
@MainActor @Suite struct AutoLayoutTests {
  func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)) }

  @Test func edgesPinnedToTheSuperviewFillIt() {
    let parent = container()
    let cover = UIView()
    cover.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(cover)
    NSLayoutConstraint.activate([
      cover.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
      cover.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      cover.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      parent.trailingAnchor.constraint(equalTo: cover.trailingAnchor, constant: 20),
    ])
    parent.layoutIfNeeded()
    #expect(cover.frame == CGRect(x: 0, y: 10, width: 380, height: 790))
  }

  /// A centred label takes its intrinsic size, an empty one's zero width included (a size like
  /// any other: it sits at the centre, and the text a scene delegate fills in later grows from there).
  @Test(arguments: ["Ledger", ""])
  func aCentredLabelTakesItsIntrinsicSize(_ text: String) {
    let parent = container()
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
    ])
    parent.layoutIfNeeded()
    let size = label.intrinsicContentSize
    #expect((size.width > 0) == !text.isEmpty && size.height > 0)
    #expect(label.frame == CGRect(x: 200 - size.width / 2, y: 400 - size.height / 2, width: size.width, height: size.height))
  }

  @Test func aVerticalStackCentresALogoAboveALabel() {
    let parent = container()
    let logo = UIView()
    let label = UILabel()
    label.text = "Ledger"
    let stack = UIStackView(arrangedSubviews: [logo, label])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(stack)
    NSLayoutConstraint.activate([
      logo.widthAnchor.constraint(equalToConstant: 64),
      logo.heightAnchor.constraint(equalTo: logo.widthAnchor),
      stack.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      stack.topAnchor.constraint(equalTo: parent.topAnchor, constant: 100),
    ])
    parent.layoutIfNeeded()
    let text = label.intrinsicContentSize
    #expect(logo.frame.size == CGSize(width: 64, height: 64))
    #expect(stack.frame.minY == 100)
    #expect(stack.frame.height == 64 + 12 + text.height)
    #expect(stack.frame.width == max(64, text.width))
    #expect(logo.convert(logo.bounds, to: parent).midX == 200)
    #expect(label.frame.minY == 76, "the label follows the logo and the spacing")
    stack.removeArrangedSubview(logo)
    logo.removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test func guidesAndInequalitiesPlaceTheView() {
    let parent = container()
    parent.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let title = UILabel()
    title.text = "Locked"
    title.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor, constant: 40),
      title.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
      title.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
    ])
    parent.layoutIfNeeded()
    #expect(title.frame.minY == parent.safeAreaInsets.top + 40)
    #expect(title.frame.minX == 16 && title.frame.width == 368)
    #expect(title.frame.height == 60, "the inequality raised the intrinsic height")
  }

  @Test func deactivatedConstraintsNoLongerApply() {
    let parent = container()
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 300)
    width.isActive = true
    parent.layoutIfNeeded()
    #expect(view.frame.width == 300)
    width.isActive = false
    #expect(view.constraints.isEmpty)
  }
}

/// A table asks its data source for the rows that fit on screen, and no more.
@MainActor @Suite struct TableLayoutTests {
  final class Numbers: NSObject, UITableViewDataSource {
    var asked: [Int] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      asked.append(indexPath.row)
      let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      cell.detailTextLabel?.text = "\(indexPath.row * 10)"
      return cell
    }
  }

  /// A content configuration lays its texts out as its constructor says: `subtitleCell()` puts
  /// the secondary text under the text, `cell()` and `valueCell()` on the same line.
  @Test(arguments: [("subtitle", true), ("cell", false), ("value", false)])
  func aConfigurationsSecondaryTextSitsWhereItsKindPutsIt(kind: String, below: Bool) throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var configuration: UIListContentConfiguration =
      switch kind {
      case "subtitle": .subtitleCell()
      case "value": .valueCell()
      default: .cell()
      }
    configuration.text = "Screen Time"
    configuration.secondaryText = "3 h 12 min"
    cell.contentConfiguration = configuration
    cell.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
    cell.layoutIfNeeded()
    let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
    let text = try #require(labels.first { $0.text == "Screen Time" }?.frame)
    let detail = try #require(labels.first { $0.text == "3 h 12 min" }?.frame)
    #expect((detail.minY >= text.maxY) == below, "text \(text), detail \(detail)")
  }

  final class Titled: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Blocked apps" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// A grouped table's section title: upper case, secondary, 16 points in from the edge, its
  /// baseline band at the bottom of a 38-point header (28 for a plain table, in its own case).
  @Test(arguments: [(UITableView.Style.grouped, "BLOCKED APPS", 38.0), (.plain, "Blocked apps", 28.0)])
  func aSectionTitleSitsInsetAtTheBottomOfItsHeader(style: UITableView.Style, text: String, height: Double) throws {
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 400, height: 440), style: style)
    let titled = Titled()
    table.dataSource = titled
    table.layoutIfNeeded()
    let label = try #require(table.subviews.first?.subviews.first as? UILabel)
    #expect(label.text == text)
    #expect(label.frame == CGRect(x: 16, y: height - 24, width: 368, height: 20))
  }

  @Test func onlyTheRowsOnScreenAreMade() {
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 400, height: 440), style: .plain)
    let numbers = Numbers()
    table.dataSource = numbers
    table.layoutIfNeeded()
    #expect(numbers.asked == Array(0..<10), "440 points hold ten 44-point rows")
    #expect(table.visibleCells.count == 10)
    let third = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(third?.frame == CGRect(x: 0, y: 88, width: 400, height: 44))
    #expect(third?.textLabel?.text == "Row 2" && third?.detailTextLabel?.text == "20")
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 10 && table.subviews.count == 10, "a reload replaces the rows")
  }

  /// Hides the even rows: a delegate's height of 0 is a row of no height, not the default.
  final class EvenRowsHidden: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      indexPath.row.isMultiple(of: 2) ? 0 : 30
    }
  }

  @Test func aDelegatesHeightIsTheRowsHeightEvenZero() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 90), style: .plain)
    let numbers = Numbers()
    let hidden = EvenRowsHidden()
    table.dataSource = numbers
    table.delegate = hidden
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 30, width: 400, height: 30))
    #expect(numbers.asked == Array(0..<6), "three 30-point rows and three empty ones fill 90 points")
    table.delegate = nil
    table.rowHeight = UITableView.automaticDimension
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 44, "the automatic height is 44 points")
  }

  /// A table that fills the screen from its top starts its rows below the status bar; one that
  /// starts lower, even by a point, starts them at its own top.
  @Test(arguments: [0.0, 1.0])
  func onlyATableFromTheScreensTopStartsBelowTheStatusBar(top: Double) throws {
    let table = UITableView(frame: CGRect(x: 0, y: top, width: 400, height: UIScreen.main.bounds.height), style: .plain)
    let numbers = Numbers()
    table.dataSource = numbers
    table.layoutIfNeeded()
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(table.safeAreaInsets.top > 0)
    #expect(first.frame.minY == (top == 0 ? table.safeAreaInsets.top : 0), "\(first.frame)")
  }
}


/// A navigation stack pops to its root and no further.
@MainActor @Suite struct NavigationStackTests {
  @Test func popStopsAtTheRootController() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(navigation.popViewController(animated: false) == nil, "the root is never popped")
    #expect(navigation.viewControllers == [root])
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    #expect(navigation.popViewController(animated: false) === detail)
    #expect(navigation.viewControllers == [root] && navigation.topViewController === root)
  }
}

/// A view controller's appearance callbacks, in UIKit's order, when its window shows it and when
/// another root replaces it.
@MainActor @Suite struct ViewControllerAppearanceTests {
  final class Recording: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
  }

  @Test func replacingTheRootEndsTheOldRootsAppearanceOnce() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let first = Recording()
    window.rootViewController = first
    window.makeKeyAndVisible()
    #expect(first.calls == ["willAppear", "didAppear"])
    window.rootViewController = UIViewController()
    #expect(first.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    window.isHidden = true
    let hidden = UIWindow(frame: UIScreen.main.bounds)
    let never = Recording()
    hidden.rootViewController = never
    hidden.rootViewController = UIViewController()
    #expect(never.calls == [], "a root that never appeared does not disappear")
  }
}
