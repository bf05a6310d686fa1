import Foundation
import Testing
import UIKit

/// What an app delegate sets up at launch: bar appearances through their proxies, haptics; kept
/// and harmless, never a crash (an app's own subclass gets its UIKit ancestor's proxy).
@MainActor
struct UIKitAppSetupTests {
  final class BrandBar: UINavigationBar {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func appearanceProxiesKeepWhatIsSetOnThem() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().standardAppearance = appearance
    UINavigationBar.appearance().scrollEdgeAppearance = appearance
    #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
    #expect(UINavigationBar.appearance().standardAppearance === appearance)
    #expect(appearance.backgroundColor == .systemBackground)
    // A subclass whose init(coder:) traps gets the UIKit class's proxy, as no instance of it is made.
    #expect(BrandBar.appearance() === UINavigationBar.appearance())
    UITabBar.appearance(whenContainedInInstancesOf: [UITabBarController.self]).unselectedItemTintColor = .gray
    #expect(UITabBar.appearance().unselectedItemTintColor == .gray)
    UILabel.appearance().textColor = .red
    #expect(UILabel().textColor == .label, "a proxy's settings are not applied to new labels")
  }

  @Test func feedbackGeneratorsKeepTheirStyleAndPlayNothing() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(impact.style == .heavy)
  }
}
