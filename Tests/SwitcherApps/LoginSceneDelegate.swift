import UIKit

/// A sign-in screen built from text fields, left uncovered: the card shows the e-mail address as
/// typed, the password as dots, and the empty code field's placeholder.
class LoginSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground

        let email = UITextField(frame: CGRect(x: 20, y: 120, width: 340, height: 44))
        email.borderStyle = .roundedRect
        email.text = "ana@example.com"
        let password = UITextField(frame: CGRect(x: 20, y: 180, width: 340, height: 44))
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.text = "hunter22"
        let code = UITextField(frame: CGRect(x: 20, y: 240, width: 340, height: 44))
        code.placeholder = "One-time code"
        [email, password, code].forEach(controller.view.addSubview)

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = controller
        self.window = window
        window.makeKeyAndVisible()
    }
}
