// FamilyControls' API takes ManagedSettings' tokens and values, so importing it brings them.
@_exported import ManagedSettings
// And it links SwiftUI (its picker is a view) and Combine (its center is an `ObservableObject`):
// code that imports only FamilyControls and Foundation declares `ObservableObject` models with
// `@Published` selections, and `@Observable` services, and compiles on iOS.
@_exported import Combine
@_exported import Observation
