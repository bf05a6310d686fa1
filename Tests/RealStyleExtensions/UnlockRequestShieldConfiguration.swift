//
//  UnlockRequestShieldConfiguration.swift
//
//  Listens for the action extension's Darwin notification: once the child asked for more time,
//  the redrawn shield says the request was sent. The observer is registered the first time a
//  shield is asked for, with the usual Unmanaged round trip through the observer pointer.
//

import Foundation
import ManagedSettings
import ManagedSettingsUI
import UIKit

let unlockRequestedNotification = "com.example.FocusApp.unlockRequested"

class UnlockRequestShieldConfiguration: ShieldConfigurationDataSource {
    var isObserving = false
    var requestSent = false

    func observeIfNeeded() {
        guard !isObserving else { return }
        isObserving = true
        let center = CFNotificationCenterGetDarwinNotifyCenter()
        CFNotificationCenterAddObserver(
            center, Unmanaged.passUnretained(self).toOpaque(),
            { _, observer, _, _, _ in
                guard let observer = observer else { return }
                let me = Unmanaged<UnlockRequestShieldConfiguration>.fromOpaque(observer).takeUnretainedValue()
                me.requestSent = true
            },
            unlockRequestedNotification as CFString, nil, .deliverImmediately)
    }

    func shield() -> ShieldConfiguration {
        observeIfNeeded()
        if requestSent {
            return ShieldConfiguration(
                title: ShieldConfiguration.Label(text: "Request sent", color: .label),
                subtitle: ShieldConfiguration.Label(text: "We'll let you know when your parent answers.", color: .secondaryLabel),
                primaryButtonLabel: ShieldConfiguration.Label(text: "OK", color: .white))
        }
        return ShieldConfiguration(
            title: ShieldConfiguration.Label(text: "Ask for more time?", color: .label),
            primaryButtonLabel: ShieldConfiguration.Label(text: "Not now", color: .white),
            secondaryButtonLabel: ShieldConfiguration.Label(text: "Ask a parent", color: .systemBlue))
    }

    override func configuration(shielding application: Application) -> ShieldConfiguration { shield() }
    override func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration { shield() }
    override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration { shield() }
    override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration { shield() }
}
