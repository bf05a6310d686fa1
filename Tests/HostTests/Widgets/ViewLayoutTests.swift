import HostProtocol
import SwiftUI
import Testing

/// Where SwiftUI places views, as the host lays out an evaluated tree.
@MainActor
struct ViewLayoutTests {
  /// A `ZStack` (and a widget's or a hosted screen's root, which is one) centres each child on
  /// both axes in the space it has.
  @Test func aZStackCentresEachChild() throws {
    let views = try ViewEvaluator.evaluate(
      ZStack {
        Color.red.frame(width: 100, height: 40)
        Color.blue.frame(width: 30, height: 160)
      }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 300, height: 200, showsContainerBackground: true, typeName: "Widget")
    let stack = try #require(root.children.first?.children.first, "\(root)")
    #expect(stack.frame == ViewRect(x: 100, y: 20, width: 100, height: 160), "the stack, as wide and tall as its children, centred")
    let frames = stack.children.map(\.frame)
    #expect(frames == [ViewRect(x: 0, y: 60, width: 100, height: 40), ViewRect(x: 35, y: 0, width: 30, height: 160)], "\(frames)")
  }

  /// A child larger than the space its parent has keeps its size and is placed by the parent's
  /// alignment all the same, as SwiftUI places it (Apple's `fixedSize()` example: the text runs
  /// past both sides of its frame): centred, it spills over both edges, not only past the bottom
  /// or the trailing edge. A widget too full for its family (jckw/Continuum's small widget, whose
  /// last line the host had pushed out of the widget) shows its first and last lines as the phone
  /// does.
  @Test func aChildLargerThanItsSpaceIsCentredAndSpillsOverBothEdges() throws {
    let views = try ViewEvaluator.evaluate(
      VStack(spacing: 0) {
        Color.red.frame(height: 60)
        Color.green.frame(width: 40, height: 40).frame(width: 20, height: 20)
        Color.blue.frame(height: 60)
      }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 100, height: 100, showsContainerBackground: true, typeName: "Widget")
    let stack = try #require(root.children.first?.children.first, "\(root)")
    #expect(stack.frame == ViewRect(x: 0, y: -20, width: 100, height: 140), "the stack, taller than the widget, centred")
    let framed = try #require(stack.children.dropFirst().first?.children.first, "\(stack)")
    #expect(framed.frame == ViewRect(x: -10, y: -10, width: 40, height: 40), "a view larger than its frame, centred in it")
  }

