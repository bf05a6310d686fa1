import HostProtocol
import ShieldRendering

/// Turns the steps of a tour into findings, each root cause once.
///
/// The app's content is the text readable on its screen while active (after launch and every
/// `active` step), storyboard stand-ins included. A snapshot shows content when it lets a person
/// read any of it; the cover's own text (the app's name on a privacy screen, a storyboard window
/// shown only while away) is not content, nor is text the team declared public (`--public`,
/// matched whole; a stand-in is content whatever it reads).
///
/// Fixes name the callbacks the app's lifecycle calls: the scene delegate's in a scene app, the
/// app delegate's otherwise.
struct AppSwitcherJudge {
  var manifest: AppManifest
  var options: AppSwitcherOptions

  /// Adds the steps' findings in place and returns the tour's own.
  func judge(_ steps: inout [AppSwitcherStep]) -> [AppSwitcherFinding] {
    var tour: [AppSwitcherFinding] = []
    var named: Set<AppSwitcherFinding.Kind> = []
    func add(_ finding: AppSwitcherFinding, to list: inout [AppSwitcherFinding]) {
      guard !options.allowed.contains(finding.kind), named.insert(finding.kind).inserted else { return }
      list.append(finding)
    }
    for finding in manifestFindings(steps) { add(finding, to: &tour) }
    let skipped = manifest.lifecycle == .scenes ? AppSourceCheck.lifecycleMethods(in: options.sourceDirectories) : []

    let publicText = options.publicText.compactMap { try? Regex($0) }
    var content = Set<String>()
    var launchCovers = 0
    var launchViews = Set<Int>()
    for index in steps.indices {
      guard let reading = steps[index].reading else { continue }
      let step = steps[index]
      var found: [AppSwitcherFinding] = []
      if step.state == "active" {
        if index == 0 {
          launchCovers = Self.fullScreenCovers(step.screen)
          launchViews = Self.identities(step.screen)
        }
        if index > 0, let left = coverLeft(reading, content: content) {
          add(left, to: &found)
        }
        content.formUnion(
          reading.readable.filter { text in text.isContentStandIn || !publicText.contains { text.text.wholeMatch(of: $0) != nil } }
            .map(\.text))
      }
      if step.event == AppEvent.inactive.rawValue, step.state == "inactive" {
        let shown = Self.contentShown(reading, content: content)
        if !shown.isEmpty {
          add(
            AppSwitcherFinding(
              .inactiveShowsContent,
              "while inactive (Control Center, Notification Center, a call, the App Switcher opened from the app) "
                + "a person can read \(Self.quoted(shown))",
              fix: "cover in \(callbacks.willResignActive) as well, and uncover in \(callbacks.didBecomeActive) (a SwiftUI app: "
                + "while @Environment(\\.scenePhase) is not .active); or pass --allow inactive if the app shows its screen "
                + "there on purpose"),
            to: &found)
        }
      }
      let covers = Self.coversAdded(step.screen, since: launchViews)
      if covers >= 2 {
        add(
          AppSwitcherFinding(
            .coversPileUp,
            "after '\(step.event)' \(covers) full-screen covers are stacked: each resign added one and "
              + "not every one was removed",
            fix: "keep one cover in a property and add it only when it is not already shown (guard cover == nil), "
              + "or use a window of its own that you show and hide"),
          to: &found)
      }
      if !reading.levelsOfUnsureOrder.isEmpty {
        let levels = reading.levelsOfUnsureOrder.map { WindowNode(level: $0, visibleOrder: 0, isKey: false, root: ViewNode(frame: .zero)).levelName }
        add(
          AppSwitcherFinding(
            .windowOrderUnsure,
            "after '\(step.event)' more than one visible window is at level \(levels.joined(separator: ", ")); "
              + "iOS does not guarantee their order, so neither is taken to cover the other",
            fix: "give the cover window a level of its own (.alert + 1)"),
          to: &found)
      }
      if let snapshotReading = step.snapshotReading {
        let shown = Self.contentShown(snapshotReading, content: content)
        if !shown.isEmpty {
          let coverAdded = Self.fullScreenCovers(step.snapshot) > launchCovers
          let pictured = Self.picturedTexts(step.snapshot)
          add(
            snapshotFinding(
              shown, coverAdded: coverAdded, pictured: shown.contains { pictured.contains($0.text) }, settled: reading,
              snapshot: snapshotReading, content: content, skipped: skipped),
            to: &found)
        }
      }
      steps[index].findings += found
    }
    return tour
  }

  /// The content texts `reading` lets a person read.
  static func contentShown(_ reading: ScreenReading, content: Set<String>) -> [TextOnScreen] {
    reading.readable.filter { content.contains($0.text) }
  }

