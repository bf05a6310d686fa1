import Foundation
import HostProtocol
import Testing

import ShieldRendering

/// One shield to draw in the golden and picture tests.
struct RenderingSample: Sendable, CustomTestStringConvertible {
  /// The golden file's name, without `.svg`.
  var name: String
  var shield: ResolvedShield
  var appearance: Appearance

  var testDescription: String { name }
}

/// The shields the rendering tests draw: the system defaults, every kind of field, and the hard
/// cases (long, right-to-left, CJK and hostile text; images; submenus).
enum RenderingSamples {
  static func color(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1, name: String? = nil)
    -> ShieldColor
  {
    ShieldColor(red: red, green: green, blue: blue, alpha: alpha, name: name)
  }

  static let white = color(1, 1, 1)
  static let label = color(0, 0, 0, name: "label")
  static let secondaryLabel = color(60 / 255, 60 / 255, 67 / 255, 0.6, name: "secondaryLabel")
  static let systemRed = color(1, 59 / 255, 48 / 255, name: "systemRed")
  static let systemYellow = color(1, 204 / 255, 0, name: "systemYellow")
  static let systemIndigo = color(88 / 255, 86 / 255, 214 / 255, name: "systemIndigo")

  /// A typical configuration: dark blur, a symbol, white text, a red button and a secondary button.
  static let windDown = ShieldConfiguration(
    backgroundBlurStyle: ShieldBlurStyle(rawValue: 2),
    backgroundColor: color(0.1, 0.05, 0.3, 0.35),
    icon: ShieldIcon(systemName: "moon.zzz.fill", tint: systemYellow),
    title: ShieldLabel(text: "Time to wind down", color: white),
    subtitle: ShieldLabel(
      text: "example.com is blocked until 7:00 tomorrow morning. Take a breath and put the phone down.",
      color: color(0.92, 0.92, 0.96, 0.7)),
    primaryButtonLabel: ShieldLabel(text: "Close", color: white),
    primaryButtonBackgroundColor: systemRed,
    secondaryButtonLabel: ShieldLabel(text: "Ask for more time", color: color(1, 1, 1, 0.9))
  )

  /// A configuration that uses dynamic colours only, so light and dark differ.
  static let adaptive = ShieldConfiguration(
    backgroundBlurStyle: ShieldBlurStyle(rawValue: 8),
    icon: ShieldIcon(systemName: "hand.raised.fill"),
    title: ShieldLabel(text: "Focus is on", color: label),
    subtitle: ShieldLabel(text: "Social apps are paused during Work Focus.", color: secondaryLabel),
    primaryButtonLabel: ShieldLabel(text: "OK", color: white),
    primaryButtonBackgroundColor: systemIndigo,
    secondaryButtonLabel: ShieldLabel(text: "Ignore limit", color: color(0, 122 / 255, 1, name: "systemBlue"))
  )

  static var iconPNG: Data { SVGSnapshot.fixture("icon.png") ?? Data() }

