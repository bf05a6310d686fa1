import SwiftUI
import UIKit

/// A statement screen as a budgeting app writes it in SwiftUI.
struct StatementView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Statement")
                .font(.largeTitle)
            Text("Rent -1,400.00")
            Text("Salary +3,200.00")
        }
        .padding()
    }
}

/// The privacy mask SwiftUI apps put on their root view: a material with a lock over everything
/// whenever the scene is not active, read from `@Environment(\.scenePhase)`.
struct InactiveMask: ViewModifier {
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
        ZStack {
            content
            if scenePhase != .active {
                Rectangle()
                    .fill(.ultraThickMaterial)
                    .overlay {
                        Label("Budget is locked", systemImage: "lock.fill")
                    }
                    .ignoresSafeArea()
            }
        }
    }
}

/// The mask on a `UIHostingController`'s view: the App Switcher card shows the lock, not the
/// statement.
class ScenePhaseMaskSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: StatementView().modifier(InactiveMask()))
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// The one-line version: the whole screen blurred unless the scene is active.
struct BlurredWhenInactiveView: View {
    @Environment(\.scenePhase) var scenePhase

    var body: some View {
        StatementView()
            .blur(radius: scenePhase == .active ? 0 : 20)
    }
}

class ScenePhaseBlurSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: BlurredWhenInactiveView())
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// The UIKit blur SwiftUI apps wrap for their privacy overlays.
struct VisualEffectBlur: UIViewRepresentable {
    var style: UIBlurEffect.Style

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

/// The statement under a wrapped `UIVisualEffectView` whenever the scene is not active.
struct RepresentableBlurView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        StatementView()
            .overlay {
                if scenePhase != .active {
                    VisualEffectBlur(style: .systemThickMaterial)
                        .ignoresSafeArea()
                }
            }
    }
}

class RepresentableBlurSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: RepresentableBlurView())
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// The idiom most SwiftUI privacy screens use: state set by `onChange(of: scenePhase)`, which
/// blurs the statement and shows a lock while the scene is not active.
struct OnChangePrivacyView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var isHidden = false

    var body: some View {
        ZStack {
            StatementView()
                .blur(radius: isHidden ? 25 : 0)
            if isHidden {
                Image(systemName: "lock.fill")
                Text("Locked")
            }
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            isHidden = newPhase != .active
        }
    }
}

class ScenePhaseOnChangeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: OnChangePrivacyView())
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// The same idiom one level down, as most apps have it: the screen that owns the state is a child
/// the root's body makes afresh each time it is read; SwiftUI keeps its state by its place.
struct NestedPrivacyRoot: View {
    var body: some View {
        NavigationStack {
            OnChangePrivacyView()
        }
    }
}

class NestedOnChangeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: NestedPrivacyRoot())
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// The idiom of apps that watch UIKit's notifications from SwiftUI: `onReceive` of
/// `willResignActiveNotification` hides the statement, and `didBecomeActiveNotification`,
/// delivered on the main run loop as many write it, shows it again.
struct NotificationPrivacyView: View {
    @State private var isHidden = false

    var body: some View {
        Group {
            if isHidden {
                Text("Hidden while away")
            } else {
                StatementView()
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
            isHidden = true
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification).receive(on: RunLoop.main)) { _ in
            isHidden = false
        }
    }
}

class NotificationPrivacySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: NavigationStack { NotificationPrivacyView() })
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// Redaction as some SwiftUI apps hide a screen: the amounts marked `privacySensitive()` and the
/// whole screen redacted for privacy while the scene is not active.
struct RedactedWhileInactiveView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Statement")
            Text("Rent -1,400.00").privacySensitive()
            Text("Salary +3,200.00").privacySensitive()
        }
        .padding()
        .redacted(reason: scenePhase == .active ? [] : .privacy)
    }
}

class RedactedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: RedactedWhileInactiveView())
        self.window = window
        window.makeKeyAndVisible()
    }
}