  /// `safeAreaPadding` (iOS 17) insets a widget's content as `padding` does: the content has no
  /// safe area of its own.
  @Test func safeAreaPaddingInsetsTheContent() throws {
    let views = try ViewEvaluator.evaluate(
      Color.red.safeAreaPadding(.horizontal, 10).safeAreaPadding(EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0)),
      in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 100, height: 50, showsContainerBackground: true, typeName: "Widget")
    // Each frame is its parent's: the colour's own frame, added up from the root.
    var node = root
    var (x, y) = (0.0, 0.0)
    while node.backgroundColor == nil, let child = node.children.first {
      node = child
      (x, y) = (x + child.frame.x, y + child.frame.y)
    }
    #expect(ViewRect(x: x, y: y, width: node.frame.width, height: node.frame.height) == ViewRect(x: 10, y: 4, width: 80, height: 46), "\(root)")
  }

  /// The host draws a `Gauge` (and a `ProgressView`) as a track along its bottom with its labels
  /// stacked above it, 2 points apart, the way a linear gauge reads on the phone.
  @Test func aGaugeStacksItsLabelsTwoPointsApartAboveItsTrack() throws {
    let views = try ViewEvaluator.evaluate(
      Gauge(value: 0.5) { Text("Water") } currentValueLabel: { Text("50%") }.frame(width: 120, height: 60),
      in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 120, height: 60, showsContainerBackground: true, typeName: "Widget")
    let gauge = try #require(Self.first(holding: "track", in: root), "\(root)")
    let labels = gauge.children.filter { $0.kind == .text }
    try #require(labels.count == 2, "\(gauge)")
    #expect(labels[1].frame.y == labels[0].frame.maxY + 2, "\(labels.map(\.frame))")
    let track = try #require(gauge.children.first { $0.typeName == "track" })
    #expect(track.frame.maxY == gauge.frame.height)
    #expect(labels[1].frame.maxY <= track.frame.y)
  }

  /// A gauge's value fills its track from the leading edge by the value's fraction, so a
  /// quarter-full gauge reads a quarter full.
  @Test(arguments: [0.0, 0.25, 1.0])
  func aGaugesValueFillsItsTrackFromTheLeadingEdge(_ value: Double) throws {
    let views = try ViewEvaluator.evaluate(
      Gauge(value: value) { Text("Water") }.frame(width: 120, height: 40), in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 120, height: 40, showsContainerBackground: true, typeName: "Widget")
    let gauge = try #require(Self.first(holding: "track", in: root), "\(root)")
    let track = try #require(gauge.children.first { $0.typeName == "track" })
    let filled = try #require(gauge.children.first { $0.typeName == "value" }, "\(gauge)")
    #expect(filled.frame == ViewRect(x: track.frame.x, y: track.frame.y, width: track.frame.width * value, height: track.frame.height))
  }

  /// A vertical `ScrollView` (the default) stacks its content down the screen, a horizontal one
  /// across it, as the first screenful shows before any scrolling.
  @Test(arguments: [(Axis.Set.vertical, true), (.horizontal, false)])
  func aScrollViewStacksItsContentAlongItsAxis(_ axes: Axis.Set, _ downward: Bool) throws {
    let views = try ViewEvaluator.evaluate(
      ScrollView(axes) { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40) },
      in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 300, height: 300, showsContainerBackground: true, typeName: "Widget")
    let scroll = try #require(Self.first(named: "ScrollView", in: root), "\(root)")
    let frames = scroll.children.map(\.frame)
    try #require(frames.count == 2, "\(scroll)")
    #expect(downward ? frames[1].y > frames[0].y && frames[1].x == frames[0].x : frames[1].x > frames[0].x && frames[1].y == frames[0].y, "\(frames)")
  }

  /// The first node, depth first, of type `typeName`.
  /// A `frame` wider and taller than its view places the view by its alignment: at an edge or a
  /// corner it names, centred along an axis it does not.
  @Test(arguments: [
    (Alignment.topLeading, 0.0, 0.0), (.bottomTrailing, 160, 80), (.center, 80, 40), (.leading, 0, 40), (.top, 80, 0),
    (.trailing, 160, 40), (.bottom, 80, 80),
  ])
  func aFrameWithRoomPlacesItsViewByItsAlignment(_ alignment: Alignment, _ x: Double, _ y: Double) throws {
    let views = try ViewEvaluator.evaluate(
      Color.red.frame(width: 40, height: 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment),
      in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 200, height: 100, showsContainerBackground: true, typeName: "Widget")
    let outer = try #require(Self.first(named: "Color", in: root), "\(root)")
    #expect(outer.frame == ViewRect(x: 0, y: 0, width: 200, height: 100), "the frame takes all it is offered")
    #expect(outer.children.first?.frame == ViewRect(x: x, y: y, width: 40, height: 20), "\(outer.children.map(\.frame))")
  }

  /// A stack lines its children up across its axis by its alignment: a `VStack`'s leading or
  /// trailing edges, an `HStack`'s tops or bottoms, a `ZStack`'s corner.
  @Test func aStacksAlignmentLinesUpItsChildren() throws {
    func frames(_ view: some View) throws -> [ViewRect] {
      let views = try ViewEvaluator.evaluate(view, in: EnvironmentValues())
      let root = ViewLayout.layout(views, width: 300, height: 300, showsContainerBackground: true, typeName: "Widget")
      return try #require(root.children.first?.children.first, "\(root)").children.map(\.frame)
    }
    let wide = Color.red.frame(width: 100, height: 10)
    let narrow = Color.blue.frame(width: 40, height: 10)
    #expect(try frames(VStack(alignment: .leading, spacing: 0) { wide; narrow }).map(\.x) == [0, 0])
    #expect(try frames(VStack(alignment: .trailing, spacing: 0) { wide; narrow }).map(\.x) == [0, 60])
    #expect(try frames(VStack(spacing: 0) { wide; narrow }).map(\.x) == [0, 30])
    let tall = Color.red.frame(width: 10, height: 100)
    let short = Color.blue.frame(width: 10, height: 40)
    #expect(try frames(HStack(alignment: .top, spacing: 0) { tall; short }).map(\.y) == [0, 0])
    #expect(try frames(HStack(alignment: .bottom, spacing: 0) { tall; short }).map(\.y) == [0, 60])
    let corner = try frames(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 100, height: 40); Color.blue.frame(width: 30, height: 160) })
    #expect(corner == [ViewRect(x: 0, y: 120, width: 100, height: 40), ViewRect(x: 70, y: 0, width: 30, height: 160)], "\(corner)")
  }

  /// A fixed `frame(width:)` makes a flexible view (a colour) fixed along that axis: a stack
  /// measures it with the texts, before its flexible children, so a text beside it is offered
  /// only what the frame leaves and wraps there.
  @Test func aFixedFrameMakesAFlexibleViewFixedAlongItsAxis() throws {
    let views = try ViewEvaluator.evaluate(
      HStack(spacing: 0) { Color.red.frame(width: 200, height: 20); Text("Thesis chapter 3 of the long book") },
      in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 300, height: 300, showsContainerBackground: true, typeName: "Widget")
    let frames = try #require(root.children.first?.children.first, "\(root)").children.map(\.frame)
    #expect(frames.count == 2 && frames[0].width == 200, "\(frames)")
    #expect(frames.count == 2 && frames[1].x == 200 && frames[1].width <= 100, "the text wraps in what the frame leaves: \(frames)")
  }

  /// A navigation stack's screen starts below the status bar and the navigation bar's row, with
  /// its large title at the leading margin (16) and a list's rows at theirs (20), as the phone
  /// lays out a titled list, not centred in the screen.
  @Test func aTitledListSitsBelowTheNavigationBarFromTheLeadingEdge() throws {
    let views = try ViewEvaluator.evaluate(
      NavigationStack { List { Text("Cards"); Text("Balance 1,250.00") }.navigationTitle("Wallet") }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 393, height: 852, showsContainerBackground: true, typeName: "UIHostingController")
    let texts = Self.texts(in: root)
    let barBottom = Double(UIScreen.main.navigationBarBottom)
    #expect(texts.map(\.text) == ["Wallet", "Cards", "Balance 1,250.00"])
    #expect(texts.map(\.frame.x) == [16, 20, 20], "\(texts)")
    #expect(texts[0].frame.y >= barBottom && texts[0].frame.y < barBottom + 20, "\(texts[0].frame) below \(barBottom)")
    #expect(texts[1].frame.y > texts[0].frame.maxY && texts[2].frame.y > texts[1].frame.maxY, "\(texts)")
  }

  /// A navigation title has a bar to show it only inside a navigation container: alone, in a tab
  /// or in a widget it draws nothing, and its text is not read as shown.
  @Test func aNavigationTitleShowsOnlyInsideANavigationContainer() throws {
    func texts<V: View>(_ view: V) throws -> [String] {
      let views = try ViewEvaluator.evaluate(view, in: EnvironmentValues())
      return Self.texts(in: ViewLayout.layout(views, width: 393, height: 852, showsContainerBackground: true, typeName: "UIHostingController")).map(\.text)
    }
    #expect(try texts(List { Text("Cards") }.navigationTitle("Wallet")) == ["Cards"])
    #expect(try texts(TabView { Text("Cards").navigationTitle("Wallet").tabItem { Text("Home") } }).contains("Wallet") == false)
    #expect(try texts(NavigationView { Text("Cards").navigationTitle(Text("Wallet")) }) == ["Wallet", "Cards"])
    #expect(try texts(NavigationSplitView { Text("Cards").navigationTitle("Wallet") } detail: { Text("Detail") }) == ["Wallet", "Cards"])
  }

  /// Every text of `node`'s tree with its frame in `node`'s coordinates, depth first.
  private static func texts(in node: ViewNode, offset: (x: Double, y: Double) = (0, 0)) -> [(text: String, frame: ViewRect)] {
    let origin = (x: offset.x + node.frame.x, y: offset.y + node.frame.y)
    var found: [(text: String, frame: ViewRect)] = []
    if let text = node.text {
      found.append((text, ViewRect(x: origin.x, y: origin.y, width: node.frame.width, height: node.frame.height)))
    }
    for child in node.children { found += texts(in: child, offset: origin) }
    return found
  }

  private static func first(named typeName: String, in node: ViewNode) -> ViewNode? {
    if node.typeName == typeName { return node }
    for child in node.children { if let found = first(named: typeName, in: child) { return found } }
    return nil
  }

  /// The first node, depth first, with a child of type `typeName`.
  /// A stack shares its length as SwiftUI does: a text beside a frame of infinite width keeps its
  /// own width and stays in the widget, the frame takes the rest; a `GeometryReader`-like colour
  /// beside texts takes what they leave. (Each child used to be offered the whole stack, so the
  /// flexible one took everything and pushed the figures out of the widget, unread.)
  @Test func aFlexibleChildTakesWhatTheOthersLeave() throws {
    let views = try ViewEvaluator.evaluate(
      VStack {
        HStack {
          Text("Balance").frame(maxWidth: .infinity, alignment: .leading)
          Text("$4,210.55")
        }
        HStack {
          Text("CPU")
          Color.green.frame(height: 6)
          Text("23%")
        }
      }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 170, height: 170, showsContainerBackground: true, typeName: "Widget")
    var texts: [(String, ViewRect)] = []
    func collect(_ node: ViewNode, x: Double, y: Double) {
      let frame = ViewRect(x: x + node.frame.x, y: y + node.frame.y, width: node.frame.width, height: node.frame.height)
      if let text = node.text { texts.append((text, frame)) }
      for child in node.children { collect(child, x: frame.x, y: frame.y) }
    }
    collect(root, x: 0, y: 0)
    #expect(texts.map(\.0) == ["Balance", "$4,210.55", "CPU", "23%"])
    for (text, frame) in texts {
      #expect(frame.x >= 0 && frame.maxX <= 170, "\(text) lies in the widget: \(frame)")
    }
    let balance = try #require(texts.first { $0.0 == "$4,210.55" }).1
    // The least flexible child is offered its equal share first (81 of the 162 left by the spacing).
    #expect(balance.width == 81, "\(balance)")
  }

  private static func first(holding typeName: String, in node: ViewNode) -> ViewNode? {
    if node.children.contains(where: { $0.typeName == typeName }) { return node }
    for child in node.children { if let found = first(holding: typeName, in: child) { return found } }
    return nil
  }

  /// `offset(x:y:)` draws the view moved without moving what is around it, so a text pushed out
  /// of the widget by an offset is out of it, as on the phone.
  @Test func anOffsetMovesTheViewAndNotItsNeighbours() throws {
    let views = try ViewEvaluator.evaluate(
      VStack(spacing: 0) {
        Text("Moved").offset(x: 30, y: -5)
        Text("Still")
      }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 200, height: 100, showsContainerBackground: true, typeName: "Widget")
    let unmoved = try ViewEvaluator.evaluate(
      VStack(spacing: 0) {
        Text("Moved")
        Text("Still")
      }, in: EnvironmentValues())
    let plain = ViewLayout.layout(unmoved, width: 200, height: 100, showsContainerBackground: true, typeName: "Widget")
    let moved = Self.texts(in: root), before = Self.texts(in: plain)
    let shifted = try #require(moved.first { $0.text == "Moved" }?.frame), original = try #require(before.first { $0.text == "Moved" }?.frame)
    #expect(shifted.x == original.x + 30 && shifted.y == original.y - 5, "\(shifted) against \(original)")
    #expect(moved.first { $0.text == "Still" }?.frame == before.first { $0.text == "Still" }?.frame, "its neighbour stays")
  }
}
