// Every module that re-exports BundleResources (UIKit, ManagedSettings, AppIntents, and through
// them SwiftUI, WidgetKit, DeviceActivity) brings the Foundation API corelibs lacks.
@_exported import FoundationAdditions