  /// The callbacks a fix names, by the app's lifecycle.
  private var callbacks: LifecycleCallbacks { LifecycleCallbacks(manifest.lifecycle) }

  private func snapshotFinding(
    _ shown: [TextOnScreen], coverAdded: Bool, pictured: Bool, settled: ScreenReading, snapshot: ScreenReading,
    content: Set<String>, skipped: [(location: String, method: String)]
  ) -> AppSwitcherFinding {
    let what = "the App Switcher snapshot shows \(Self.quoted(shown))"
    if let first = skipped.first {
      return AppSwitcherFinding(
        .appDelegateLifecycleInSceneApp,
        "\(what): the app uses scenes (UIApplicationSceneManifest), so UIKit never calls \(first.method)(_:) "
          + "and the cover there never appears",
        fix: "move the cover to the scene delegate: sceneWillResignActive(_:) / sceneDidEnterBackground(_:), "
          + "and remove it in sceneWillEnterForeground(_:) / sceneDidBecomeActive(_:)",
        location: first.location)
    }
    if Self.contentShown(settled, content: content).isEmpty {
      return AppSwitcherFinding(
        .coverAnimated,
        "\(what): the cover shows only after \(callbacks.didEnterBackground) returns (animated in, or added by work "
          + "queued for later), and iOS takes the snapshot as it returns",
        fix: "show the cover without animation in \(callbacks.didEnterBackground) (alpha = 1, no UIView.animate, "
          + "nothing queued for later); animate only its removal")
    }
    if let level = snapshot.levelsOfUnsureOrder.first {
      let name = WindowNode(level: level, visibleOrder: 0, isKey: false, root: ViewNode(frame: .zero)).levelName
      return AppSwitcherFinding(
        .snapshotShowsContent,
        "\(what): a cover window shares level \(name) with the app's window, and iOS does not guarantee which of "
          + "them is on top, so it is not taken to cover it",
        fix: "give the cover window a level of its own: windowLevel = .alert + 1")
    }
    if let blur = shown.compactMap(\.readableThroughBlur).first, shown.allSatisfy({ $0.readableThroughBlur != nil }) {
      return AppSwitcherFinding(
        .coverTooThin,
        "\(what) through the \(blur) blur over it",
        fix: "use an opaque cover, or a thicker material (.systemThickMaterial, .systemChromeMaterial): "
          + "large text stays readable through the thin ones")
    }
    if pictured {
      return AppSwitcherFinding(
        .snapshotShowsContent,
        "\(what): the cover is a snapshotView(afterScreenUpdates:) of the screen, a picture of the same content",
        fix: "draw something over the picture that hides it (a UIVisualEffectView with a thick material, an opaque "
          + "view), or cover with a view of your own instead")
    }
    if coverAdded {
      return AppSwitcherFinding(
        .coverMissesContentAbove,
        "\(what): the cover hides part of the screen, but that text is drawn above it "
          + "(a presented view controller, or a view added later)",
        fix: "put the cover on the window (window.addSubview) or in a window of its own at .alert + 1, not on "
          + "rootViewController.view: a presented view controller lies above the root view")
    }
    return AppSwitcherFinding(
      .snapshotShowsContent, what,
      fix: "cover the screen in \(callbacks.didEnterBackground) without animation (\(callbacks.coverWindow) at "
        + "windowLevel .alert + 1 with makeKeyAndVisible()), and hide it in \(callbacks.willEnterForeground); in a SwiftUI "
        + "app, overlay a cover while @Environment(\\.scenePhase) is not .active")
  }

  private func coverLeft(_ reading: ScreenReading, content: Set<String>) -> AppSwitcherFinding? {
    let hidden = reading.unreadable.filter { entry in
      guard content.contains(entry.text.text) else { return false }
      switch entry.reason {
      case .underOpaqueView, .underBlur: return true
      default: return false
      }
    }
    guard let first = hidden.first else { return nil }
    return AppSwitcherFinding(
      .coverLeftWhileActive,
      "active again, the app's content is still covered ('\(first.text.text)' is \(first.reason))",
      fix: "remove the cover in \(callbacks.didBecomeActive) too: after Control Center or a banner the app becomes "
        + "active without entering the foreground, so \(callbacks.willEnterForeground) is not called")
  }

  private func manifestFindings(_ steps: [AppSwitcherStep]) -> [AppSwitcherFinding] {
    var findings: [AppSwitcherFinding] = []
    for note in steps.flatMap(\.notes) {
      if note.hasPrefix("scene delegate class") {
        findings.append(
          AppSwitcherFinding(
            .sceneDelegateNotFound, note,
            fix: "name the class as Module.Class ($(PRODUCT_MODULE_NAME).SceneDelegate), adopting UIWindowSceneDelegate; "
              + "on iOS the scene silently gets no delegate", location: manifest.delegateClassLocations.first ?? nil))
      } else if note.hasPrefix("the scene configuration") {
        findings.append(
          AppSwitcherFinding(
            .sceneConfigurationNotFound, note,
            fix: "return UISceneConfiguration(name:) with a UISceneConfigurationName the Info.plist lists, "
              + "or set its delegateClass", location: manifest.sceneManifestLocation))
      }
    }
    return findings
  }

