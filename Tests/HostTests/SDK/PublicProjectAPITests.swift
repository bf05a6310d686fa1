import Foundation
import Security
import SwiftUI
import Testing
import UIKit
import UserNotifications

@testable import os

/// API that public apps' scene delegates, widgets and Screen Time extensions call and that was
/// missing until a sweep of their code found it: each does what its documentation says here.
@MainActor
struct PublicProjectAPITests {
  /// A redaction modifier that hides content while the screen is recorded reads false: the host
  /// never records it, and an App Switcher snapshot is no capture.
  @Test func aSceneIsNeverCaptured() throws {
    struct Redacted: View {
      @Environment(\.isSceneCaptured) var captured
      var body: some View { Text(captured ? "hidden" : "balance 12") }
    }
    let texts = try ViewEvaluator.evaluate(Redacted(), in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.text)
    #expect(texts == ["balance 12"])
  }

  @Test func notificationCategoriesAreKept() async {
    let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [.destructive])
    let category = UNNotificationCategory(identifier: "limit-\(UUID().uuidString)", actions: [snooze], intentIdentifiers: [], options: [])
    UNUserNotificationCenter.current().setNotificationCategories([category])
    let kept = await UNUserNotificationCenter.current().notificationCategories()
    #expect(kept.map(\.identifier) == [category.identifier])
    #expect(kept.first?.actions.map(\.title) == ["Snooze"])
  }

  /// Every accessibility setting is off on the host's phone, so a privacy cover chosen by
  /// `isReduceTransparencyEnabled` is the blur.
  @Test func accessibilitySettingsAreOff() {
    #expect(!UIAccessibility.isReduceTransparencyEnabled && !UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
  }

  @Test func coreFoundationPreferencesGoThroughTheSuite() {
    let suite = "group.test.\(UUID().uuidString)"
    CFPreferencesSetAppValue("limit", "30" as NSString, suite)
    #expect(CFPreferencesAppSynchronize(suite))
    #expect(UserDefaults(suiteName: suite)?.string(forKey: "limit") == "30")
    #expect(CFPreferencesCopyAppValue("limit", suite) as? String == "30")
    CFPreferencesSetAppValue("limit", nil, suite)
    #expect(CFPreferencesCopyAppValue("limit", suite) == nil)
  }

  @Test func aLoggerOfTheDisabledLogIsDisabledAndAnotherKeepsItsNames() {
    let logger = Logger(OSLog(subsystem: "com.example.app", category: "privacy"))
    #expect(logger.subsystem == "com.example.app" && logger.category == "privacy" && logger.isEnabled)
    #expect(!Logger(OSLog.disabled).isEnabled)
  }

  /// A Keychain query built as Objective-C-era code builds it: key-value coding on an
  /// `NSMutableDictionary`, `NSString(format: kSecClass)` keys, `noErr`.
  @Test func aKeychainQueryBuiltTheObjectiveCWay() {
    let query = NSMutableDictionary()
    query.setValue(kSecClassGenericPassword, forKey: kSecClass as String)
    query.setValue("svc-\(UUID().uuidString)", forKey: NSString(format: kSecAttrService) as String)
    query.setValue(Data("x".utf8), forKey: kSecValueData as String)
    #expect(query.value(forKey: kSecClass as String) as? String == kSecClassGenericPassword)
    #expect(SecItemAdd(query, nil) == noErr)
    query.setValue(nil, forKey: kSecValueData as String)
    #expect(query.value(forKey: kSecValueData as String) == nil)
    #expect(SecItemCopyMatching(query, nil) == noErr)
  }

  @Test func anImageDrawsAgainAtItsOwnScale() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
    #expect(image.imageRendererFormat.scale == image.scale)
  }
}
