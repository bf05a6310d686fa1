// On iOS, widget code imports WidgetKit and SwiftUI; WidgetKit's API names SwiftUI's types.
@_exported import SwiftUI

// On iOS, Foundation has `URLSession`, `URLRequest` and `URLResponse`, and a timeline provider
// fetches its entries with them; swift-corelibs-foundation keeps them in FoundationNetworking.
// WidgetKit brings it, so a provider that imports WidgetKit compiles unchanged. (The shield and
// monitor modules do not: those extensions have no network on iOS, and it costs every launch.)
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
