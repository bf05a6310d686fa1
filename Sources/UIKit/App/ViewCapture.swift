import Foundation
import HostProtocol

/// The app's windows and views as the host's view tree, with what animations show now.
@MainActor
enum ViewCapture {
  /// Every window the app holds, laid out, as they look at this moment.
  static func screen() -> ScreenTree {
    let windows = UIApplication.shared.windows
    for window in windows where !window.isHidden { window.layoutIfNeeded() }
    let bounds = UIScreen.main.bounds
    return ScreenTree(
      width: Double(bounds.width), height: Double(bounds.height),
      windows: windows.map { window in
        WindowNode(
          level: Double(window.windowLevel.rawValue), visibleOrder: window.visibleOrder, isKey: window.isKeyWindow,
          root: node(window))
      })
  }

  /// Lets the content other frameworks draw (SwiftUI's) update to the app's state now, as it does
  /// between two of iOS's lifecycle callbacks: a view that reads the scene's phase runs its
  /// `onChange(of: scenePhase)` for each phase it passes through, not only the last of a step.
  static func updateHostedContent() {
    func visit(_ view: UIView) {
      if let hosted = view as? any HostedContent { _ = hosted.hostedNodes() }
      for subview in view.subviews where !subview.isHidden { visit(subview) }
    }
    for window in UIApplication.shared.windows where !window.isHidden { visit(window) }
  }

  /// What `view` shows now, in its own coordinates, behind a background of its colour (the
  /// system background when it has none): a picture of it (`snapshotView`, `drawHierarchy`).
  static func picture(of view: UIView) -> [ViewNode] {
    let background = ViewNode(
      typeName: "background", frame: ViewRect(view.bounds), backgroundColor: ShieldColor(view.backgroundColor ?? .systemBackground))
    return [background] + node(view).children
  }

  static func node(_ view: UIView) -> ViewNode {
    let clock = AnimationClock.shared
    var node = ViewNode(
      typeName: RuntimeTypes.name(of: type(of: view)), frame: rect(clock.presentedFrame(of: view)), isHidden: view.isHidden,
      alpha: Double(clock.presentedAlpha(of: view)), backgroundColor: clock.presentedBackgroundColor(of: view).map(color),
      clipsToBounds: view.clipsToBounds || view.layer.masksToBounds, tag: view.tag)
    node.identity = identity(of: view)
    // A layer's corner radius rounds its background always, and its content when it clips.
    if view.layer.cornerRadius > 0 { node.cornerRadius = Double(view.layer.cornerRadius) }
    switch view {
    case let label as UILabel:
      node.kind = .text
      node.text = label.text
      node.fontSize = Double(label.font?.pointSize ?? 17)
      node.textColor = label.textColor.map(color)
      switch label.textAlignment {
      case .center: node.textAlignment = "center"
      case .right: node.textAlignment = "right"
      case .left, .natural, .justified: break
      }
    case let field as UITextField:
      node.kind = .text
      node.text = field.displayedText
      node.fontSize = Double(field.font?.pointSize ?? 17)
      let placeholderShown = field.text?.isEmpty ?? true
      // A placeholder is drawn in the placeholder colour (tertiaryLabel's).
      node.textColor = (placeholderShown ? UIColor.tertiaryLabel : field.textColor).map(color)
    case let textView as UITextView:
      node.kind = .text
      node.text = textView.text.flatMap { $0.isEmpty ? nil : $0 }
      node.fontSize = Double(textView.font?.pointSize ?? 17)
      node.textColor = textView.textColor.map(color)
    case let imageView as UIImageView:
      node.kind = .image
      node.imageName = imageView.image.map { $0.assetName ?? $0.symbolName ?? "image" }
      // A picture of views (`drawHierarchy`) covers what lies beneath and is read for what it shows.
      if let image = imageView.image, !image.picture.isEmpty {
        node.children = [.picture(image.picture, drawnAt: image.size, shownIn: imageView.bounds)]
      }
    case let effectView as UIVisualEffectView:
      // An effect part-way in (a paused property animator's "intensity") shows as strongly.
      let (effect, intensity) = clock.presentedEffect(of: effectView)
      if let blur = effect as? UIBlurEffect {
        node.kind = .blur
        node.blurStyle = blur.style.rawValue
        node.alpha *= Double(intensity)
      }
    case let standIn as StoryboardStandInView:
      node.isContentStandIn = true
      node.text = "the window of storyboard \"\(standIn.storyboard)\""
    default:
      break
    }
    let picture = (view as? SnapshotView).map { snapshot in
      [ViewNode(typeName: ViewNode.snapshotPictureTypeName, frame: rect(snapshot.bounds), children: snapshot.picture)]
    } ?? []
    node.children +=
      drawnContent(of: view) + picture + ((view as? any HostedContent)?.hostedNodes() ?? []) + view.subviews.map(Self.node)
      + view.layer.addedSublayers.map(Self.node)
    // Drawn moved, stretched or turned about its centre, as far as an animation has taken it.
    return node.transformed(by: clock.presentedTransform(of: view))
  }