  /// Views that cover the whole screen with an opaque colour, other than windows and the views
  /// that fill them at launch: the covers on screen.
  static func fullScreenCovers(_ screen: ScreenTree?) -> Int {
    guard let screen else { return 0 }
    func count(_ node: ViewNode, depth: Int) -> Int {
      guard !node.isHidden, node.typeName != ViewNode.snapshotPictureTypeName else { return 0 }
      let covers = isFullScreenOpaque(node, on: screen) && depth >= 1 ? 1 : 0
      return covers + node.children.reduce(0) { $0 + count($1, depth: depth + 1) }
    }
    return Legibility.drawingOrder(screen).reduce(0) { $0 + count($1.root, depth: 0) }
  }

  /// The covers added since launch on `screen`: the views and layers not on the screen at launch
  /// (`launch`, by `ViewNode.identity`) that hold a full-screen opaque view (as
  /// `fullScreenCovers` counts them), each counted once at the outermost one added, however many
  /// opaque layers it holds (a hosting controller's `ZStack { Color.white; Color.black.opacity(0.9) }`
  /// is one cover). A cover added inside a view that was there at launch (the root view, opaque
  /// or not) counts; a cover kept and added again is the same one.
  static func coversAdded(_ screen: ScreenTree?, since launch: Set<Int>) -> Int {
    guard let screen else { return 0 }
    var added = Set<Int>()
    func visit(_ node: ViewNode, depth: Int, addedAt outer: Int?) {
      guard !node.isHidden, node.typeName != ViewNode.snapshotPictureTypeName else { return }
      let addedAt = outer ?? node.identity.flatMap { launch.contains($0) ? nil : $0 }
      if let addedAt, depth >= 1, isFullScreenOpaque(node, on: screen) { added.insert(addedAt) }
      for child in node.children { visit(child, depth: depth + 1, addedAt: addedAt) }
    }
    for window in Legibility.drawingOrder(screen) { visit(window.root, depth: 0, addedAt: nil) }
    return added.count
  }

  /// The identities of the views and layers on `screen`.
  static func identities(_ screen: ScreenTree?) -> Set<Int> {
    var found = Set<Int>()
    func collect(_ node: ViewNode) {
      if let identity = node.identity { found.insert(identity) }
      node.children.forEach(collect)
    }
    for window in screen?.windows ?? [] { collect(window.root) }
    return found
  }

  /// Whether `node` covers the whole of `screen` with an opaque colour.
  private static func isFullScreenOpaque(_ node: ViewNode, on screen: ScreenTree) -> Bool {
    node.frame.width >= screen.width && node.frame.height >= screen.height && (node.backgroundColor?.alpha ?? 0) >= 0.9
  }

  /// The texts inside `snapshotView(afterScreenUpdates:)` pictures on `screen`.
  static func picturedTexts(_ screen: ScreenTree?) -> Set<String> {
    var texts = Set<String>()
    func collect(_ node: ViewNode, inPicture: Bool) {
      let inside = inPicture || node.typeName == ViewNode.snapshotPictureTypeName
      if inside, let text = node.text { texts.insert(text) }
      for child in node.children { collect(child, inPicture: inside) }
    }
    for window in screen?.windows ?? [] { collect(window.root, inPicture: false) }
    return texts
  }

  static func quoted(_ texts: [TextOnScreen]) -> String {
    texts.map { "'\($0.text)'" }.joined(separator: ", ")
  }
}

/// The lifecycle callbacks a fix names: the scene delegate's in a scene app, the app delegate's
/// otherwise (UIKit calls only one set).
private struct LifecycleCallbacks {
  let willResignActive: String
  let didBecomeActive: String
  let didEnterBackground: String
  let willEnterForeground: String
  /// How a cover window is made.
  let coverWindow: String

  init(_ lifecycle: AppLifecycle) {
    switch lifecycle {
    case .scenes:
      (willResignActive, didBecomeActive) = ("sceneWillResignActive(_:)", "sceneDidBecomeActive(_:)")
      (didEnterBackground, willEnterForeground) = ("sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)")
      coverWindow = "a UIWindow(windowScene:)"
    case .appDelegate:
      (willResignActive, didBecomeActive) = ("applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)")
      (didEnterBackground, willEnterForeground) = ("applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)")
      coverWindow = "a UIWindow(frame: UIScreen.main.bounds)"
    }
  }
}
