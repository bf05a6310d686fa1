package import HostProtocol
import Foundation

/// Lays out an evaluated view tree in a size and turns it into the wire's `ViewNode`s, which the
/// host reads (`Legibility`) and draws (`ScreenSVGRenderer`).
///
/// A small model of SwiftUI's layout, enough to place what widgets use: text is as wide as its
/// characters (0.55 em each) up to the width offered, wrapping into lines of 1.2 em; images are
/// 1.2 em squares; colours, shapes and backdrops fill what they are offered; stacks share their
/// length as SwiftUI does (the least flexible child first, each offered an equal share of what
/// is left), place their children with their spacing (8 by default), lined up across by their
/// alignment, and give what is left to their spacers, centred otherwise; `padding` insets; `frame` fixes or widens and
/// places its view by its alignment; backgrounds and overlays take their view's frame. Alignment
/// guides, priorities and text measurement by font are not modelled.
package enum ViewLayout {
  /// The root of a widget of `size`: a view holding `views` laid out in it, centred as a
  /// widget's content is, inside `contentMargins` (WidgetKit's, iOS 17). `showsContainerBackground`:
  /// whether `containerBackground(for:)` is drawn (not on the Lock Screen, where accessories have
  /// no background); where it is, it fills the whole widget, behind the margins, wherever in the
  /// tree it was given, as WidgetKit draws it.
  package static func layout(
    _ views: [EvaluatedView], width: Double, height: Double, showsContainerBackground: Bool,
    contentMargins: EdgeInsets = EdgeInsets(), typeName: String
  ) -> ViewNode {
    let layout = Layouter()
    let bounds = ViewRect(x: 0, y: 0, width: width, height: height)
    let inset = ViewRect(
      x: contentMargins.leading, y: contentMargins.top, width: max(width - contentMargins.leading - contentMargins.trailing, 0),
      height: max(height - contentMargins.top - contentMargins.bottom, 0))
    let background = showsContainerBackground ? (views.lazy.compactMap(Self.containerBackground).first ?? []) : []
    let content = EvaluatedView(kind: .zstack, typeName: "ZStack", children: views)
    let drawn =
      background.isEmpty
      ? [] : [ViewNode(typeName: ViewNode.widgetBackgroundTypeName, frame: bounds, children: background.map { layout.place($0, in: bounds) })]
    return ViewNode(typeName: typeName, frame: bounds, clipsToBounds: true, children: drawn + [layout.place(content, in: inset)])
  }

  /// The views of the first `containerBackground(for:)` in `view`'s tree, depth first.
  private static func containerBackground(in view: EvaluatedView) -> [EvaluatedView]? {
    for modifier in view.modifiers {
      if case .containerBackground(_, let views) = modifier { return views }
    }
    return view.children.lazy.compactMap(containerBackground).first
  }
}

private struct Size {
  var width: Double
  var height: Double
}

private struct Layouter {
  static let defaultSpacing = 8.0

  // MARK: measuring

  /// The size `node` takes when offered `offer`, its modifiers from the outermost in.
  func measure(_ node: EvaluatedView, _ offer: Size) -> Size { measure(node, modifiers: node.modifiers[...], offer) }

  private func measure(_ node: EvaluatedView, modifiers: ArraySlice<EvaluatedModifier>, _ offer: Size) -> Size {
    guard let outer = modifiers.last else { return measureBase(node, offer) }
    let inner = modifiers.dropLast()
    switch outer {
    case .padding(let top, let leading, let bottom, let trailing):
      let size = measure(node, modifiers: inner, Size(width: max(offer.width - leading - trailing, 0), height: max(offer.height - top - bottom, 0)))
      return Size(width: size.width + leading + trailing, height: size.height + top + bottom)
    case .frame(let width, let height, let maxWidth, let maxHeight, _):
      let innerOffer = Size(width: width ?? offer.width, height: height ?? offer.height)
      let size = measure(node, modifiers: inner, innerOffer)
      return Size(
        width: width ?? (maxWidth.map { $0.isInfinite ? offer.width : min(max(size.width, 0), $0) } ?? size.width),
        height: height ?? (maxHeight.map { $0.isInfinite ? offer.height : min(max(size.height, 0), $0) } ?? size.height))
    default:
      return measure(node, modifiers: inner, offer)
    }
  }

