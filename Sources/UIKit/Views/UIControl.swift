public import Foundation

/// A view a person acts on, as UIKit's `UIControl`: its state and the actions added for its
/// events. Nothing is touched here; `sendActions(for:)` runs what was added, as UIKit does.
@MainActor @preconcurrency
open class UIControl: UIView {
  /// A control's state, as `UIControl.State`, with Apple's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// What happened to a control, as `UIControl.Event`, with Apple's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  /// The control's state, from its flags.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  private var actions: [(action: UIAction, events: Event)] = []

  /// Runs `action` when any of `controlEvents` happens.
  open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

  /// Stops running `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the actions added for `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
  }
}

/// An item of a menu, as UIKit's `UIMenuElement`.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
  /// The item's title.
  public let title: String
  /// The item's image.
  public let image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}

/// A closure with a title and an image, as UIKit's `UIAction`: a control's action or a menu's item.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
  /// The action's identifier, as `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu item looks, as `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// Whether a menu item is checked, as `UIMenuElement.State`.
  public enum State: Int, Sendable { case off, on, mixed }

  public let identifier: Identifier
  public var attributes: Attributes
  public var state: State
  let handler: (UIAction) -> Void

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }
}

/// A menu, as UIKit's `UIMenu`: a title and its items (shown only when opened, never here).
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
  /// How a menu shows, as `UIMenu.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  public let children: [UIMenuElement]
  public let options: Options

  public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
    self.children = children
    self.options = options
    super.init(title: title, image: image)
  }
}
