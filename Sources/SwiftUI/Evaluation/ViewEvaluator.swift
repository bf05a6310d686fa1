/// Why a view could not be evaluated.
package enum ViewEvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Bodies nested deeper than the limit: a view that contains itself, or one far too deep.
  case tooDeep(limit: Int, typeName: String)
  /// More views evaluated than the limit: a `ForEach` over far too much data.
  case tooManyNodes(limit: Int)

  package var description: String {
    switch self {
    case .tooDeep(let limit, let typeName):
      "views nest deeper than \(limit) bodies and modifiers at \(typeName): a view that contains itself, or a hierarchy "
        + "deeper than any widget needs"
    case .tooManyNodes(let limit): "the view evaluates more than \(limit) views: a widget shows a few dozen"
    }
  }
}

/// Evaluates views: reads each body with the environment installed, down to primitive views.
@MainActor
package enum ViewEvaluator {
  /// Bodies deeper than this are a view that contains itself.
  nonisolated package static let depthLimit = 256
  /// More views evaluated than this (bodies, modifiers and primitives) are not a widget.
  nonisolated package static let nodeLimit = 5_000

  /// The nodes `view` evaluates to in `environment`.
  package static func evaluate<V: View>(_ view: V, in environment: EnvironmentValues) throws(ViewEvaluationError) -> [EvaluatedView] {
    try EvaluationContext(environment: environment, budget: NodeBudget(), depth: 0).evaluate(view)
  }
}

/// How many more views one evaluation may evaluate.
final class NodeBudget {
  var remaining = ViewEvaluator.nodeLimit
}

/// Where the evaluator is: the environment, how deep, the budget left.
@MainActor
struct EvaluationContext {
  var environment: EnvironmentValues
  let budget: NodeBudget
  let depth: Int

  /// The nodes `view` evaluates to here.
  func evaluate(_ view: any View) throws(ViewEvaluationError) -> [EvaluatedView] {
    guard depth < ViewEvaluator.depthLimit else {
      throw .tooDeep(limit: ViewEvaluator.depthLimit, typeName: String(describing: type(of: view)))
    }
    budget.remaining -= 1
    guard budget.remaining >= 0 else { throw .tooManyNodes(limit: ViewEvaluator.nodeLimit) }
    let inner = EvaluationContext(environment: environment, budget: budget, depth: depth + 1)
    if let primitive = view._primitiveView { return try primitive.view.evaluate(in: inner) }
    // Only a view without a body (`Never`) can be a wrapped UIKit view. Asking the others would
    // cost each new type a failed protocol lookup: a scan of every conformance record in the process.
    if Self.hasNoBody(view) {
      if let represented = view as? any UIViewRepresentable { return represented.representedNodes(in: inner) }
      if let represented = view as? any UIViewControllerRepresentable { return represented.representedNodes(in: inner) }
    }
    installEnvironment(environment, into: view)
    environment.viewGraph?.states.adopt(view)
    return try inner.evaluate(view.body)
  }

  /// The nodes of a control's `label` here: none where `labelsHidden()` hid the labels.
  func evaluateLabel(_ label: any View) throws(ViewEvaluationError) -> [EvaluatedView] {
    environment.labelsVisibility == .hidden ? [] : try evaluate(label)
  }

  /// Whether `view`'s body type is `Never`: a primitive or a wrapped UIKit view.
  private static func hasNoBody<V: View>(_ view: V) -> Bool { V.Body.self == Never.self }

  /// The same place with the environment changed.
  func changing(_ change: (inout EnvironmentValues) -> Void) -> EvaluationContext {
    var copy = self
    change(&copy.environment)
    return copy
  }

  /// The redaction reasons that hide a text or an image here: `.placeholder` hides everything,
  /// `.privacy` only what is marked `privacySensitive()`, `.invalidated` only what is marked
  /// `invalidatableContent()`. `unredacted()` has emptied the reasons for its subtree.
  var redactionOfContent: RedactionReasons {
    let reasons = environment.redactionReasons
    var applied: RedactionReasons = []
    if reasons.contains(.placeholder) { applied.insert(.placeholder) }
    if reasons.contains(.privacy), environment.isPrivacySensitive { applied.insert(.privacy) }
    if reasons.contains(.invalidated), environment.isInvalidatable { applied.insert(.invalidated) }
    return applied
  }

  /// A colour resolved for the colour scheme.
  func resolve(_ color: Color) -> EvaluatedColor {
    let style: UIUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
    let resolved = color.uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    return EvaluatedColor(
      red: resolved.redComponent, green: resolved.greenComponent, blue: resolved.blueComponent,
      alpha: resolved.alphaComponent, name: color.description, systemName: resolved.systemName,
      blurStyle: color.materialBlurStyle)
  }

  /// The foreground colour here: what `foregroundStyle` set, else the label colour.
  var foreground: EvaluatedColor { resolve(environment.foregroundColor ?? .primary) }
}
