import SwiftUI

@main
struct FocusApp: App {
  var body: some Scene { WindowGroup { Text("Focus") } }
}
