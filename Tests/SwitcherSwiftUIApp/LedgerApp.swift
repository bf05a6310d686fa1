import SwiftUI
import UIKit

// An app with SwiftUI's structure, as Xcode's SwiftUI template makes it (`@main struct ...: App`,
// a `WindowGroup`), written the way such apps hide a screen: the app watches `scenePhase` and
// keeps a flag its content reads; its model an `@Observable` object in the environment; an app
// delegate through `@UIApplicationDelegateAdaptor`.
// `LedgerLeavesContentUncovered` (true) in its Info.plist leaves the content uncovered;
// `LedgerUsesSceneDelegate` (true) has the app delegate name `LedgerSceneDelegate`, which covers
// the screen the UIKit way, with a window of its own; `LedgerCoversFromStateObject` (true) has
// the `@StateObject` the app holds and never reads cover the screen while the app is not active,
// as vendano-ios's `BlurOverlay` does.

@main
struct LedgerApp: App {
  @UIApplicationDelegateAdaptor(LedgerAppDelegate.self) private var appDelegate
  @Environment(\.scenePhase) private var scenePhase
  @State private var ledger = Ledger()
  @StateObject private var privacyCover = PrivacyCover()
  private let covers = !Self.infoFlag("LedgerLeavesContentUncovered")

  var body: some Scene {
    WindowGroup {
      LedgerScreen(covered: covers && scenePhase != .active)
        .environment(ledger)
    }
    .onChange(of: scenePhase) { phase in
      print("LedgerApp: scene phase \(phase)")
    }
  }
}

extension LedgerApp {
  /// A Boolean of the app's Info.plist (the host names the file in the environment).
  static func infoFlag(_ key: String) -> Bool {
    guard let path = ProcessInfo.processInfo.environment["EXTENSION_HOST_INFO_PLIST"],
      let data = FileManager.default.contents(atPath: path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return false }
    return plist[key] as? Bool ?? false
  }
}

/// The app delegate SwiftUI makes and calls.
final class LedgerAppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    print("LedgerAppDelegate: launched")
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    if LedgerApp.infoFlag("LedgerUsesSceneDelegate") { configuration.delegateClass = LedgerSceneDelegate.self }
    return configuration
  }
}

/// A scene delegate a SwiftUI app adds for its privacy cover: a window of its own above SwiftUI's.
final class LedgerSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: UIWindow?

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let scene = scene as? UIWindowScene else { return }
    let cover = UIWindow(windowScene: scene)
    cover.windowLevel = .alert + 1
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = "Ledger is hidden"
    label.frame = CGRect(x: 40, y: 400, width: 300, height: 40)
    controller.view.addSubview(label)
    cover.rootViewController = controller
    cover.makeKeyAndVisible()
    self.cover = cover
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    cover?.isHidden = true
    cover = nil
    window?.makeKeyAndVisible()
  }
}

/// A cover that watches the app on its own from its `init`, as vendano-ios's `BlurOverlay`: a
/// hosting controller of two full-screen layers added to the key window's root view on
/// `willResignActiveNotification`, removed on `didBecomeActiveNotification`. The app keeps it
/// alive in a `@StateObject` it never reads; it watches only with `LedgerCoversFromStateObject`.
@MainActor
final class PrivacyCover: ObservableObject {
  private var cover: UIViewController?

  init() {
    guard LedgerApp.infoFlag("LedgerCoversFromStateObject") else { return }
    print("LedgerApp: PrivacyCover made")
    let center = NotificationCenter.default
    _ = center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { [weak self] _ in
      MainActor.assumeIsolated { self?.show() }
    }
    _ = center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
      MainActor.assumeIsolated { self?.hide() }
    }
  }

  private func show() {
    guard cover == nil, let root = UIApplication.shared.keyWindow?.rootViewController?.view else { return }
    let cover = UIHostingController(
      rootView: ZStack {
        Color.white
        Color.black.opacity(0.95)
      })
    cover.view.frame = root.bounds
    root.addSubview(cover.view)
    self.cover = cover
  }

  private func hide() {
    cover?.view.removeFromSuperview()
    cover = nil
  }
}

/// The app's model, shared through the environment.
@Observable
final class Ledger {
  var balance = "1,250.00"
  var iban = "DE89 3704 0044 0532 0130 00"
}

/// The screen: a balance, hidden under a cover while the app is not active.
struct LedgerScreen: View {
  let covered: Bool
  @Environment(Ledger.self) private var ledger

  var body: some View {
    NavigationStack {
      List {
        Text("Balance \(ledger.balance)")
        Text("IBAN \(ledger.iban)")
      }
      .navigationTitle("Ledger")
    }
    .overlay {
      if covered {
        ZStack {
          Color(uiColor: .systemBackground)
          Text("Ledger is locked")
        }
      }
    }
  }
}
