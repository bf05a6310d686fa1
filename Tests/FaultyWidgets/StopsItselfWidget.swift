// A widget whose provider stops its own process, as code that calls `raise(SIGSTOP)` to "pause
// for the debugger" does: nothing of it runs again until something continues it.

import Foundation
import SwiftUI
import WidgetKit

struct StopsItselfWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "stops-itself", provider: FixedProvider { _ in raise(SIGSTOP) }) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline])
  }
}
