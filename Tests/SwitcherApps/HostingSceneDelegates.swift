import SwiftUI
import UIKit

/// A SwiftUI screen as a banking app writes it: a navigation title, a list with sections, a
/// balance, a card number and a password field.
struct WalletView: View {
    @State private var pin = "4321"

    var body: some View {
        NavigationStack {
            List {
                Section("Cards") {
                    HStack {
                        Text("Visa")
                        Spacer()
                        Text("4929 1234 5678 9012")
                    }
                    Text("Balance 1,250.00")
                }
                Section(header: Text("Security")) {
                    SecureField("PIN", text: $pin)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Wallet")
        }
    }
}

/// The window's root is a `UIHostingController`; nothing is covered when the app leaves.
class HostingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: WalletView())
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// The same screen, covered on resign by a SwiftUI view in a window of its own, as apps that
/// moved their privacy screen to SwiftUI do.
class HostingCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: WalletView())
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneWillResignActive(_ scene: UIScene) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let cover = UIWindow(windowScene: windowScene)
        cover.windowLevel = .alert + 1
        cover.rootViewController = UIHostingController(rootView: VStack {
            Image(systemName: "lock.fill").font(.largeTitle)
            Text("Wallet is locked")
        })
        cover.makeKeyAndVisible()
        privacyWindow = cover
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        privacyWindow?.isHidden = true
        privacyWindow = nil
    }
}
