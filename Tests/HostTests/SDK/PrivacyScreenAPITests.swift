import Foundation
import SwiftUI
import Testing
import UIKit

/// The UIKit and SwiftUI calls that apps' privacy screens and lock screens make around the App
/// Switcher snapshot (found compiling public apps' scene delegates, app delegates and SwiftUI
/// covers): each compiles as those apps write it and does what it says.
@MainActor
struct PrivacyScreenAPITests {
  final class PasscodeViewController: UIViewController {
    var madeFromCoder = false
    required init?(coder: NSCoder) {
      super.init(coder: coder)
      madeFromCoder = true
    }
  }

  final class TasksList: UITableViewController {}

  /// A cover's `ignoresSafeArea(_:)` regions are an option set of two distinct members, as in
  /// SwiftUI: code that asks whether the keyboard's region is among them gets the true answer.
  @Test func theSafeAreaRegionsAreDistinct() {
    #expect(SafeAreaRegions.container != SafeAreaRegions.keyboard)
    #expect(!SafeAreaRegions.container.contains(.keyboard))
    #expect(SafeAreaRegions.all.contains(.container) && SafeAreaRegions.all.contains(.keyboard))
    #expect(SafeAreaRegions.all.subtracting(.keyboard) == .container)
  }

  @Test func aNavigationStackIsSetWholeAndATableControllerIsMadeBare() {
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.viewControllers = [first, second]
    #expect(navigation.viewControllers == [first, second])
    #expect(navigation.topViewController === second && second.parent === navigation)
    let tasks = TasksList()
    #expect(tasks.tableView != nil, "UITableViewController() is a plain table's controller")
  }

  @Test func aStoryboardMakesTheClassAskedForFromItsCoder() {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let passcode: PasscodeViewController = storyboard.instantiateViewController(identifier: "Passcode")
    #expect(passcode.madeFromCoder)
    let made = storyboard.instantiateViewController(identifier: "Passcode") { coder in PasscodeViewController(coder: coder) }
    #expect(made.madeFromCoder)
    let standIn = storyboard.instantiateViewController(identifier: "Passcode")
    #expect(type(of: standIn) != PasscodeViewController.self, "without a type, the storyboard's stand-in")
  }

  @Test func theAppKeepsTheAlternateIconItChose() async throws {
    #expect(UIApplication.shared.supportsAlternateIcons)
    try await UIApplication.shared.setAlternateIconName("Locked")
    #expect(UIApplication.shared.alternateIconName == "Locked")
    try await UIApplication.shared.setAlternateIconName(nil)
    #expect(UIApplication.shared.alternateIconName == nil)
  }

  struct UnlockForm: View {
    @State var unlocking = true
    @State var failure: String? = "Wrong password"
    @State var showsFailure = true

    var body: some View {
      Form {
        Section {
          if unlocking { ProgressView("Unlocking…") }
          Button("Cancel") {}.keyboardShortcut(.cancelAction)
        } footer: {
          Text("The password stays on this iPhone")
        }
      }
      .alert(failure ?? "", isPresented: $showsFailure, presenting: failure) { _ in
        Button("OK") {}
      } message: { failure in
        Text(failure)
      }
      .task { markShown() }
    }

    func markShown() {}
  }

  @Test func aLockFormShowsItsProgressItsFooterAndItsAlert() throws {
    let texts = try ViewEvaluator.evaluate(UnlockForm(), in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.text)
    #expect(texts.contains("Unlocking…"))
    #expect(texts.contains("The password stays on this iPhone"))
    #expect(texts.contains("Wrong password"), "the alert titled with a string, about the data it presents")
  }
}
