import Dispatch
import Foundation
public import AppIntents
import HostProtocol
public import Intents
import ManagedSettings

/// A widget the person placed, as WidgetKit's `WidgetInfo`.
public struct WidgetInfo: CustomStringConvertible, Sendable {
  /// The widget's kind.
  public let kind: String
  /// The family it was placed in.
  public let family: WidgetFamily
  /// The SiriKit intent it is configured with: nil, as the host configures no widget.
  public var configuration: INIntent? { nil }

  /// The App Intents configuration it was given: nil, as the host configures no widget (the
  /// intent's parameters keep their defaults, as a fresh widget's do).
  public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? { nil }

  public var description: String { "\(kind) (\(family))" }
}

extension WidgetCenter {
  /// The widgets the person placed, on a background queue, as WidgetKit calls back: under
  /// `extension-host simulate`, the scenario's `widget KIND FAMILY` lines; elsewhere none (the
  /// simulated Home Screen and Lock Screen hold none of the app's widgets).
  public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
    let widgets = Self.placedWidgets()
    DispatchQueue.global().async { completion(.success(widgets)) }
  }

  /// The widgets the person placed (see `getCurrentConfigurations(_:)`).
  public func currentConfigurations() async throws -> [WidgetInfo] { Self.placedWidgets() }

  /// What the host says is placed; none without a host, or when the host places none.
  private static func placedWidgets() -> [WidgetInfo] {
    guard let host = HostLink.requests, case .success(let result) = host.send(WidgetConfigurationsRequest()) else { return [] }
    return result.widgets.compactMap { placed in
      WidgetFamily.allCases.first { $0.description == placed.family }.map {
        WidgetInfo(kind: placed.kind, family: $0)
      }
    }
  }
}
