import FamilyControls
import ManagedSettings
import SwiftUI

struct ContentView: View {
    @State private var selection = FamilyActivitySelection()
    @State private var isPickerPresented = false
    private let store = ManagedSettingsStore()

    var body: some View {
        VStack(spacing: 16) {
            Text("Focus Timer").font(.largeTitle)
            Button("Choose apps and sites") { isPickerPresented = true }
            Button("Start focus") {
                store.shield.applications = selection.applicationTokens
                store.shield.webDomains = selection.webDomainTokens
                UserDefaults(suiteName: "group.com.example.focustimer")?
                    .set("Back to work: the timer is running.", forKey: "shieldMessage")
            }
        }
        .familyActivityPicker(isPresented: $isPickerPresented, selection: $selection)
        .task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }
}
