import HostProtocol
import ShieldRendering
import SwiftUI
import Testing

/// What `blur(radius:)`, a material fill and `@Environment(\.scenePhase)` leave readable, judged by
/// the one legibility model the App Switcher and widget checks use.
@MainActor
struct SwiftUIBlurAndScenePhaseTests {
  /// A screen's worth of `view` in `phase`: the text a person can read.
  static func readable(_ view: some View, phase: ScenePhase = .active) throws -> [String] {
    var environment = EnvironmentValues()
    environment.scenePhase = phase
    let views = try ViewEvaluator.evaluate(view, in: environment)
    let root = ViewLayout.layout(views, width: 390, height: 844, showsContainerBackground: true, typeName: "Screen")
    let screen = ScreenTree(width: 390, height: 844, windows: [WindowNode(level: 0, visibleOrder: 0, isKey: true, root: root)])
    return Legibility.read(screen).readable.map(\.text)
  }

  /// Text of two sizes, blurred by `radius`.
  struct Blurred: View {
    let radius: CGFloat
    var body: some View {
      VStack {
        Text("Balance").font(.system(size: 34))
        Text("Card 4929 1234")
      }
      .blur(radius: radius)
    }
  }

  @Test func aBlurHidesTextByItsRadius() throws {
    #expect(try Self.readable(Blurred(radius: 1)) == ["Balance", "Card 4929 1234"])
    #expect(try Self.readable(Blurred(radius: 4)) == ["Balance"])
    #expect(try Self.readable(Blurred(radius: 20)) == [])
  }

  @Test func aMaterialHidesWhatLiesBeneathButNotWhatIsDrawnOnIt() throws {
    let view = ZStack {
      Text("Card 4929 1234")
      Rectangle().fill(.regularMaterial)
      Text("Locked")
    }
    #expect(try Self.readable(view) == ["Locked"])
    #expect(try Self.readable(Text("Card 4929 1234").background(.ultraThinMaterial)) == ["Card 4929 1234"])
  }

  /// `Material.regular` (Apple's own names, as a Lock Screen widget's circle is filled) and `.bar`
  /// blur as their shape-style names do.
  @Test func materialsByTheirOwnNamesBlurAsTheirShapeStyleNames() throws {
    let pairs: [(Material, Material)] = [
      (.ultraThin, .ultraThinMaterial), (.thin, .thinMaterial), (.regular, .regularMaterial),
      (.thick, .thickMaterial), (.ultraThick, .ultraThickMaterial),
    ]
    for (own, styled) in pairs { #expect(own.resolvedColor == styled.resolvedColor) }
    #expect(Set(pairs.map(\.0.resolvedColor)).count == 5)
    #expect(try Self.readable(ZStack { Text("JPY 1,200"); Circle().fill(Material.regular) }) == [])
    #expect(try Self.readable(ZStack { Text("Inbox 12"); Rectangle().fill(.bar) }) == [])
    #expect(try Self.readable(ZStack { Text("Inbox 12"); Rectangle().fill(Color.clear) }) == ["Inbox 12"])
  }

  /// Masks itself whenever the scene is not active.
  struct Masked: View {
    @Environment(\.scenePhase) var scenePhase
    var body: some View {
      ZStack {
        Text("Card 4929 1234")
        if scenePhase != .active {
          Color.black
          Text("Locked").foregroundStyle(.white)
        }
      }
    }
  }

  @Test func scenePhaseIsActiveUnlessTheHostSaysOtherwise() throws {
    #expect(EnvironmentValues().scenePhase == .active)
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    #expect(try Self.readable(Masked()) == ["Card 4929 1234"])
    #expect(try Self.readable(Masked(), phase: .inactive) == ["Locked"])
    #expect(try Self.readable(Masked(), phase: .background) == ["Locked"])
  }
}
