// On iOS, ManagedSettings is a framework whose module re-exports Foundation: a file that imports
// only ManagedSettings still sees UserDefaults and JSONDecoder.
@_exported import Foundation
// What Foundation has on iOS and swift-corelibs-foundation lacks on Linux (`String(localized:)`,
// `LocalizedStringResource`), reading the extension's own tables: every file that imports a
// shield framework gets it, as every such file on iOS has Foundation's.
@_exported import BundleResources
