import HostProtocol
@testable import ShieldRendering
import SwiftUI
import Testing
import WidgetKit

/// Shapes as SwiftUI draws them: a circle is the circle of the largest square centred in its
/// frame, a capsule's corners are half its shorter side, a rounded rectangle keeps its radius,
/// and `cornerRadius(_:)` and `clipShape(_:)` clip to those outlines. The renderer draws each
/// outline (an `ellipse`, a `rect` with `rx`) for the background and the clip.
@MainActor
struct ShapeOutlineTests {
  private func placed(_ view: some View, width: Double = 100, height: Double = 60, in environment: EnvironmentValues = EnvironmentValues())
    throws -> ViewNode
  {
    let views = try ViewEvaluator.evaluate(view, in: environment)
    return ViewLayout.layout(views, width: width, height: height, showsContainerBackground: true, typeName: "Widget")
  }

  private func first(_ node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(node) { return node }
    for child in node.children { if let found = first(child, where: matches) { return found } }
    return nil
  }

  @Test func aCircleIsTheLargestSquareCentredAndAnEllipse() throws {
    let root = try placed(Circle().fill(.red))
    let circle = try #require(first(root) { $0.typeName == "Circle" }, "\(root)")
    #expect(circle.isEllipse == true)
    #expect(circle.frame.width == 60 && circle.frame.height == 60, "\(circle.frame)")
    let ellipse = try #require(first(try placed(Ellipse())) { $0.typeName == "Ellipse" })
    #expect(ellipse.isEllipse == true && ellipse.frame.width == 100, "an ellipse fills its frame: \(ellipse.frame)")
  }

  @Test func roundedShapesCarryTheirRadius() throws {
    let capsule = try #require(first(try placed(Capsule())) { $0.typeName == "Capsule" })
    #expect(capsule.cornerRadius == 30, "half the shorter side")
    let rounded = try #require(first(try placed(RoundedRectangle(cornerRadius: 12))) { $0.typeName == "RoundedRectangle" })
    #expect(rounded.cornerRadius == 12)
    let rectangle = try #require(first(try placed(Rectangle())) { $0.typeName == "Rectangle" })
    #expect(rectangle.cornerRadius == nil && rectangle.isEllipse == nil)
  }

  @Test func cornerRadiusAndClipShapeClipTheirContentToTheOutline() throws {
    let corner = try placed(Color.blue.cornerRadius(9))
    let clipped = try #require(first(corner) { $0.cornerRadius != nil }, "\(corner)")
    #expect(clipped.cornerRadius == 9 && clipped.clipsToBounds)

    let avatar = try placed(Color.blue.clipShape(Circle()))
    let circle = try #require(first(avatar) { $0.isEllipse == true }, "\(avatar)")
    #expect(circle.clipsToBounds)
    #expect(circle.frame == ViewRect(x: 20, y: 0, width: 60, height: 60), "the centred square: \(circle.frame)")
    let content = try #require(circle.children.first)
    #expect(content.frame.x == -20 && content.frame.width == 100, "the content keeps its place: \(content.frame)")
  }

  @Test(arguments: [
    (WidgetFamily.accessoryCircular, Double?.none, Bool?.some(true)), (.systemSmall, 22, nil), (.accessoryRectangular, 11, nil),
  ])
  func aContainerRelativeShapeTakesTheWidgetsOutline(_ family: WidgetFamily, _ radius: Double?, _ ellipse: Bool?) throws {
    var environment = EnvironmentValues()
    environment.setWidget(family: family, renderingMode: .fullColor, showsContainerBackground: true)
    let root = try placed(ContainerRelativeShape(), width: 76, height: 76, in: environment)
    let shape = try #require(first(root) { $0.typeName == "ContainerRelativeShape" })
    #expect(shape.cornerRadius == radius && shape.isEllipse == ellipse, "\(family): \(shape)")
  }

  /// `containerShape(_:)` gives the `ContainerRelativeShape`s inside it that shape's outline, in
  /// place of the widget's; outside it they keep the widget's.
  @Test func containerShapeSetsTheOutlineOfTheRelativeShapesInside() throws {
    var environment = EnvironmentValues()
    environment.setWidget(family: .systemSmall, renderingMode: .fullColor, showsContainerBackground: true)
    let view = VStack {
      ContainerRelativeShape().containerShape(.rect(cornerRadius: 8))
      ContainerRelativeShape().containerShape(Capsule())
      ContainerRelativeShape()
    }
    let root = try placed(view, width: 170, height: 170, in: environment)
    var shapes: [ViewNode] = []
    func collect(_ node: ViewNode) {
      if node.typeName == "ContainerRelativeShape" { shapes.append(node) }
      node.children.forEach(collect)
    }
    collect(root)
    #expect(shapes.count == 3, "\(root)")
    #expect(shapes.first?.cornerRadius == 8, "the rectangle it was given: \(shapes)")
    #expect(shapes.dropFirst().first.map { $0.cornerRadius == $0.frame.height / 2 } == true, "a capsule: \(shapes)")
    #expect(shapes.last?.cornerRadius == 22, "the widget's own corners outside: \(shapes)")
  }