  /// A layer an app added on its own: a rectangle of its fill, or an image when it has contents.
  static func node(_ layer: CALayer) -> ViewNode {
    var node = ViewNode(
      typeName: RuntimeTypes.name(of: type(of: layer)), frame: rect(layer.frame), isHidden: layer.isHidden, alpha: Double(layer.opacity),
      backgroundColor: layer.backgroundColor.map { color($0.color) }, clipsToBounds: layer.masksToBounds, tag: 0)
    node.identity = identity(of: layer)
    if let image = layer.contents as? UIImage {
      node.kind = .image
      node.imageName = image.assetName ?? image.symbolName ?? "image"
      if !image.picture.isEmpty {
        node.children = [.picture(image.picture, drawnAt: image.size, shownIn: CGRect(origin: .zero, size: layer.frame.size))]
      }
    } else if layer.contents != nil {
      node.kind = .image
      node.imageName = "image"
    }
    layer.decorate(&node)
    node.children += layer.addedSublayers.map(Self.node)
    return node
  }

  /// The last identity given to a view or layer captured.
  private static var lastIdentity = 0

  /// The identity of `view` in the tree (`ViewNode.identity`): given at its first capture, kept
  /// for its lifetime.
  private static func identity(of view: UIView) -> Int {
    if let known = view.captureIdentity { return known }
    lastIdentity += 1
    view.captureIdentity = lastIdentity
    return lastIdentity
  }

  /// The identity of a layer the app added, from the same count as views'.
  private static func identity(of layer: CALayer) -> Int {
    if let known = layer.captureIdentity { return known }
    lastIdentity += 1
    layer.captureIdentity = lastIdentity
    return lastIdentity
  }

  /// Whether each class of view seen may draw in `draw(_:)`: UIKit's own classes here never
  /// override it, so only an app's classes are asked (a capture visits every view, often).
  private static var mayDrawByClass: [ObjectIdentifier: Bool] = [:]

  private static func mayDraw(_ view: UIView) -> Bool {
    let type = type(of: view)
    if let known = mayDrawByClass[ObjectIdentifier(type)] { return known }
    let mayDraw = !_typeName(type, qualified: true).hasPrefix("UIKit.")
    mayDrawByClass[ObjectIdentifier(type)] = mayDraw
    return mayDraw
  }

  /// What the view's own `draw(_:)` draws now, beneath its subviews, in its coordinates.
  private static func drawnContent(of view: UIView) -> [ViewNode] {
    guard mayDraw(view) else { return [] }
    let canvas = DrawingCanvas(size: view.bounds.size, scale: 3, opaque: false)
    DrawingCanvas.push(canvas)
    defer { DrawingCanvas.pop() }
    view.draw(view.bounds)
    return canvas.nodes
  }

  private static func rect(_ rect: CGRect) -> ViewRect { ViewRect(rect) }

  private static func color(_ color: UIColor) -> ShieldColor { ShieldColor(color) }
}
