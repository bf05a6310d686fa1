import FamilyControls
import SwiftUI

@main
struct FocusTimerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
