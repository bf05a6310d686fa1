import LocalAuthentication
import SwiftUI
import UIKit

/// A key window showing `view` in a `UIHostingController`, as SwiftUI screens in UIKit apps do.
@MainActor
func makeHostingWindow(for scene: UIScene, showing view: some View) -> UIWindow? {
    guard let windowScene = scene as? UIWindowScene else { return nil }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIHostingController(rootView: view)
    window.makeKeyAndVisible()
    return window
}

/// A screen that hides on `.inactive` and shows again on `.active`, and does nothing on
/// `.background`: on iOS going home passes through `.inactive` first, so the card is covered.
struct InactiveOnlyPrivacyView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var isHidden = false

    var body: some View {
        ZStack {
            if isHidden {
                Text("Hidden while away")
            } else {
                StatementView()
            }
        }
        .onChange(of: scenePhase) { phase in
            switch phase {
            case .inactive: isHidden = true
            case .active: isHidden = false
            default: break
            }
        }
    }
}

class InactiveOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = makeHostingWindow(for: scene, showing: InactiveOnlyPrivacyView())
    }
}

/// An app lock in SwiftUI: the vault shows once `.task` has asked Face ID at launch (the owner's
/// face here), a lock screen covers it whenever the scene is not active, and `onAppear` counts
/// the screen's appearances.
struct TaskUnlockedVaultView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var isUnlocked = false
    @State private var appearances = 0

    var body: some View {
        Group {
            if isUnlocked && scenePhase == .active {
                VStack {
                    StatementView()
                    Text("Opened \(appearances) time(s)")
                }
            } else {
                Text("Vault locked")
            }
        }
        .onAppear { appearances += 1 }
        .task {
            let context = LAContext()
            let unlocked = (try? await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Open the vault")) ?? false
            await MainActor.run { isUnlocked = unlocked }
        }
    }
}

class TaskUnlockSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = makeHostingWindow(for: scene, showing: TaskUnlockedVaultView())
    }
}

/// Covers the app in the background with its login storyboard in a window of its own, as wallet
/// apps do: the storyboard's stand-in shows only while the app is away, so it is the cover, not
/// the app's content.
class LoginStoryboardCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = makeHostingWindow(for: scene, showing: StatementView())
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let privacyWindow = UIWindow(windowScene: windowScene)
        privacyWindow.rootViewController = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController()
        privacyWindow.windowLevel = .alert + 1
        privacyWindow.makeKeyAndVisible()
        self.privacyWindow = privacyWindow
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        privacyWindow?.isHidden = true
        privacyWindow = nil
    }
}

/// "Freezes" the screen for the App Switcher with a snapshot of the window and nothing over it:
/// the picture shows what the window shows, so the card does too.
class FrozenSnapshotSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var frozen: UIView?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = makeHostingWindow(for: scene, showing: StatementView())
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        guard let window, let picture = window.snapshotView(afterScreenUpdates: false) else { return }
        window.addSubview(picture)
        frozen = picture
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        frozen?.removeFromSuperview()
        frozen = nil
    }
}

/// Fades a cover in as the app resigns active and out once it is active again: going home, the
/// resign comes as the gesture starts, so the fade has run when the snapshot is taken.
class ResignFadeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var cover: UIView?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = makeHostingWindow(for: scene, showing: StatementView())
    }

    func sceneWillResignActive(_ scene: UIScene) {
        guard let window, cover == nil else { return }
        let cover = UIView(frame: window.bounds)
        cover.backgroundColor = .systemBackground
        cover.alpha = 0
        window.addSubview(cover)
        UIView.animate(withDuration: 0.3) { cover.alpha = 1 }
        self.cover = cover
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        cover?.removeFromSuperview()
        cover = nil
    }
}
