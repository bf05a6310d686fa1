import UIKit

/// An app without scenes: the app delegate owns the window and the cover (covered on resign,
/// uncovered on becoming active), in the style of apps written before iOS 13.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private var blurView: UIVisualEffectView?

  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    true
  }

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    let root = UIViewController()
    root.view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 20, y: 120, width: 353, height: 22))
    label.text = "Patient: A. Smith, HbA1c 6.1%"
    root.view.addSubview(label)
    window?.rootViewController = UINavigationController(rootViewController: root)
    window?.makeKeyAndVisible()
    return true
  }

  func applicationWillResignActive(_ application: UIApplication) {
    guard blurView == nil, let window = coveredWindow(application) else { return }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    blur.frame = window.bounds
    window.addSubview(blur)
    blurView = blur
  }

  func applicationDidEnterBackground(_ application: UIApplication) {}

  func applicationWillEnterForeground(_ application: UIApplication) {}

  func applicationDidBecomeActive(_ application: UIApplication) {
    blurView?.removeFromSuperview()
    blurView = nil
  }

  func applicationWillTerminate(_ application: UIApplication) {}

  /// The window to cover: its own, or, with `LegacyFindsWindowThroughScenes` in the Info.plist,
  /// the key window found through the connected scenes, as libraries added to such apps find it
  /// (iOS 13 and later give an app without a scene manifest one scene too).
  private func coveredWindow(_ application: UIApplication) -> UIWindow? {
    guard Self.infoFlag("LegacyFindsWindowThroughScenes") else { return window }
    return application.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
  }

  /// A Boolean of the app's Info.plist (the host names the file in the environment).
  static func infoFlag(_ key: String) -> Bool {
    guard let path = ProcessInfo.processInfo.environment["EXTENSION_HOST_INFO_PLIST"],
      let data = FileManager.default.contents(atPath: path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return false }
    return plist[key] as? Bool ?? false
  }
}
