import LocalAuthentication
import SwiftUI
import UIKit

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
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: InactiveOnlyPrivacyView())
        self.window = window
        window.makeKeyAndVisible()
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
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: TaskUnlockedVaultView())
        self.window = window
        window.makeKeyAndVisible()
    }
}