  private func measureBase(_ node: EvaluatedView, _ offer: Size) -> Size {
    if let custom = node.customLayout {
      let size = custom.sizeThatFits(ProposedViewSize(width: offer.width, height: offer.height), subviews(of: node))
      return Size(
        width: max(Self.finite(size.width, else: offer.width), 0), height: max(Self.finite(size.height, else: offer.height), 0))
    }
    switch node.kind {
    case .text:
      let size = node.fontSize ?? 17
      let full = Double((node.text ?? "").count) * size * 0.55
      let width = offer.width > 0 ? min(full, offer.width) : full
      // A text offered its own width back through padding reads a hair over it in floating
      // point (`(w + 12) - 12`): that is one line, not two.
      let lines = width > 0 ? max(1, (full / width * (1 - 1e-9)).rounded(.up)) : 1
      return Size(width: width, height: lines * size * 1.2)
    case .image:
      let side = (node.fontSize ?? 17) * 1.2
      return Size(width: min(side, offer.width), height: min(side, offer.height))
    case .spacer:
      return Size(width: node.spacing ?? 0, height: node.spacing ?? 0)
    case .divider:
      return Size(width: offer.width, height: 1)
    case .color, .shape, .accessoryBackground, .uikit:
      return offer
    case .gauge, .progress:
      if node.style?.contains("ircular") == true {
        let side = min(offer.width, offer.height, 58)
        return Size(width: side, height: side)
      }
      let labels = stackSize(node.children, axis: .vertical, spacing: 2, offer)
      return Size(width: offer.width, height: labels.height + 8)
    case .vstack:
      return stackSize(node.children, axis: .vertical, spacing: node.spacing ?? Self.defaultSpacing, offer)
    case .hstack:
      return stackSize(node.children, axis: .horizontal, spacing: node.spacing ?? Self.defaultSpacing, offer)
    case .zstack:
      let sizes = node.children.map { measure($0, offer) }
      return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
  }

  private enum Axis { case horizontal, vertical }

  private func stackSize(_ children: [EvaluatedView], axis: Axis, spacing: Double, _ offer: Size) -> Size {
    var along = 0.0
    var across = 0.0
    for size in allocate(children, axis: axis, spacing: spacing, offer) {
      along += axis == .vertical ? size.height : size.width
      across = max(across, axis == .vertical ? size.width : size.height)
    }
    along += spacing * Double(max(children.count - 1, 0))
    if children.contains(where: { $0.kind == .spacer }) { along = max(along, axis == .vertical ? offer.height : offer.width) }
    return axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
  }

  /// The size of each of a stack's `children`, as SwiftUI shares a stack's length: the children
  /// whose length is their own (a text, an image) first, then the flexible ones (a frame of
  /// infinite width, a `GeometryReader`, a colour), each offered an equal share of what is left,
  /// so a flexible child takes the rest rather than everything; spacers take what remains after
  /// all of them. Each child is measured once: flexibility is read from the tree, not measured.
  private func allocate(_ children: [EvaluatedView], axis: Axis, spacing: Double, _ offer: Size) -> [Size] {
    func proposal(_ along: Double) -> Size {
      axis == .vertical ? Size(width: offer.width, height: along) : Size(width: along, height: offer.height)
    }
    func length(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    var remaining = max((axis == .vertical ? offer.height : offer.width) - spacing * Double(max(children.count - 1, 0)), 0)
    let rank = children.map { child in child.kind == .spacer ? 0 : isFlexible(child, along: axis) ? 2 : 1 }
    var sizes = Array(repeating: Size(width: 0, height: 0), count: children.count)
    var left = Double(children.count)
    for index in children.indices.sorted(by: { rank[$0] < rank[$1] }) {
      let size = measure(children[index], proposal(remaining / left))
      sizes[index] = size
      remaining = max(remaining - length(size), 0)
      left -= 1
    }
    return sizes
  }

  /// Whether `node` takes whatever length it is offered along `axis` (a colour, a shape, a frame
  /// of infinite width, a stack holding one), read from its modifiers, outermost first.
  private func isFlexible(_ node: EvaluatedView, along axis: Axis) -> Bool {
    isFlexible(node, modifiers: node.modifiers[...], along: axis)
  }

  private func isFlexible(_ node: EvaluatedView, modifiers: ArraySlice<EvaluatedModifier>, along axis: Axis) -> Bool {
    if let outer = modifiers.last {
      if case .frame(let width, let height, let maxWidth, let maxHeight, _) = outer {
        let (fixed, maximum) = axis == .horizontal ? (width, maxWidth) : (height, maxHeight)
        if fixed != nil { return false }
        if maximum?.isInfinite == true { return true }
      }
      return isFlexible(node, modifiers: modifiers.dropLast(), along: axis)
    }
    switch node.kind {
    case .text, .image: return false
    case .spacer, .color, .shape, .accessoryBackground, .uikit: return true
    case .divider, .gauge, .progress: return axis == .horizontal
    case .vstack, .hstack, .zstack: return node.children.contains { isFlexible($0, along: axis) }
    }
  }

  // MARK: placing

  /// `node` placed in `frame` (its parent's coordinates), as a `ViewNode`.
  func place(_ node: EvaluatedView, in frame: ViewRect) -> ViewNode {
    place(node, modifiers: node.modifiers[...], in: frame)
  }

  private func place(_ node: EvaluatedView, modifiers: ArraySlice<EvaluatedModifier>, in frame: ViewRect) -> ViewNode {
    guard let outer = modifiers.last else { return placeBase(node, in: frame) }
    let inner = modifiers.dropLast()
    let local = ViewRect(x: 0, y: 0, width: frame.width, height: frame.height)
    var wrapper = ViewNode(typeName: node.typeName, frame: frame)
    switch outer {
    case .padding(let top, let leading, let bottom, let trailing):
      let insetFrame = ViewRect(
        x: leading, y: top, width: max(frame.width - leading - trailing, 0), height: max(frame.height - top - bottom, 0))
      wrapper.children = [place(node, modifiers: inner, in: insetFrame)]
    case .frame(_, _, _, _, let alignment):
      let size = Self.overflowing(measure(node, modifiers: inner, Size(width: frame.width, height: frame.height)), frame)
      let origin = Self.origin(of: size, in: Size(width: frame.width, height: frame.height), alignment: alignment)
      wrapper.children = [place(node, modifiers: inner, in: ViewRect(x: origin.x, y: origin.y, width: size.width, height: size.height))]
    case .background(let views):
      wrapper.children = views.map { place($0, in: local) } + [place(node, modifiers: inner, in: local)]
    case .containerBackground:
      // The background itself is drawn behind the whole widget (`ViewLayout.layout`); here, the
      // mark that the view gave one.
      wrapper.typeName = ViewNode.containerBackgroundTypeName
      wrapper.children = [place(node, modifiers: inner, in: local)]
    case .overlay(let views):
      wrapper.children = [place(node, modifiers: inner, in: local)] + views.map { place($0, in: local) }
    case .opacity(let value):
      wrapper.alpha = value
      wrapper.children = [place(node, modifiers: inner, in: local)]
    case .offset(let x, let y):
      wrapper.children = [place(node, modifiers: inner, in: local.offsetBy(dx: x, dy: y))]
    case .clip(let outline):
      // A circle clips to the largest square centred in the frame: the wrapper is that square,
      // and the content keeps its place inside it.
      let outlined = Self.outlined(frame, outline)
      wrapper.frame = outlined.frame
      wrapper.cornerRadius = outlined.cornerRadius
      wrapper.isEllipse = outlined.isEllipse
      wrapper.clipsToBounds = true
      let content = ViewRect(x: frame.x - outlined.frame.x, y: frame.y - outlined.frame.y, width: frame.width, height: frame.height)
      wrapper.children = [place(node, modifiers: inner, in: content)]
    case .blur(let style):
      guard let style else { return place(node, modifiers: inner, in: frame) }
      wrapper.children = [
        place(node, modifiers: inner, in: local), ViewNode(kind: .blur, typeName: "blur(radius:)", frame: local, blurStyle: style),
      ]
    case .widgetURL, .widgetAccentable:
      return place(node, modifiers: inner, in: frame)
    }
    return wrapper
  }

  private func placeBase(_ node: EvaluatedView, in frame: ViewRect) -> ViewNode {
    if let custom = node.customLayout { return placeCustom(node, custom, in: frame) }
    let redactedBy = node.redactedBy.isEmpty ? nil : node.redactedBy.names
    let color = node.color.map { ShieldColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha, name: $0.systemName) }
    switch node.kind {
    case .text:
      return ViewNode(
        kind: .text, typeName: node.typeName, frame: frame, text: node.text, fontSize: node.fontSize ?? 17, textColor: color,
        redactedBy: redactedBy)
    case .image:
      return ViewNode(kind: .image, typeName: node.typeName, frame: frame, imageName: node.imageName, redactedBy: redactedBy)
    case .color, .shape:
      let outlined = node.outline.map { Self.outlined(frame, $0) }
      if let blurStyle = node.color?.blurStyle {
        return ViewNode(
          kind: .blur, typeName: node.typeName, frame: outlined?.frame ?? frame, blurStyle: blurStyle,
          cornerRadius: outlined?.cornerRadius, isEllipse: outlined?.isEllipse)
      }
      return ViewNode(
        typeName: node.typeName, frame: outlined?.frame ?? frame, backgroundColor: color, cornerRadius: outlined?.cornerRadius,
        isEllipse: outlined?.isEllipse)
    case .accessoryBackground:
      return ViewNode(typeName: node.typeName, frame: frame, backgroundColor: ShieldColor(red: 1, green: 1, blue: 1, alpha: 0.2))
    case .uikit:
      var captured = node.uikitNode ?? ViewNode(typeName: node.typeName, frame: frame)
      captured.frame = frame
      return captured
    case .divider:
      return ViewNode(typeName: node.typeName, frame: frame, backgroundColor: ShieldColor(red: 0.78, green: 0.78, blue: 0.8))
    case .spacer:
      return ViewNode(typeName: node.typeName, frame: frame)
    case .gauge where Self.circularGaugeStyles.contains(node.style ?? ""):
      return circularGauge(node, color: color, in: frame)
    case .gauge, .progress:
      var gauge = ViewNode(typeName: node.typeName, frame: frame)
      let track = ViewRect(x: 0, y: max(frame.height - 6, 0), width: frame.width, height: min(6, frame.height))
      gauge.children = [
        ViewNode(typeName: "track", frame: track, backgroundColor: ShieldColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3)),
        ViewNode(
          typeName: "value", frame: ViewRect(x: 0, y: track.y, width: track.width * (node.value ?? 0), height: track.height),
          backgroundColor: color),
      ]
      gauge.children += placeStack(node.children, axis: .vertical, spacing: 2, in: ViewRect(x: 0, y: 0, width: frame.width, height: track.y))
      return gauge
    case .vstack, .hstack:
      var stack = ViewNode(typeName: node.typeName, frame: frame)
      stack.children = placeStack(
        node.children, axis: node.kind == .vstack ? .vertical : .horizontal, spacing: node.spacing ?? Self.defaultSpacing,
        alignment: node.alignment ?? "center", in: ViewRect(x: 0, y: 0, width: frame.width, height: frame.height))
      return stack
    case .zstack:
      var stack = ViewNode(typeName: node.typeName, frame: frame)
      stack.children = node.children.map { child in
        let size = Self.overflowing(measure(child, Size(width: frame.width, height: frame.height)), frame)
        let origin = Self.origin(of: size, in: Size(width: frame.width, height: frame.height), alignment: node.alignment ?? "center")
        return place(child, in: ViewRect(x: origin.x, y: origin.y, width: size.width, height: size.height))
      }
      return stack
    }
  }