  /// Every sample with a golden file, except the blur styles.
  static var all: [RenderingSample] {
    var noSecondary = windDown
    noSecondary.secondaryButtonLabel = nil
    noSecondary.backgroundColor = systemIndigo
    noSecondary.backgroundBlurStyle = nil

    var submenu = adaptive
    submenu.secondaryButtonLabel = ShieldLabel(text: "More time", color: color(0, 122 / 255, 1, name: "systemBlue"))
    submenu.secondaryButtonSubmenuItems = ["1 more minute", "15 more minutes", "Ask a parent", "A fourth, never shown"]

    let longText = ShieldConfiguration(
      title: ShieldLabel(
        text: "This title is much too long to fit on the two lines that a shield gives its title, so it truncates",
        color: label),
      subtitle: ShieldLabel(
        text: """
          A subtitle wraps to at most four lines. This one keeps going, with words like \
          incomprehensibilities and a URL https://example.com/a/very/long/path/that/has/no/spaces/at/all \
          and then even more words until it has to stop with an ellipsis at the end of line four.
          """,
        color: secondaryLabel),
      primaryButtonLabel: ShieldLabel(
        text: "A primary button label far too long for one line of the button", color: white),
      secondaryButtonLabel: ShieldLabel(text: "Supercalifragilisticexpialidocious-and-then-some-more", color: label)
    )

    let rightToLeft = ShieldConfiguration(
      icon: ShieldIcon(systemName: "lock.fill"),
      title: ShieldLabel(text: "האפליקציה חסומה", color: label),
      subtitle: ShieldLabel(
        text: "لا يمكنك استخدام هذا التطبيق الآن لأنه مقيد. حاول مرة أخرى غدًا في الصباح.", color: secondaryLabel),
      primaryButtonLabel: ShieldLabel(text: "סגור", color: white),
      secondaryButtonLabel: ShieldLabel(text: "اطلب المزيد من الوقت", color: label),
      secondaryButtonSubmenuItems: ["دقيقة واحدة", "15 دقيقة"]
    )

    let cjk = ShieldConfiguration(
      title: ShieldLabel(text: "このアプリは現在制限されています。しばらくしてからもう一度お試しください。", color: label),
      subtitle: ShieldLabel(
        text: "你今天已经使用这个应用超过两个小时了。为了你的健康，请休息一下，明天再来吧。「屏幕使用时间」已开启。",
        color: secondaryLabel),
      primaryButtonLabel: ShieldLabel(text: "확인", color: white),
      secondaryButtonLabel: ShieldLabel(text: "시간 더 요청하기", color: label)
    )

    let hostile = ShieldConfiguration(
      title: ShieldLabel(text: "<script>alert('x')</script> & \"quotes\"\u{0007}\u{001B}[31m", color: label),
      subtitle: ShieldLabel(
        text: "Line one\r\nline two\tafter a tab ]]> <!-- not a comment --> \u{FFFE}end", color: secondaryLabel),
      primaryButtonLabel: ShieldLabel(text: "&amp; already escaped?", color: white),
      secondaryButtonLabel: ShieldLabel(text: "\u{0000}nul\u{0085}next-line", color: label),
      secondaryButtonSubmenuItems: ["<item>", "a & b"]
    )

    var image = windDown
    image.icon = ShieldIcon(data: iconPNG)
    var tintedImage = windDown
    tintedImage.icon = ShieldIcon(data: iconPNG, tint: white)
    var asset = adaptive
    asset.icon = ShieldIcon(name: "ShieldLogo")
    var unreadable = adaptive
    unreadable.icon = ShieldIcon(data: Data([1, 2, 3, 4, 5]))

    func sample(_ name: String, _ configuration: ShieldConfiguration?, _ appearance: Appearance = .light)
      -> RenderingSample
    {
      RenderingSample(
        name: name, shield: ResolvedShield(configuration, subjectName: "example.com"), appearance: appearance)
    }
    return [
      sample("defaults", ShieldConfiguration()),
      sample("defaults-dark", ShieldConfiguration(), .dark),
      sample("failure-default", nil),
      sample("wind-down", windDown),
      sample("adaptive-light", adaptive),
      sample("adaptive-dark", adaptive, .dark),
      sample("long-text", longText),
      sample("no-secondary-button", noSecondary),
      sample("submenu", submenu),
      sample("submenu-dark", submenu, .dark),
      sample("right-to-left", rightToLeft),
      sample("cjk", cjk),
      sample("hostile-text", hostile),
      sample("image-icon", image),
      sample("tinted-image-icon", tintedImage),
      sample("asset-icon", asset),
      sample("unreadable-icon", unreadable),
    ]
  }

  /// A shield with blur style `rawValue` and everything else default, titled with the style's name.
  static func blurStyle(_ rawValue: Int) -> ResolvedShield {
    let style = ShieldBlurStyle(rawValue: rawValue)
    let configuration = ShieldConfiguration(
      backgroundBlurStyle: style, title: ShieldLabel(text: style.description, color: label))
    return ResolvedShield(configuration, subjectName: "example.com")
  }

  /// The golden name for blur style `rawValue`: `blur-02-dark`.
  static func blurStyleName(_ rawValue: Int) -> String {
    let number = rawValue < 10 ? "0\(rawValue)" : "\(rawValue)"
    return "blur-\(number)-\(ShieldBlurStyle(rawValue: rawValue).name ?? "unknown")"
  }
}
