// What Foundation has on iOS and swift-corelibs-foundation lacks on Linux (`String(localized:)`,
// `LocalizedStringResource`), reading the extension's own tables: every file that imports a
// shield framework gets it, as every such file on iOS has Foundation's.
@_exported import BundleResources
