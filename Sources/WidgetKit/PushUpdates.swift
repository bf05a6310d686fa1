public import Foundation
public import SwiftUI

// WidgetKit push updates (widgets iOS 26, controls iOS 18): a widget or control opts in with
// `pushHandler(_:)`, and WidgetKit instantiates the handler type and hands it the Apple Push
// Notification service token its server sends reloads to. The host has no push service: no token
// is ever generated, so no handler is instantiated and `currentPushInfo` is nil, which Apple
// documents for a token whose generation has not completed. Timelines reload as they do without
// push: by their policy, and by `WidgetCenter` calls from the app or a monitor in a scenario.

/// The push token for reloading widgets and refreshing their relevance, as WidgetKit's `WidgetPushInfo`.
public struct WidgetPushInfo: Sendable {
  /// The token the widget's server sends pushes to.
  public let token: Data
}

/// A type WidgetKit hands the widgets' push token, as WidgetKit's `WidgetPushHandler`.
public protocol WidgetPushHandler {
  /// Creates a handler; WidgetKit makes one for each token change.
  init()
  /// Called with the new token and the widgets that support push updates.
  func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

extension WidgetConfiguration {
  /// Opts the widget into push updates, handled by `pushHandlerType`: accepted; the host has no
  /// push service, so the handler is never instantiated.
  public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration { self }
}

extension WidgetCenter {
  /// The current push token of the widgets: nil, as WidgetKit answers before a token has been
  /// generated; the host generates none.
  public var currentPushInfo: WidgetPushInfo? {
    get async { nil }
  }
}

/// The push token of a control the person configured, as WidgetKit's `ControlPushInfo`.
public struct ControlPushInfo: Sendable {
  /// The token the control's server sends pushes to.
  public let token: Data
}

/// A control the person configured, as WidgetKit's `ControlInfo`.
public struct ControlInfo: Sendable {
  /// The control's kind.
  public let kind: String
  /// Its push token; nil when it does not support push updates.
  public let pushInfo: ControlPushInfo?
}

/// A type WidgetKit hands the controls' push tokens, as WidgetKit's `ControlPushHandler`.
public protocol ControlPushHandler {
  /// Creates a handler; WidgetKit makes one for each token change.
  init()
  /// Called with every control that supports push updates.
  func pushTokensDidChange(controls: [ControlInfo])
}

extension ControlWidgetConfiguration {
  /// Opts the control into push updates, handled by `pushHandlerType`: accepted, as for widgets.
  public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration { self }
}

extension ControlCenter {
  /// The controls the person configured: none, as the host has no Control Center.
  public func currentControls() async throws -> [ControlInfo] { [] }
}
