import UIKit

/// One app, many scene delegates: the Info.plist a test writes names the one to run
/// (`UISceneDelegateClassName`), each making one of the mistakes real apps make.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    true
  }

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    true
  }

  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    let name = ProcessInfo.processInfo.environment["SWITCHER_CONFIGURATION_NAME"] ?? "Default Configuration"
    return UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
  }

  // The mistake: with a scene manifest UIKit never calls this, so the cover never appears.
  func applicationDidEnterBackground(_ application: UIApplication) {
    let cover = UIView(frame: UIScreen.main.bounds)
    cover.backgroundColor = .systemBackground
    application.windows.first?.addSubview(cover)
  }
}

/// The app's screen: an account balance and a transaction, readable when active.
final class AccountViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let balance = UILabel(frame: CGRect(x: 20, y: 120, width: 353, height: 44))
    balance.text = "Balance 4,210.00"
    balance.font = .systemFont(ofSize: 34, weight: .bold)
    view.addSubview(balance)
    let line = UILabel(frame: CGRect(x: 20, y: 180, width: 353, height: 22))
    line.text = "Rent to J. Doe 1,200.00"
    line.font = .preferredFont(forTextStyle: .body)
    view.addSubview(line)
  }
}

/// A sheet presented over the account screen.
final class TransferViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 20, y: 40, width: 353, height: 22))
    label.text = "IBAN DE89 3704 0044 0532 0130 00"
    view.addSubview(label)
  }
}

/// The fixtures' main window: the account screen, shown and key.
///
/// Each fixture adopts `UIWindowSceneDelegate` itself, as real scene delegates do: a protocol
/// method a subclass adds is not seen through a conformance its superclass declared.
@MainActor
func makeAccountWindow(for scene: UIScene) -> UIWindow? {
  guard let windowScene = scene as? UIWindowScene else { return nil }
  let window = UIWindow(windowScene: windowScene)
  window.rootViewController = AccountViewController()
  window.makeKeyAndVisible()
  return window
}
