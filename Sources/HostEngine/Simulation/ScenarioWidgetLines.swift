import Foundation

/// The scenario lines about widgets (issue 23): `widget KIND FAMILY` places a widget,
/// `lock-screen-access on|off` is the user's setting, `reload widgets KIND|all` is the app calling
/// `WidgetCenter`, `expect widget KIND shows|hides TEXT` looks at it. The format is in
/// `Documentation/Simulation.md`.
struct ScenarioWidgetLines {
  private(set) var placed: [PlacedWidget] = []
  private(set) var lockScreenAccess = true
  private var accessLine: Int?

  /// `widget KIND FAMILY`.
  mutating func readPlacement(_ line: inout ScenarioLine) throws(ScenarioError) {
    let kind = try line.next("the widget's kind (the StaticConfiguration's kind: FocusWidget)")
    let family = try line.next("a family (systemSmall, accessoryRectangular, …)")
    guard !placed.contains(where: { $0.kind == kind && $0.family == family }) else {
      throw line.error("widget \(ScenarioLine.shown(kind)) in \(ScenarioLine.shown(family)) is placed twice", back: 2)
    }
    placed.append(PlacedWidget(kind: kind, family: family, line: line.number))
  }

  /// `lock-screen-access on|off`.
  mutating func readAccess(_ line: inout ScenarioLine) throws(ScenarioError) {
    guard accessLine == nil else { throw line.error("a second 'lock-screen-access' (the first is on line \(accessLine ?? 0))", back: 1) }
    let word = try line.next("'on' or 'off'")
    switch word {
    case "on": lockScreenAccess = true
    case "off": lockScreenAccess = false
    default: throw line.error("expected 'on' or 'off', not \(ScenarioLine.shown(word))", back: 1)
    }
    accessLine = line.number
  }

  /// `reload widgets KIND` or `reload widgets all`.
  func readReload(_ line: inout ScenarioLine) throws(ScenarioError) -> ScenarioAction {
    guard line.take("widgets") else { throw line.error("expected 'reload widgets KIND' or 'reload widgets all'") }
    let kind = try line.next("a widget's kind, or 'all'")
    return .reloadWidgets(kind: kind == "all" ? nil : kind)
  }

  /// `expect widget KIND shows TEXT` or `expect widget KIND hides TEXT` (after `expect widget`).
  func readExpectation(_ line: inout ScenarioLine) throws(ScenarioError) -> ScenarioAction {
    let kind = try line.next("a widget's kind")
    let verb = try line.next("'shows' or 'hides'")
    guard verb == "shows" || verb == "hides" else { throw line.error("expected 'shows' or 'hides', not \(ScenarioLine.shown(verb))", back: 1) }
    let text = line.rest()
    guard !text.isEmpty else { throw line.error("expected the text a person \(verb == "shows" ? "can" : "cannot") read") }
    return .expectWidget(kind: kind, text: text, readable: verb == "shows")
  }

  /// Every kind a step names is a placed widget's.
  func check(_ steps: [ScenarioStep], path: String) throws(ScenarioError) {
    let kinds = Set(placed.map(\.kind))
    for step in steps {
      let named: String?
      switch step.action {
      case .reloadWidgets(let kind): named = kind
      case .expectWidget(let kind, _, _): named = kind
      default: named = nil
      }
      guard let named, !kinds.contains(named) else { continue }
      let known = kinds.isEmpty ? "no widget is placed" : "the placed widgets are \(kinds.sorted().joined(separator: ", "))"
      throw ScenarioError(
        path: path, line: step.line, column: 1,
        "no widget of kind \(ScenarioLine.shown(named)) is placed (\(known)); place it with 'widget \(named) accessoryRectangular'")
    }
  }
}
