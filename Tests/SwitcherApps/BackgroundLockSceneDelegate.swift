import LocalAuthentication
import SwiftUI
import UIKit

/// A vault locked as password keepers lock theirs (LOKEY's `LockedView`): the lock screen takes
/// the statement's place once the scene is in `.background`, and asks Face ID in its `task` as
/// soon as it shows. An app in the background cannot ask (the system cancels the request), so
/// the lock stays on the card, with the failure it got.
struct BackgroundLockedVaultView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var isLocked = false
    @State private var failure = ""

    var body: some View {
        Group {
            if isLocked {
                VStack {
                    Text("Vault locked")
                    if !failure.isEmpty { Text(failure) }
                }
                .task {
                    let context = LAContext()
                    do {
                        let unlocked = try await context.evaluatePolicy(
                            .deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your vault")
                        await MainActor.run { isLocked = !unlocked }
                    } catch {
                        let code = (error as? LAError)?.code.rawValue ?? 0
                        await MainActor.run { failure = "Face ID failed (\(code))" }
                    }
                }
            } else {
                StatementView()
            }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { isLocked = true }
        }
    }
}

class BackgroundLockSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = makeHostingWindow(for: scene, showing: BackgroundLockedVaultView())
    }
}
