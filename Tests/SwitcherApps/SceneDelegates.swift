import UIKit

/// Implements every scene callback and covers nothing: the lifecycle's order, and content in the snapshot.
class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidDisconnect(_ scene: UIScene) {}
  func sceneDidBecomeActive(_ scene: UIScene) {}
  func sceneWillResignActive(_ scene: UIScene) {}
  func sceneWillEnterForeground(_ scene: UIScene) {}
  func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The robust technique, on background only: inactive shows content (a warning).
class BackgroundOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  private var coverWindow: UIWindow?

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let cover = UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    cover.rootViewController = controller
    cover.makeKeyAndVisible()
    coverWindow = cover
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    coverWindow?.isHidden = true
    coverWindow = nil
  }
}

/// Covers on resign, uncovers only on willEnterForeground: a banner leaves the cover while
/// active, and each resign adds one more.
class LeftBehindSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    let cover = UIView(frame: window?.bounds ?? .zero)
    cover.backgroundColor = .systemBackground
    cover.tag = 999
    window?.addSubview(cover)
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    window?.viewWithTag(999)?.removeFromSuperview()
  }
}

/// Covers the root view controller's view; a sheet presented on top stays visible.
class RootViewCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
    window?.rootViewController?.present(TransferViewController(), animated: false)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let root = window?.rootViewController?.view else { return }
    let cover = UIView(frame: root.bounds)
    cover.backgroundColor = .systemBackground
    root.addSubview(cover)
  }
}

/// A light material: the large balance reads through it.
class ThinBlurSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  private var blur: UIVisualEffectView?
  var style: UIBlurEffect.Style { .systemUltraThinMaterial }

  func sceneDidEnterBackground(_ scene: UIScene) {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
    blur.frame = window?.bounds ?? .zero
    window?.addSubview(blur)
    self.blur = blur
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    blur?.removeFromSuperview()
  }
}

/// A thick material: nothing reads through it.
class ThickBlurSceneDelegate: ThinBlurSceneDelegate {
  override var style: UIBlurEffect.Style { .systemThickMaterial }
}

/// Keeps its window in another property, so `window?.windowScene` is nil and no cover is made.
class NilWindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var mainWindow: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = AccountViewController()
    window.makeKeyAndVisible()
    mainWindow = window
  }

  private var cover: UIWindow?

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = window?.windowScene else { return }
    let cover = UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    cover.backgroundColor = .black
    cover.makeKeyAndVisible()
    self.cover = cover
  }
}

/// Fades the cover in: the snapshot is taken before the animation runs, so it shows the content.
class AnimatedCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    let cover = UIView(frame: window?.bounds ?? .zero)
    cover.backgroundColor = .systemBackground
    cover.alpha = 0
    window?.addSubview(cover)
    UIView.animate(withDuration: 0.3) { cover.alpha = 1 }
  }
}

/// Crashes while entering the background.
class CrashingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    let covers: [UIView] = []
    window?.addSubview(covers[0])
  }
}

/// Never returns from entering the background.
class BlockingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    while true { sleep(60) }
  }
}

/// Floods its output while resigning, then covers properly.
class FloodingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    for line in 0..<200_000 { print("resigning, line \(line) of a log nobody reads") }
  }
}

/// A cover window left at the default level: two windows at `.normal`, whose order iOS does not promise.
class SameLevelCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = window?.windowScene else { return }
    let cover = UIWindow(windowScene: windowScene)
    cover.backgroundColor = .systemBackground
    cover.makeKeyAndVisible()
    self.cover = cover
  }
}

/// Declares its own `init()`, as many delegates do (`override init()` to set up state): UIKit
/// runs it, and no `init?(coder:)` is written, as on iOS.
class InitializingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let greeting: String

  override init() {
    greeting = "Set up in init()"
    super.init()
  }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
    let label = UILabel(frame: CGRect(x: 20, y: 240, width: 353, height: 22))
    label.text = greeting
    window?.rootViewController?.view.addSubview(label)
  }
}

/// A class the Info.plist names that is no scene delegate: iOS runs the scene without one.
class NotASceneDelegate: UIResponder {
  var window: UIWindow?
}