  // MARK: an app's own layout

  /// The proxies an app's layout reads and places `node`'s children through: each measured by
  /// this model, an unspecified dimension as its ideal size (10 points for a view that takes what
  /// it is offered, as `replacingUnspecifiedDimensions()` assumes).
  private func subviews(of node: EvaluatedView) -> LayoutSubviews {
    LayoutSubviews(
      node.children.map { child in
        LayoutSubview(proxy: LayoutSubviewProxy(values: child.layoutValues ?? LayoutValues()) { measure(child, $0) })
      }[...])
  }

  /// The size `node` takes for `proposal`, as a layout's subview reports it.
  private func measure(_ node: EvaluatedView, _ proposal: ProposedViewSize) -> CGSize {
    let offer = Size(width: Self.offered(proposal.width), height: Self.offered(proposal.height))
    let size = measure(node, offer)
    return CGSize(
      width: proposal.width == nil && !size.width.isFinite ? 10 : size.width,
      height: proposal.height == nil && !size.height.isFinite ? 10 : size.height)
  }

  /// A proposed dimension as this model offers it: unspecified as unbounded.
  private static func offered(_ dimension: CGFloat?) -> Double {
    guard let dimension else { return .infinity }
    return dimension.isNaN ? 0 : max(Double(dimension), 0)
  }

