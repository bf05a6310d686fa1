import Foundation
import HostProtocol
import ManagedSettings
import SwiftUI

/// Starts a widget extension from its `@main` widget or bundle: the extension runtime's
/// handshake and pipes (as a shield extension's), with the widgets served by
/// `WidgetExtensionPrincipal` instead of a principal class.
enum WidgetExtensionMain {
  @MainActor
  static func run(_ widgets: [_WidgetDescription], entryPoint: String) -> Never {
    WidgetExtensionPrincipal.served = ServedWidgets(
      entryPoint: entryPoint, widgets: widgets.compactMap(\.descriptor),
      systemDrawn: widgets.compactMap(\.systemDrawn).map(\.description))
    ExtensionMain(principal: WidgetExtensionPrincipal.self, role: "a widget extension", tryCommand: "widgets")
  }
}

/// The widgets the `@main` type declared, and the entries the host asked for so far.
@MainActor
final class ServedWidgets {
  let entryPoint: String
  let widgets: [WidgetDescriptor]
  /// What the bundle holds that iOS draws without a timeline (`SystemDrawnWidget`), in its order.
  let systemDrawn: [String]
  /// The last entries of each kind, family and source, for `widget/render`.
  var entries: [String: [ErasedEntry]] = [:]

  init(entryPoint: String, widgets: [WidgetDescriptor], systemDrawn: [String]) {
    self.entryPoint = entryPoint
    self.widgets = widgets
    self.systemDrawn = systemDrawn
  }

  static func key(kind: String, family: WidgetFamily, source: WidgetEntrySource) -> String {
    "\(kind)\u{0}\(family)\u{0}\(source.rawValue)"
  }
}

/// Serves `widget/kinds`, `widget/timeline` and `widget/render` on the main queue.
final class WidgetExtensionPrincipal: NSObject, ExtensionPrincipal {
  @MainActor static var served: ServedWidgets?

  package static var extensionPoint: ExtensionPoint { .widgetKit }
  package static var methods: [String] { [WidgetKindsRequest.method, WidgetTimelineRequest.method, WidgetRenderRequest.method] }
  package static var entryPointName: String? { MainActor.assumeIsolated { served?.entryPoint } }

  override init() { super.init() }
  convenience init?(coder: NSCoder) { self.init() }

  package func serve(_ message: JSONRPCMessage, replier: Replier) {
    MainActor.assumeIsolated {
      guard let served = Self.served else {
        replier.fail(JSONRPCError(.internalError, "the widget extension has no widgets"))
        return
      }
      do throws(JSONRPCError) {
        switch message.method {
        case WidgetKindsRequest.method:
          replier.reply(
            WidgetKindsResult(
              entryPoint: served.entryPoint, widgets: served.widgets.map(\.wireDescription),
              systemDrawn: served.systemDrawn.isEmpty ? nil : served.systemDrawn))
        case WidgetTimelineRequest.method:
          try WidgetRequests.timeline(try message.params(WidgetTimelineRequest.self), served: served, replier: replier)
        case WidgetRenderRequest.method:
          replier.reply(try WidgetRequests.render(try message.params(WidgetRenderRequest.self), served: served))
        default:
          replier.fail(JSONRPCError(.methodNotFound, "a widget extension does not serve '\(message.method ?? "")'"))
        }
      } catch {
        replier.fail(error)
      }
    }
  }
}

extension WidgetDescriptor {
  var wireDescription: WidgetKindDescription {
    WidgetKindDescription(
      kind: kind, displayName: displayName, summary: summary, families: families.map(\.description),
      configuration: configurationKind, backgroundRemovable: backgroundRemovable)
  }
}
