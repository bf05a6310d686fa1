// On iOS, widget code imports WidgetKit and SwiftUI; WidgetKit's API names SwiftUI's types.
@_exported import SwiftUI
