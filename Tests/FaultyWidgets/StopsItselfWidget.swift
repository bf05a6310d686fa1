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

/// A view whose body stops its own process: the host's render waits for an answer that never comes.
struct StopsItselfView: View {
  var body: some View {
    raise(SIGSTOP)
    return Text("never drawn")
  }
}

/// A widget whose provider answers at once and whose view stops the process.
struct StopsItselfInViewWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "stops-in-view", provider: FixedProvider.hourly) { _ in StopsItselfView() }
      .supportedFamilies([.accessoryInline])
  }
}
