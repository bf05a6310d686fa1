public import Foundation
import Synchronization

/// A pasteboard, as UIKit's `UIPasteboard`: `general` and the named ones live as long as the
/// process (the host's app is its only user), holding items of type identifier to value. Apps
/// that clear what they copied when they go to the background (`UIPasteboard.general.items = []`)
/// run as written; the App Switcher's card does not show the pasteboard.
// @unchecked: `name` is a `let`; the items and the change count are read and written only under
// `lock`, and the boards by name only under their `Mutex`, so any thread may use a pasteboard, as
// on iOS. The items' values are the app's (strings, URLs, images, colours, data): a value of a
// type that is not Sendable is the app's to share. Open, as UIKit's is; a subclass that adds
// state takes on the proof itself.
open class UIPasteboard: NSObject, @unchecked Sendable {
  /// A pasteboard's name, as `UIPasteboard.Name`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  /// What `setItems(_:options:)` takes, as `UIPasteboard.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
  }

  public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
  public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

  /// The system's pasteboard.
  public static var general: UIPasteboard { named(.general, create: true)! }

  /// The pasteboard named `name`; nil when none has it and `create` is false.
  public convenience init?(name: Name, create: Bool) {
    guard Self.named(name, create: create) != nil else { return nil }
    self.init(name: name)
  }

  /// A pasteboard of a name no other has.
  public static func withUniqueName() -> UIPasteboard { named(Name(rawValue: UUID().uuidString), create: true)! }

  /// Removes the pasteboard named `name`.
  public static func remove(withName name: Name) {
    _ = boards.withLock { $0.removeValue(forKey: name) }
  }

  public let name: Name
  private let lock = NSLock()
  private var storedItems: [[String: Any]] = []
  private var storedChangeCount = 0

  private init(name: Name) {
    self.name = name
    super.init()
  }

  private static let boards = Mutex<[Name: UIPasteboard]>([:])

  private static func named(_ name: Name, create: Bool) -> UIPasteboard? {
    boards.withLock { boards in
      if let found = boards[name] { return found }
      guard create else { return nil }
      let made = UIPasteboard(name: name)
      boards[name] = made
      return made
    }
  }

  /// Kept: a pasteboard here lasts as long as the process.
  open var isPersistent: Bool { true }
  /// Bumped at every change.
  open var changeCount: Int { lock.withLock { storedChangeCount } }

  /// Every item, as type identifier to value.
  open var items: [[String: Any]] {
    get { lock.withLock { storedItems } }
    set { setItems(newValue) }
  }

  open var numberOfItems: Int { items.count }

  open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
    lock.withLock {
      storedItems = items
      storedChangeCount += 1
    }
  }

  open func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

  open var types: [String] { items.first.map { Array($0.keys) } ?? [] }

  open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: value]]) }
  open func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
  open func setData(_ data: Data, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: data]]) }

  private func values<Value>(of type: String, as _: Value.Type) -> [Value] { items.compactMap { $0[type] as? Value } }

  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  open var strings: [String]? {
    get { Self.nonEmpty(values(of: Self.textType, as: String.self)) }
    set { setItems((newValue ?? []).map { [Self.textType: $0] }) }
  }
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  open var urls: [URL]? {
    get { Self.nonEmpty(values(of: Self.urlType, as: URL.self)) }
    set { setItems((newValue ?? []).map { [Self.urlType: $0] }) }
  }
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  open var images: [UIImage]? {
    get { Self.nonEmpty(values(of: Self.imageType, as: UIImage.self)) }
    set { setItems((newValue ?? []).map { [Self.imageType: $0] }) }
  }
  open var color: UIColor? {
    get { colors?.first }
    set { colors = newValue.map { [$0] } }
  }
  open var colors: [UIColor]? {
    get { Self.nonEmpty(values(of: Self.colorType, as: UIColor.self)) }
    set { setItems((newValue ?? []).map { [Self.colorType: $0] }) }
  }

  open var hasStrings: Bool { strings != nil }
  open var hasURLs: Bool { urls != nil }
  open var hasImages: Bool { images != nil }
  open var hasColors: Bool { colors != nil }

  private static let textType = "public.utf8-plain-text"
  private static let urlType = "public.url"
  private static let imageType = "public.image"
  private static let colorType = "com.apple.uikit.color"

  private static func nonEmpty<Value>(_ values: [Value]) -> [Value]? { values.isEmpty ? nil : values }
}
