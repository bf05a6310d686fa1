import Foundation
import SwiftUI
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

/// An `NSObject` app delegate behind `@UIApplicationDelegateAdaptor` cannot be made without an
/// Objective-C runtime: the report's notes say so and how to make it work, where it was only said
/// on standard error, which the report does not show.
@MainActor
struct DelegateAdaptorNoteTests {
  final class PlainDelegate: NSObject, UIApplicationDelegate {}

  @Test func anNSObjectDelegateIsNamedInTheStepsNotes() {
    _ = FrameworkNotes.take()
    _ = UIApplicationDelegateAdaptor(PlainDelegate.self)
    let notes = FrameworkNotes.take()
    #expect(notes.count == 1)
    #expect(notes.first?.contains("PlainDelegate of @UIApplicationDelegateAdaptor cannot be made here") == true, "\(notes)")
    #expect(notes.first?.contains("subclass UIResponder") == true)
  }
}