  /// `value` when it is a finite length, else `fallback` (an app's layout may answer anything).
  private static func finite(_ value: CGFloat, else fallback: Double) -> Double {
    value.isFinite ? Double(value) : (fallback.isFinite ? fallback : 0)
  }

  /// `node`'s children where its layout placed them in `frame`; a child it never placed is
  /// centred, sized for the frame.
  private func placeCustom(_ node: EvaluatedView, _ custom: CustomLayoutReference, in frame: ViewRect) -> ViewNode {
    let bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
    let subviews = subviews(of: node)
    custom.placeSubviews(bounds, ProposedViewSize(bounds.size), subviews)
    var container = ViewNode(typeName: node.typeName, frame: frame)
    container.children = zip(node.children, subviews).map { child, subview in
      let placement =
        subview.proxy.placed
        ?? LayoutSubviewProxy.Placement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
      let size = measure(child, placement.proposal)
      let width = max(Self.finite(size.width, else: 0), 0)
      let height = max(Self.finite(size.height, else: 0), 0)
      let x = Self.finite(placement.position.x - placement.anchor.x * width, else: 0)
      let y = Self.finite(placement.position.y - placement.anchor.y * height, else: 0)
      return place(child, in: ViewRect(x: x, y: y, width: width, height: height))
    }
    return container
  }

