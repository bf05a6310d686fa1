import UIKit

/// Today's screen time: what the App Switcher must not show.
final class TodayViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Today"
    view.backgroundColor = .systemBackground
    let rows = [
      ("Screen Time", "3 h 12 min", 34.0),
      ("social.example", "1 h 40 min", 17.0),
      ("video.example", "52 min", 17.0),
      ("Maya's iPhone", "Bedtime from 21:00", 17.0),
    ]
    var y: CGFloat = 140
    for (name, value, size) in rows {
      let label = UILabel(frame: CGRect(x: 20, y: y, width: view.bounds.width - 40, height: size * 1.3))
      label.text = "\(name): \(value)"
      label.font = .systemFont(ofSize: size, weight: size > 20 ? .bold : .regular)
      view.addSubview(label)
      y += size * 1.3 + 16
    }
  }
}

/// The cover: the app's name on a plain background, nothing of the user's.
final class PrivacyCoverViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let name = UILabel(frame: CGRect(x: 0, y: view.bounds.midY - 20, width: view.bounds.width, height: 40))
    name.text = "Focus"
    name.textAlignment = .center
    name.font = .systemFont(ofSize: 28, weight: .semibold)
    view.addSubview(name)
  }
}
