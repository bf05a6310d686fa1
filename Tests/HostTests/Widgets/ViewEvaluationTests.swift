import Foundation
import SwiftUI
import Testing

/// `@ViewBuilder`'s shapes, `Text`'s date styles and the evaluator's limits.
@MainActor
struct ViewEvaluationTests {
  static func texts(_ view: some View, now: Date = Date(timeIntervalSince1970: 0), widgetFamilyName: String? = nil) throws -> [String] {
    var environment = EnvironmentValues()
    environment.now = now
    environment.widgetFamilyName = widgetFamilyName
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC") ?? .current
    return try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes).compactMap(\.text)
  }

  struct Builder: View {
    let flag: Bool
    let choice: Int
    let optional: String?
    var body: some View {
      VStack {
        Text("a"); Text("b"); Text("c"); Text("d"); Text("e"); Text("f"); Text("g"); Text("h"); Text("i"); Text("j"); Text("k")
        if flag { Text("if") }
        if flag { Text("then") } else { Text("else") }
        switch choice {
        case 0: Text("zero")
        case 1: Image(systemName: "1.circle")
        default: EmptyView()
        }
        if let optional { Text(optional) }
        ForEach(0..<3) { index in Text("row \(index)") }
        if #available(iOS 17, *) { Text("available") }
        AnyView(Text("any"))
        Group { Text("g1"); Text("g2") }
      }
    }
  }

  /// A `TupleView` made by hand (not by `@ViewBuilder`, which hands it its views' types) is
  /// read element by element all the same; an element that is not a view is skipped.
  @Test func aTupleViewMadeByHandShowsEveryViewItHolds() throws {
    #expect(try Self.texts(TupleView((Text("one"), 2, Text("three")))) == ["one", "three"])
    #expect(try Self.texts(VStack { Text("one"); Text("two"); Text("three") }) == ["one", "two", "three"])
  }

  @Test func blocksOfAnyLengthAndEveryControlFlowForm() throws {
    let letters = (UnicodeScalar("a").value...UnicodeScalar("k").value).compactMap(UnicodeScalar.init).map { String(Character($0)) }
    #expect(
      try Self.texts(Builder(flag: true, choice: 0, optional: "some"))
        == letters + ["if", "then", "zero", "some", "row 0", "row 1", "row 2", "available", "any", "g1", "g2"])
    #expect(
      try Self.texts(Builder(flag: false, choice: 2, optional: nil))
        == letters + ["else", "row 0", "row 1", "row 2", "available", "any", "g1", "g2"])
  }

  /// Reads the text size both ways SwiftUI offers.
  struct TextSizeReader: View {
    @Environment(\.dynamicTypeSize) var size
    @Environment(\.sizeCategory) var category
    var body: some View { Text("\(size) \(category) \(category.isAccessibilityCategory)") }
  }

  /// A view reads the device's default text size (`.large`) unless a view above sets it; the
  /// two environment values are one setting, and a range keeps the size inside it.
  @Test func theTextSizeIsLargeUnlessSetAndARangeClampsIt() throws {
    #expect(try Self.texts(TextSizeReader()) == ["large large false"])
    #expect(try Self.texts(TextSizeReader().dynamicTypeSize(.accessibility2)) == ["accessibility2 accessibilityLarge true"])
    #expect(try Self.texts(TextSizeReader().environment(\.sizeCategory, .extraSmall)) == ["xSmall extraSmall false"])
    #expect(try Self.texts(TextSizeReader().dynamicTypeSize(...DynamicTypeSize.medium)) == ["medium medium false"])
    #expect(
      try Self.texts(TextSizeReader().dynamicTypeSize(DynamicTypeSize.xLarge...).dynamicTypeSize(.small))
        == ["xLarge extraLarge false"], "the inner range clamps what the outer modifier set")
  }

  @Test func aGroupBoxShowsItsLabelThenItsContent() throws {
    let box = GroupBox {
      Text("Completed")
    } label: {
      Label("My Todos", systemImage: "list.dash")
    }
    #expect(try Self.texts(box) == ["My Todos", "Completed"])
    #expect(try Self.texts(GroupBox("Today") { Text("3 left") }) == ["Today", "3 left"])
  }

  @Test func dateStylesCountFromTheMomentShown() throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let later = now.addingTimeInterval(11 * 60 + 14)
    #expect(try Self.texts(Text(later, style: .relative), now: now) == ["11 min, 14 sec"])
    #expect(try Self.texts(Text(later, style: .offset), now: now) == ["+11 minutes"])
    #expect(try Self.texts(Text(later, style: .timer), now: now) == ["11:14"])
    #expect(try Self.texts(Text(now.addingTimeInterval(3_723), style: .timer), now: now) == ["1:02:03"])
    #expect(try Self.texts(Text(now.addingTimeInterval(-90_000), style: .relative), now: now) == ["1 day, 1 hr"])
    #expect(try Self.texts(Text(now, style: .date), now: now) == ["November 14, 2023"])
    let time = try #require(try Self.texts(Text(now, style: .time), now: now).first)
    #expect(time.replacingOccurrences(of: "\u{202F}", with: " ") == "10:13 PM")
    #expect(try Self.texts(Text(timerInterval: now...later), now: now) == ["11:14"])
  }

  @Test func formatStylesAndConcatenation() throws {
    #expect(try Self.texts(Text(42, format: .number) + Text(verbatim: " steps")) == ["42 steps"])
    #expect(try Self.texts(Text("\(3) unread")) == ["3 unread"])
  }

  @Test func fontsColoursAndModifiersReachTheNodes() throws {
    let view = Text("Hi").font(.caption).foregroundStyle(.red).padding(8).opacity(0.5)
    let node = try #require(try ViewEvaluator.evaluate(view, in: EnvironmentValues()).first)
    #expect(node.fontSize == 12 && node.color?.name == "red")
    #expect(node.modifiers == [.padding(top: 8, leading: 8, bottom: 8, trailing: 8), .opacity(0.5)])
    let bold = try #require(try ViewEvaluator.evaluate(Text("B").bold(), in: EnvironmentValues()).first)
    #expect(bold.fontWeight == "bold")
  }

  struct Endless: View {
    var body: some View { VStack { Endless() } }
  }

  /// A gauge's and a progress view's fraction of their range, clamped to 0...1 as SwiftUI draws them.
  @Test(arguments: [(-0.5, 0.0), (0.25, 0.25), (1.5, 1.0)])
  func gaugesAndProgressClampTheirFraction(value: Double, drawn: Double) throws {
    func fraction(_ view: some View) throws -> Double? {
      try ViewEvaluator.evaluate(view, in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.value).first
    }
    #expect(try fraction(Gauge(value: value, in: 0...1) { Text("g") }) == drawn)
    #expect(try fraction(Gauge(value: 10 + value * 10, in: 10...20) { Text("g") }) == drawn)
    #expect(try fraction(ProgressView(value: value)) == drawn)
    #expect(try fraction(ProgressView(value: value * 4, total: 4)) == drawn)
  }

  /// `labelsHidden()` (and `labelsVisibility(.hidden)`) takes each control's label out of what is
  /// read, and nothing else: a toggle's, picker's, slider's, stepper's, date or colour picker's,
  /// gauge's and labelled content's; a button is its label and keeps it.
  @Test func hiddenLabelsAreNotRead() throws {
    let controls = VStack {
      Toggle("Wi-Fi", isOn: .constant(true))
      Picker("Units", selection: .constant(1)) { Text("Metric").tag(1) }
      Slider(value: .constant(0.5)) { Text("Volume") }
      Stepper("Cups", value: .constant(2))
      DatePicker("Wake", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .hourAndMinute)
      ColorPicker("Tint", selection: .constant(.red))
      Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50%") }
      LabeledContent("Balance", value: "$12")
      Button("Refresh") {}
    }
    let shown = try Self.texts(controls)
    let hidden = try Self.texts(controls.labelsHidden())
    for label in ["Wi-Fi", "Units", "Volume", "Cups", "Wake", "Tint", "Fuel", "Balance"] {
      #expect(shown.contains(label), "\(label) is read while labels show: \(shown)")
      #expect(!hidden.contains(label), "\(label) is hidden: \(hidden)")
    }
    for kept in ["Metric", "50%", "$12", "Refresh"] { #expect(hidden.contains(kept), "\(kept) is not a label: \(hidden)") }
    #expect(try Self.texts(controls.labelsVisibility(.hidden)) == hidden)
    #expect(try Self.texts(controls.labelsVisibility(.visible).labelsHidden()) == shown, "the setting nearest the controls holds")
  }

  /// In a widget a circular progress view is a gauge in the `accessoryCircularCapacity` style, as
  /// Apple documents `CircularProgressViewStyle`: the time left is read in the middle and the
  /// label is not drawn, unless there is no current value; in an app, or in another style, both are read.
  @Test func aCircularProgressViewInAWidgetShowsItsCurrentValueNotItsLabel() throws {
    let focus = ProgressView(
      timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 600), countsDown: true
    ) { Text("Focus") }
    #expect(try Self.texts(focus.progressViewStyle(.circular), widgetFamilyName: "accessoryCircular") == ["10:00"])
    #expect(try Self.texts(focus, widgetFamilyName: "accessoryCircular") == ["Focus", "10:00"])
    #expect(try Self.texts(focus.progressViewStyle(.circular)) == ["Focus", "10:00"], "an app's spinner keeps its label")
    let labelOnly = ProgressView(value: 0.5) { Text("Half") }.progressViewStyle(.circular)
    #expect(try Self.texts(labelOnly, widgetFamilyName: "systemSmall") == ["Half"])
  }

  @Test func aViewThatContainsItselfIsAnErrorNotACrash() {
    #expect(throws: ViewEvaluationError.tooDeep(limit: ViewEvaluator.depthLimit, typeName: "Endless")) {
      try ViewEvaluator.evaluate(Endless(), in: EnvironmentValues())
    }
  }

  @Test func tooManyViewsIsAnError() {
    let view = ForEach(0..<(ViewEvaluator.nodeLimit + 1)) { index in Text("\(index)") }
    #expect(throws: ViewEvaluationError.tooManyNodes(limit: ViewEvaluator.nodeLimit)) {
      try ViewEvaluator.evaluate(view, in: EnvironmentValues())
    }
  }
}
