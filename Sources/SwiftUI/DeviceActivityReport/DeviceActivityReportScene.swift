public import DeviceActivity
public import ExtensionKit

/// One report of a report extension, as the `DeviceActivityReportScene` of Apple's DeviceActivity
/// and SwiftUI overlay: it turns the activity the app's filter selects into a configuration, and
/// the configuration into a view. An `AppExtensionScene`, so main-actor isolated, as Apple's is.
public protocol DeviceActivityReportScene: AppExtensionScene {
  /// What `makeConfiguration(representing:)` makes and `content` draws.
  associatedtype Configuration
  /// The report's view.
  associatedtype Content: View
  /// The name the app's `DeviceActivityReport` uses for this report.
  var context: DeviceActivityReport.Context { get }
  /// The report's view for a configuration.
  var content: (Configuration) -> Content { get }
  /// The configuration for the activity the filter selected.
  func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> Configuration
  /// Not Apple API: the contexts this scene answers, its own or, for several scenes, theirs in
  /// order. A requirement, so it is reached through an opaque `some DeviceActivityReportScene`.
  var _contexts: [DeviceActivityReport.Context] { get }
}

extension DeviceActivityReportScene {
  /// One scene answers its own context.
  public var _contexts: [DeviceActivityReport.Context] { [context] }
}

/// Combines a report extension's scenes, as the `DeviceActivityReportBuilder` of Apple's overlay;
/// on the main actor, as the scenes are.
@resultBuilder @MainActor @preconcurrency
public enum DeviceActivityReportBuilder {
  /// One scene, as it is.
  public static func buildBlock<Scene: DeviceActivityReportScene>(_ scene: Scene) -> Scene { scene }

  /// Several scenes, each answering its own context.
  public static func buildBlock<each Scene: DeviceActivityReportScene>(_ scenes: repeat each Scene) -> DeviceActivityReportScenes<repeat each Scene> {
    DeviceActivityReportScenes(scenes: (repeat each scenes))
  }
}

/// Several scenes of one report extension, each answering its own context: what a `body` with more
/// than one scene builds. It draws nothing itself; each of its scenes draws its own report.
public struct DeviceActivityReportScenes<each Scene: DeviceActivityReportScene>: DeviceActivityReportScene {
  /// The scenes, in the order the body lists them.
  public let scenes: (repeat each Scene)

  /// The scenes' contexts, in order.
  public var _contexts: [DeviceActivityReport.Context] {
    var contexts: [DeviceActivityReport.Context] = []
    for scene in repeat each scenes { contexts += scene._contexts }
    return contexts
  }

  /// No context of its own: the app names one of its scenes'.
  public var context: DeviceActivityReport.Context { DeviceActivityReport.Context("") }
  /// Nothing of its own.
  public var content: (()) -> EmptyView { { _ in EmptyView() } }
  /// Nothing of its own to configure.
  public func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async {}
}