  /// The gauge styles drawn as a ring.
  static let circularGaugeStyles: Set<String> = ["accessoryCircular", "accessoryCircularCapacity"]

  /// A circular gauge as the Lock Screen draws it, in the largest square centred in `frame`: a
  /// faint track around it (closed for `accessoryCircularCapacity`, open at the bottom for
  /// `accessoryCircular`, three quarters of a turn), the value's part of it in the gauge's
  /// colour, and its labels stacked in the middle.
  private func circularGauge(_ node: EvaluatedView, color: ShieldColor?, in frame: ViewRect) -> ViewNode {
    let square = Self.outlined(frame, .circle).frame
    let side = square.width
    let local = ViewRect(x: 0, y: 0, width: side, height: side)
    let lineWidth = max(side * 0.08, 2)
    let (start, sweep) = node.style == "accessoryCircularCapacity" ? (0.0, 1.0) : (0.625, 0.75)
    let fraction = min(max(node.value ?? 0, 0), 1)
    var gauge = ViewNode(typeName: node.typeName, frame: square)
    gauge.children = [
      ViewNode(
        typeName: "track", frame: local, backgroundColor: ShieldColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3),
        ring: ViewNode.Ring(start: start, length: sweep, lineWidth: lineWidth)),
      ViewNode(
        typeName: "value", frame: local, backgroundColor: color,
        ring: ViewNode.Ring(start: start, length: sweep * fraction, lineWidth: lineWidth)),
    ]
    let inset = lineWidth + 2
    let middle = ViewRect(x: inset, y: inset, width: max(side - 2 * inset, 0), height: max(side - 2 * inset, 0))
    gauge.children += placeStack(node.children, axis: .vertical, spacing: 0, in: middle)
    return gauge
  }

  /// `outline` drawn in `frame`: the frame it takes (a circle: the largest square centred in
  /// it), and its corner radius or ellipse as the placed view carries them.
  static func outlined(_ frame: ViewRect, _ outline: ShapeOutline) -> Outlined {
    switch outline {
    case .rounded(let radius): return Outlined(frame: frame, cornerRadius: max(radius, 0))
    case .capsule: return Outlined(frame: frame, cornerRadius: min(frame.width, frame.height) / 2)
    case .ellipse: return Outlined(frame: frame, isEllipse: true)
    case .circle:
      let side = min(frame.width, frame.height)
      let square = ViewRect(x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side, height: side)
      return Outlined(frame: square, isEllipse: true)
    }
  }

  /// A shape's outline as a placed view carries it.
  struct Outlined {
    var frame: ViewRect
    var cornerRadius: Double?
    var isEllipse: Bool?
  }

  /// The size a view placed in `frame` keeps: its own, even where that is larger than the frame,
  /// as SwiftUI keeps it (a frame or a `ZStack` places a larger child by its alignment, so a
  /// centred one spills over both edges, as the text in Apple's `fixedSize()` example runs past
  /// both sides of its frame); a dimension that is not a finite number is the frame's.
  static func overflowing(_ size: Size, _ frame: ViewRect) -> Size {
    Size(width: size.width.isFinite ? max(size.width, 0) : frame.width, height: size.height.isFinite ? max(size.height, 0) : frame.height)
  }

  /// Where a child of `size` goes in a frame of `area` by the frame's alignment (`Alignment.name`:
  /// `topLeading`, `center`, `bottom`, ...): its leading or trailing edge, its top or bottom,
  /// centred along an axis the name does not mention.
  static func origin(of size: Size, in area: Size, alignment: String) -> (x: Double, y: Double) {
    let name = alignment.lowercased()
    let x = name.hasSuffix("leading") ? 0 : name.hasSuffix("trailing") ? area.width - size.width : (area.width - size.width) / 2
    let y = name.hasPrefix("top") ? 0 : name.hasPrefix("bottom") ? area.height - size.height : (area.height - size.height) / 2
    return (x, y)
  }

  /// `children` placed along `axis` in `area`, each lined up across the stack by `alignment`
  /// (`leading`, `trailing`, `top`, `bottom`; centred otherwise).
  private func placeStack(_ children: [EvaluatedView], axis: Axis, spacing: Double, alignment: String = "center", in area: ViewRect)
    -> [ViewNode]
  {
    let offer = Size(width: area.width, height: area.height)
    let sizes = allocate(children, axis: axis, spacing: spacing, offer)
    let spacers = children.filter { $0.kind == .spacer }.count
    let used = sizes.map { axis == .vertical ? $0.height : $0.width }.reduce(0, +) + spacing * Double(max(children.count - 1, 0))
    let room = max((axis == .vertical ? area.height : area.width) - used, 0)
    let spacerExtra = spacers > 0 ? room / Double(spacers) : 0
    var position = (axis == .vertical ? area.y : area.x) + (spacers > 0 ? 0 : room / 2)
    var placed: [ViewNode] = []
    for (child, size) in zip(children, sizes) {
      let extra = child.kind == .spacer ? spacerExtra : 0
      let frame: ViewRect
      if axis == .vertical {
        let width = min(size.width, area.width)
        let x = Self.origin(of: Size(width: width, height: 0), in: Size(width: area.width, height: 0), alignment: alignment).x
        frame = ViewRect(x: area.x + x, y: position, width: width, height: size.height + extra)
        position += size.height + extra + spacing
      } else {
        let height = min(size.height, area.height)
        let y = Self.origin(of: Size(width: 0, height: height), in: Size(width: 0, height: area.height), alignment: alignment).y
        frame = ViewRect(x: position, y: area.y + y, width: size.width + extra, height: height)
        position += size.width + extra + spacing
      }
      placed.append(place(child, in: frame))
    }
    return placed
  }
}
