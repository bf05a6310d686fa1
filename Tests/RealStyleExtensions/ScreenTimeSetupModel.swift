//
//  ScreenTimeSetupModel.swift
//
//  The app side of a Screen Time app, as such apps write it and share it with their extensions:
//  an `ObservableObject` model with `@Published` state that follows the Family Controls
//  authorization (`AuthorizationCenter.shared.$authorizationStatus`), and an `@Observable`
//  service, in a file that imports only Foundation and the Screen Time frameworks (FamilyControls
//  brings Combine and Observation on iOS).
//

import DeviceActivity
import FamilyControls
import Foundation
import ManagedSettings

final class ScreenTimeSetupModel: ObservableObject {
    @Published var selection = FamilyActivitySelection()
    @Published var isAuthorized = false
    @Published var isPickerPresented = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        AuthorizationCenter.shared.$authorizationStatus
            .sink { [weak self] status in
                self?.isAuthorized = status == .approved
            }
            .store(in: &cancellables)
    }

    func shieldSelection() {
        let store = ManagedSettingsStore(named: .init("setup"))
        store.shield.applications = selection.applicationTokens.isEmpty ? nil : selection.applicationTokens
    }
}

@Observable
final class ScreenTimeUsageService {
    var minutesToday = 0
    var isMonitoring = false
}
