import Combine
import Foundation
import SwiftUI
import Testing
import UIKit

/// The views of an app's SwiftUI screens, evaluated as the App Switcher's snapshot shows them at
/// rest: the selected tab above the tab bar, a picker's selected option, controls' labels and
/// values, closed menus and collapsed groups, and nothing a presentation or toolbar would add.
@MainActor
struct AppScreenViewsTests {
  static func nodes(_ view: some View) throws -> [EvaluatedView] {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC") ?? .current
    environment.now = Date(timeIntervalSince1970: 0)
    return try ViewEvaluator.evaluate(view, in: environment).flatMap(\.allNodes)
  }

  static func texts(_ view: some View) throws -> [String] {
    try nodes(view).compactMap(\.text).map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
  }

  struct Tabs: View {
    @State var selection: Int
    var body: some View {
      TabView(selection: $selection) {
        Text("Accounts page").tabItem { Label("Accounts", systemImage: "creditcard") }.tag(0)
        Text("Cards page").tag(1).tabItem { Label("Cards", systemImage: "wallet.pass") }
        Text("Settings page").tabItem { Text("Settings") }.tag(2)
      }
    }
  }

  @Test func aTabViewShowsItsSelectedTabAboveEveryTabsItem() throws {
    #expect(try Self.texts(Tabs(selection: 0)) == ["Accounts page", "Accounts", "Cards", "Settings"])
    #expect(try Self.texts(Tabs(selection: 1)) == ["Cards page", "Accounts", "Cards", "Settings"])
    #expect(try Self.texts(Tabs(selection: 2)) == ["Settings page", "Accounts", "Cards", "Settings"])
    // A selection no tab has, or no selection, shows the first tab.
    #expect(try Self.texts(Tabs(selection: 9)).first == "Accounts page")
    #expect(try Self.texts(TabView { Text("One").tabItem { Text("1") }; Text("Two").tabItem { Text("2") } }) == ["One", "1", "2"])
    // The marker that picks a tab never leaves the evaluation.
    #expect(try Self.nodes(Tabs(selection: 1)).allSatisfy { $0.style == nil })
    // Outside a tab view, a tab item is only its view.
    #expect(try Self.texts(Text("Alone").tabItem { Text("Item") }) == ["Alone"])
  }

  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate
    var id: String { rawValue }
  }

  @Test func aPickerShowsItsLabelAndTheSelectedOption() throws {
    let tagged = Picker("Currency", selection: .constant("EUR")) {
      Text("Dollar").tag("USD")
      Text("Euro").tag("EUR")
    }
    #expect(try Self.texts(tagged) == ["Currency", "Euro"])
    // ForEach's identity is the tag of a view without one, as in SwiftUI.
    let implicit = Picker("Flavor", selection: .constant(Flavor.chocolate.id)) {
      ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
    }
    #expect(try Self.texts(implicit) == ["Flavor", "Chocolate"])
    let none = Picker("Flavor", selection: .constant("mint")) {
      ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
    }
    #expect(try Self.texts(none) == ["Flavor"])
    #expect(try Self.nodes(tagged).allSatisfy { $0.style == nil })
  }

  @Test func controlsReadTheirLabelsAndValues() throws {
    let slider = try #require(try Self.nodes(Slider(value: .constant(30.0), in: 0...120) { Text("Volume") }).first)
    #expect(slider.kind == .progress && slider.value == 0.25)
    #expect(try Self.texts(Slider(value: .constant(0.5)) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") })
      == ["0", "V", "1"])
    #expect(try Self.texts(Stepper("Guests: 3", value: .constant(3), in: 1...10)) == ["Guests: 3"])
    let noon = Date(timeIntervalSince1970: 12 * 3_600)
    #expect(try Self.texts(DatePicker("Due", selection: .constant(noon), displayedComponents: .date)) == ["Due", "Jan 1, 1970"])
    #expect(try Self.texts(DatePicker("At", selection: .constant(noon))) == ["At", "Jan 1, 1970", "12:00 PM"])
    #expect(try Self.texts(LabeledContent("Balance", value: 12.5, format: .currency(code: "USD"))) == ["Balance", "$12.50"])
    #expect(try Self.texts(LabeledContent("IBAN", value: "DE89 3704")) == ["IBAN", "DE89 3704"])
    #expect(try Self.texts(TextEditor(text: .constant("Dear diary"))) == ["Dear diary"])
  }

  @Test func closedAndCollapsedThingsShowOnlyTheirLabels() throws {
    #expect(try Self.texts(DisclosureGroup("Details") { Text("Card 4242") }) == ["Details"])
    #expect(try Self.texts(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Card 4242") }) == ["Details", "Card 4242"])
    #expect(try Self.texts(Menu("Options") { Button("Delete") {} }) == ["Options"])
    #expect(try Self.texts(ShareLink(item: URL(fileURLWithPath: "/tmp/a"))) == ["Share"])
    #expect(try Self.texts(ContentUnavailableView("No Cards", systemImage: "creditcard", description: Text("Add one")))
      == ["No Cards", "Add one"])
    #expect(try Self.texts(ToolbarItem(placement: .topBarTrailing) { Text("Edit") }).isEmpty)
  }

  @Test func lazyStacksAsyncImagesAndInsetsArePlacedAsTheirEagerForms() throws {
    let lazy = try Self.nodes(LazyVStack(alignment: .leading) { Text("a"); Text("b") })
    #expect(lazy.first?.kind == .vstack && lazy.first?.alignment == "leading" && lazy.compactMap(\.text) == ["a", "b"])
    #expect(try Self.nodes(LazyHStack { Text("a") }).first?.kind == .hstack)
    let image = AsyncImage(url: URL(string: "https://example.com/a.png")) { $0.resizable() } placeholder: { Text("Loading") }
    #expect(try Self.texts(image) == ["Loading"])
    #expect(try Self.nodes(AsyncImage(url: nil)).first?.kind == .color)
    let phased = AsyncImage(url: nil) { phase in
      if phase.image != nil { Text("Loaded") } else { Text("Empty") }
    }
    #expect(try Self.texts(phased) == ["Empty"])
    #expect(try Self.texts(Text("Body").safeAreaInset(edge: .bottom) { Text("Footer") }) == ["Body", "Footer"])
    #expect(try Self.texts(Text("Body").safeAreaInset(edge: .top) { Text("Header") }) == ["Header", "Body"])
  }

  struct Form: View {
    @FocusState private var focused: Bool
    @SceneStorage("draft") private var draft = "Unsent"
    @Namespace private var namespace
    @Environment(\.dismiss) private var dismiss
    @State private var showAlert = true
    let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

    var body: some View {
      VStack {
        TextField("Name", text: $draft)
          .focused($focused)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .submitLabel(.done)
        Text(focused ? "focused" : "not focused")
          .matchedGeometryEffect(id: "label", in: namespace)
      }
      .alert("Delete?", isPresented: $showAlert) { Button("Delete", role: .destructive) {} } message: { Text("Gone for good") }
      .onReceive(timer) { _ in draft = "changed" }
      .swipeActions { Button("Archive") {} }
    }
  }

  @Test func stateAtRestHasNothingFocusedAndNoEventsRun() throws {
    // The alert is up (its binding says so), so it is drawn over the screen; the timer never fired.
    // (A node's overlay is listed before its children.)
    #expect(try Self.texts(Form()) == ["Delete?", "Gone for good", "Delete", "Unsent", "not focused"])
  }

  struct Presenting: View {
    var alert = false
    var sheet: String?
    var cover = false
    var dialog = false
    var oldAlert = false
    var body: some View {
      Text("Balance $1,024")
        .alert("Session expired", isPresented: .constant(alert)) { Button("Sign in") {} }
        .sheet(item: .constant(sheet.map(Sheet.init))) { sheet in Text(sheet.id) }
        .fullScreenCover(isPresented: .constant(cover)) { Text("Locked") }
        .confirmationDialog("Delete card?", isPresented: .constant(dialog)) { Button("Delete", role: .destructive) {} }
        .alert(isPresented: .constant(oldAlert)) { Alert(title: Text("Saved"), message: Text("All done")) }
    }
  }

  struct Sheet: Identifiable { let id: String }

  /// A presentation up at the snapshot is drawn as iOS's snapshot shows it, over the screen it
  /// covers; one not up adds nothing.
  @Test func presentationsThatAreUpAreDrawnOverTheScreen() throws {
    #expect(try Self.texts(Presenting()) == ["Balance $1,024"])
    #expect(try Self.texts(Presenting(alert: true)) == ["Balance $1,024", "Session expired", "Sign in"])
    #expect(try Self.texts(Presenting(sheet: "Card 4242")) == ["Balance $1,024", "Card 4242"])
    #expect(try Self.texts(Presenting(cover: true)) == ["Balance $1,024", "Locked"])
    // A dialog's title shows only when asked to be visible; its actions show.
    #expect(try Self.texts(Presenting(dialog: true)) == ["Balance $1,024", "Delete"])
    // SwiftUI's first alerts, with iOS's "OK" when no button is given.
    #expect(try Self.texts(Presenting(oldAlert: true)) == ["Balance $1,024", "Saved", "All done", "OK"])
    // What a sheet or cover covers is behind an opaque background, drawn over it.
    let covered = try Self.nodes(Presenting(cover: true))
    let overlay = try #require(covered.first?.modifiers.last)
    guard case .overlay(let views) = overlay else { Issue.record("no overlay: \(overlay)"); return }
    #expect(views.first.map { node in node.modifiers.contains { if case .background = $0 { true } else { false } } } == true)
  }

  @Test func aSplitViewOnAPhoneShowsItsSidebarAsAStacksRoot() throws {
    let split = NavigationSplitView {
      List(["Inbox", "Sent"], id: \.self, selection: .constant(Optional("Inbox"))) { Text($0) }
    } detail: {
      Text("Message body")
    }
    #expect(try Self.texts(split) == ["Inbox", "Sent"])
    let three = NavigationSplitView { Text("Folders") } content: { Text("List") } detail: { Text("Detail") }
    #expect(try Self.texts(three) == ["Folders"])
    var path = NavigationPath()
    path.append(3)
    path.append("three")
    path.removeLast()
    #expect(path.count == 1 && !path.isEmpty)
  }

  @Test func iOS17ButtonsAndFieldsReadAsTheirLabels() throws {
    #expect(try Self.texts(Button("Add", systemImage: "plus") {}) == ["Add"])
    #expect(try Self.nodes(Button("Add", systemImage: "plus") {}).contains { $0.imageName == "plus" })
    #expect(try Self.texts(EditButton()) == ["Edit"])
    #expect(try Self.texts(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true)) == ["Notes"])
  }

  @Test func aScrollReaderAControlGroupAndAColourWellShowTheirContent() throws {
    let chat = ScrollViewReader { proxy in
      ScrollView {
        Text("Hello").id(1)
        Button("Jump") { proxy.scrollTo(1, anchor: .bottom) }
      }
    }
    #expect(try Self.texts(chat) == ["Hello", "Jump"])
    let group = try Self.nodes(ControlGroup { Button("Bold") {}; Button("Italic") {} })
    #expect(group.first?.kind == .hstack && group.compactMap(\.text) == ["Bold", "Italic"])
    let well = try Self.nodes(ColorPicker("Accent", selection: .constant(.red)))
    #expect(well.compactMap(\.text) == ["Accent"])
    #expect(well.contains { $0.kind == .shape && $0.typeName == "Circle" })
  }
}
