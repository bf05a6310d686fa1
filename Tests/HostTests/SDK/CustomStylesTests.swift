import Foundation
import SwiftUI
import Testing

/// Styles an app writes itself draw their controls, as SwiftUI calls them: a checklist's toggle
/// style shows its tick, a gauge style its own reading; a style that wraps a built-in one draws
/// that one; a control of the same kind inside a style's body is a plain one.
@MainActor
struct CustomStylesTests {
  static func nodes(_ view: some View) throws -> [EvaluatedView] {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    return try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes)
  }

  static func texts(_ view: some View) throws -> [String] { try nodes(view).compactMap(\.text) }
  static func symbols(_ view: some View) throws -> [String] { try nodes(view).compactMap(\.imageName) }

  struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
        configuration.label.strikethrough(configuration.isOn)
        // A toggle inside a toggle style's body is a plain one, not this style again.
        Toggle(isOn: configuration.$isOn) { Text("inner") }
      }
    }
  }

  @Test func aToggleStyleDrawsTheToggleFromWhetherItIsOn() throws {
    let done = Toggle(isOn: .constant(true)) { Text("Buy milk") }.toggleStyle(Checkbox())
    let open = Toggle(isOn: .constant(false)) { Text("Call Ana") }.toggleStyle(Checkbox())
    #expect(try Self.symbols(done) == ["checkmark.circle.fill"])
    #expect(try Self.texts(done) == ["Buy milk", "inner"])
    #expect(try Self.symbols(open) == ["circle"])
    // The style nearest the toggle wins, as in SwiftUI: a built-in one set inside replaces the app's own.
    #expect(try Self.symbols(open.toggleStyle(.switch)) == ["circle"])
    #expect(try Self.symbols(VStack { Toggle(isOn: .constant(true)) { Text("x") }.toggleStyle(.switch) }.toggleStyle(Checkbox())) == [])
  }

  struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.icon
        configuration.title.font(.caption)
        Label("nested", systemImage: "star")
      }
    }
  }

  struct Capsuled: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: "bolt")
        configuration.label.padding(4).background(Capsule().fill(configuration.isPressed ? .gray : .blue))
      }
    }
  }

  struct Prefixed: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Text(configuration.role == .destructive ? "!" : "·")
        configuration.label.onTapGesture { configuration.trigger() }
      }
    }
  }

  @Test func labelAndButtonStylesDrawTheirControls() throws {
    let label = Label("Steps", systemImage: "figure.walk").labelStyle(Stacked())
    #expect(try Self.texts(label) == ["Steps", "nested"])
    #expect(try Self.symbols(label) == ["figure.walk", "star"])
    #expect(try Self.texts(Label("Plain", systemImage: "a").labelStyle(.titleOnly)) == ["Plain"])
    #expect(try Self.symbols(Button("Go") {}.buttonStyle(Capsuled())) == ["bolt"])
    #expect(try Self.texts(Button("Delete", role: .destructive) {}.buttonStyle(Prefixed())) == ["!", "Delete"])
    #expect(try Self.texts(VStack { Button("Delete", role: .destructive) {}.buttonStyle(.plain) }.buttonStyle(Prefixed())) == ["Delete"])
  }

  struct Percent: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("\(Int((configuration.value * 100).rounded()))%")
        configuration.label
        configuration.currentValueLabel
        // Wrapping a built-in style draws a gauge in it.
        AccessoryCircularGaugeStyle().makeBody(configuration: configuration)
      }
    }
  }

  struct Fraction: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text(configuration.fractionCompleted.map { "\(Int($0 * 10)) of 10" } ?? "waiting")
    }
  }

  @Test func gaugeAndProgressStylesDrawFromTheValue() throws {
    let gauge = Gauge(value: 30, in: 0...75) { Text("Water") } currentValueLabel: { Text("30") }.gaugeStyle(Percent())
    #expect(try Self.texts(gauge) == ["40%", "Water", "30", "Water", "30"])
    let inner = try #require(try Self.nodes(gauge).first { $0.kind == .gauge })
    #expect(inner.style == "accessoryCircular")
    #expect(inner.value == 0.4)
    #expect(try Self.texts(ProgressView(value: 0.3).progressViewStyle(Fraction())) == ["3 of 10"])
    #expect(try Self.texts(ProgressView().progressViewStyle(Fraction())) == ["waiting"])
    // A built-in style set inside replaces the app's own: the progress view is drawn, not the text.
    let builtIn = try Self.nodes(VStack { ProgressView(value: 0.5).progressViewStyle(.circular) }.progressViewStyle(Fraction()))
    #expect(builtIn.contains { $0.kind == .progress && $0.value == 0.5 })
    #expect(builtIn.compactMap(\.text).isEmpty)
  }
}