  @Test func theRendererDrawsEachOutline() {
    let frame = ViewRect(x: 10, y: 20, width: 100, height: 40)
    let ellipse = ScreenSVGRenderer.outline(of: ViewNode(frame: frame, isEllipse: true), at: frame)
    #expect(ellipse.tag == "ellipse")
    #expect(ellipse.attributes.map(\.1) == ["60", "40", "50", "20"], "\(ellipse.attributes)")
    let capsule = ScreenSVGRenderer.outline(of: ViewNode(frame: frame, cornerRadius: 500), at: frame)
    #expect(capsule.tag == "rect" && capsule.attributes.contains { $0 == ("rx", "20") }, "clamped to half the height")
    let square = ScreenSVGRenderer.outline(of: ViewNode(frame: frame), at: frame)
    #expect(square.tag == "rect" && !square.attributes.contains { $0.0 == "rx" })
  }

  /// A widget is cut to its family's outline, and an accessory is drawn vibrant, as the Lock
  /// Screen draws it; a home screen widget keeps its colours.
  @Test func aWidgetPictureIsCutToItsFamilyAndAnAccessoryIsVibrant() {
    let circular = WidgetSVGRenderer.svg(
      widget: ViewNode(frame: ViewRect(x: 0, y: 0, width: 76, height: 76), backgroundColor: ShieldColor(red: 1, green: 0, blue: 0)),
      family: "accessoryCircular", locked: true, dimmed: false, title: "circular")
    #expect(circular.contains("<ellipse"), "the circle's outline")
    #expect(circular.contains("feColorMatrix"), "vibrant")
    let small = WidgetSVGRenderer.svg(
      widget: ViewNode(frame: ViewRect(x: 0, y: 0, width: 170, height: 170)), family: "systemSmall", locked: false, dimmed: false,
      title: "small")
    #expect(small.contains("rx=\"22\""), "the home screen's rounded corners")
    #expect(!small.contains("feColorMatrix"), "full colour on the home screen")
  }

  /// An image is drawn as a grey block, with its name only where the name fits: an SF Symbol the
  /// size of a glyph beside a label would otherwise have its name drawn over the label.
  @Test func anImagesNameIsDrawnOnlyWhereItFits() {
    func svg(_ width: Double, _ height: Double) -> String {
      let image = ViewNode(kind: .image, typeName: "Image", frame: ViewRect(x: 0, y: 0, width: width, height: height), imageName: "moon.fill")
      let tree = ScreenTree(width: 390, height: 844, windows: [WindowNode(level: 0, visibleOrder: 0, isKey: true, root: image)])
      return ScreenSVGRenderer.svg(for: tree, title: "image")
    }
    #expect(!svg(14, 14).contains(">moon.fill<"), "a glyph-sized symbol: no name over its neighbours")
    #expect(svg(120, 60).contains(">moon.fill<"), "a picture-sized image keeps its name")
  }

  /// The inline accessory is drawn in the date's line above the clock, the others under it.
  @Test func theInlineAccessorySitsAboveTheClock() throws {
    func widgetTop(_ family: String, _ size: (Double, Double)) throws -> Double {
      let svg = WidgetSVGRenderer.svg(
        widget: ViewNode(kind: .text, typeName: "Marker", frame: ViewRect(x: 0, y: 0, width: size.0, height: size.1), text: "MARK"),
        family: family, locked: true, dimmed: false, title: family)
      let line = try #require(svg.split(separator: "\n").first { $0.contains(">MARK<") })
      let match = try #require(line.firstMatch(of: /y="([0-9.]+)"/))
      return try #require(Double(String(match.output.1)))
    }
    #expect(try widgetTop("accessoryInline", (257, 26)) < 120, "above the clock")
    #expect(try widgetTop("accessoryRectangular", (172, 76)) > 220, "under the clock")
  }

  /// A system family seen locked is in StandBy: the phone on its side, black, no Lock Screen
  /// clock, the widget in the left half without the white background a home screen widget gets
  /// (its render has no container background there: `StandByTests`).
  @Test func aLockedHomeScreenWidgetIsDrawnInStandBy() throws {
    let views = try ViewEvaluator.evaluate(Text("MARK"), in: EnvironmentValues())
    let widget = ViewLayout.layout(views, width: 170, height: 170, showsContainerBackground: false, typeName: "W")
    let standBy = WidgetSVGRenderer.svg(widget: widget, family: "systemSmall", locked: true, dimmed: false, title: "StandBy")
    #expect(standBy.contains("width=\"844\" height=\"390\""), "on its side")
    #expect(!standBy.contains(">9:41<"), "no Lock Screen clock")
    #expect(standBy.contains(">MARK<"), "the content")
    #expect(standBy.firstMatch(of: /<rect[^>]*fill="#ffffff"/) == nil, "no white widget background: \(standBy)")
    let home = WidgetSVGRenderer.svg(widget: widget, family: "systemSmall", locked: false, dimmed: false, title: "Home")
    #expect(home.contains("width=\"390\" height=\"844\"") && home.firstMatch(of: /<rect[^>]*fill="#ffffff"/) != nil, "the home screen's white widget")
  }
}