/// Written the way public privacy covers are: a dark blur pinned to the window with Auto Layout
/// (no frame set), the app's logo and name in a stack view centred on it; shown on resign,
/// removed on becoming active.
class AutoLayoutBlurCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var privacyView: UIVisualEffectView?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard let window, privacyView == nil else { return }
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blurView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(blurView)
    NSLayoutConstraint.activate([
      blurView.topAnchor.constraint(equalTo: window.topAnchor),
      blurView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      blurView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      blurView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])

    let logo = UIImageView(image: UIImage(systemName: "lock.shield"))
    logo.contentMode = .scaleAspectFit
    let name = UILabel()
    name.text = "Ledger"
    name.font = .preferredFont(forTextStyle: .title1)
    name.textColor = .white
    let stack = UIStackView(arrangedSubviews: [logo, name])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    blurView.contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      logo.widthAnchor.constraint(equalToConstant: 64),
      logo.heightAnchor.constraint(equalTo: logo.widthAnchor),
      stack.centerXAnchor.constraint(equalTo: blurView.contentView.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: blurView.contentView.centerYAnchor),
    ])
    privacyView = blurView
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    privacyView?.removeFromSuperview()
    privacyView = nil
  }
}

/// Presents a privacy screen over whatever is shown when entering the background, laid out
/// against the safe area; dismisses it on the way back.
class PresentedPrivacySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    let privacy = PrivacyViewController()
    privacy.modalPresentationStyle = .overFullScreen
    window?.rootViewController?.present(privacy, animated: false)
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    window?.rootViewController?.dismiss(animated: false)
  }
}

/// An opaque screen with the app's name at the top of the safe area.
final class PrivacyViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Ledger is locked"
    title.textAlignment = .center
    title.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

/// A list of accounts in a table, the way table screens are written: a registered cell subclass
/// and `defaultContentConfiguration()`; no cover, so the rows are in the snapshot.
class AccountsTableSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: AccountsViewController(style: .insetGrouped))
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class AccountCell: UITableViewCell {
  static let reuseIdentifier = "AccountCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class AccountsViewController: UITableViewController {
  private let accounts = [("Checking", "DE89 3704 0044 0532 0130 00"), ("Savings", "DE02 1203 0000 0000 2020 51")]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Accounts"
    tableView.register(AccountCell.self, forCellReuseIdentifier: AccountCell.reuseIdentifier)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { accounts.count }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Your accounts" }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: AccountCell.reuseIdentifier, for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = accounts[indexPath.row].0
    content.secondaryText = accounts[indexPath.row].1
    cell.contentConfiguration = content
    return cell
  }
}

/// Covers with the launch screen in a window of its own, a common public pattern.
class LaunchScreenCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var privacyWindow: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let privacyWindow = UIWindow(windowScene: windowScene)
    privacyWindow.rootViewController = UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()
    privacyWindow.windowLevel = .alert + 1
    privacyWindow.makeKeyAndVisible()
    self.privacyWindow = privacyWindow
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    privacyWindow?.isHidden = true
    privacyWindow = nil
  }
}

/// Locks its vault when protected data goes away, as banking apps do: at connect it reads
/// `isProtectedDataAvailable` and observes the protected-data notifications. Played unlocked,
/// its account shows; it covers on background like `BackgroundOnlySceneDelegate`.
class ProtectedDataSceneDelegate: BackgroundOnlySceneDelegate {
  private var observers: [any NSObjectProtocol] = []

  override func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    super.scene(scene, willConnectTo: session, options: connectionOptions)
    if !UIApplication.shared.isProtectedDataAvailable { lockVault() }
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.protectedDataWillBecomeUnavailableNotification, object: nil, queue: .main
      ) { [weak self] _ in MainActor.assumeIsolated { self?.lockVault() } })
  }

  private func lockVault() {
    let label = UILabel(frame: CGRect(x: 20, y: 300, width: 353, height: 44))
    label.text = "Vault locked"
    window?.rootViewController?.view.addSubview(label)
  }
}

/// Keeps one effect view made with `UIVisualEffectView()` (no effect yet), gives it a thick
/// material and a spinner on resign and removes it when active again: covered in both states.
class StoredBlurSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let cover = UIVisualEffectView()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    cover.effect = UIBlurEffect(style: .systemThickMaterial)
    cover.frame = window?.bounds ?? .zero
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.center = cover.center
    spinner.startAnimating()
    cover.contentView.addSubview(spinner)
    window?.addSubview(cover)
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    cover.removeFromSuperview()
  }
}
