import HostProtocol
import ShieldRendering
import Testing

/// A view's own numbers reach the SVG only as SVG allows them: a negative font size (which an
/// extension may send) is drawn as 0, never as `font-size="-12"`, which no SVG reader accepts.
struct NegativeFontSizeTests {
  @Test func aNegativeFontSizeIsDrawnAsZero() {
    let frame = ViewRect(x: 0, y: 0, width: 155, height: 155)
    let text = ViewNode(kind: .text, typeName: "Text", frame: ViewRect(x: 10, y: 10, width: 100, height: 20), text: "Steps", fontSize: -12)
    let svg = WidgetSVGRenderer.svg(
      widget: ViewNode(frame: frame, children: [text]), family: "systemSmall", locked: false, dimmed: false, title: "t")
    #expect(svg.contains(">Steps<"), "\(svg)")
    #expect(!svg.contains("font-size=\"-"), "\(svg)")
  }
}
