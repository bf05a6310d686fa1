// Widgets that break WidgetKit's contract without breaking the protocol: each is run with
// `--kind`, and the host names the mistake once, against this extension.

import Foundation
import ManagedSettings  // FileManager.containerURL(forSecurityApplicationGroupIdentifier:), which Foundation has on iOS
import SwiftUI
import WidgetKit

/// Calls its timeline's completion three times, as code that completes on every network answer
/// does: WidgetKit wants one timeline per call.
struct CompletesTwiceWidget: Widget {
  static let provider = FixedProvider { completion in
    for code in ["first", "second", "third"] {
      completion(Timeline(entries: [CodeEntry(date: Date(), code: code)], policy: .never))
    }
  }

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "completes-twice", provider: Self.provider) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline, .accessoryRectangular])  // one provider: named once
  }
}

/// Reads an App Group its entitlements do not list (the app's second group), through both of
/// the APIs an iOS widget uses: on a device the container is nil and the suite is empty.
struct UnlistedGroupWidget: Widget {
  static let provider = FixedProvider { completion in
    let group = "group.com.example.FocusApp.shared"
    let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)
    let shared = UserDefaults(suiteName: group)?.string(forKey: "code")
    let text = "container \(container == nil ? "none" : "some"), defaults \(shared ?? "none")"
    completion(Timeline(entries: [CodeEntry(date: Date(), code: text)], policy: .never))
  }

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "unlisted-group", provider: Self.provider) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline, .accessoryRectangular])
  }
}

/// Asks for the container of an App Group whose name holds terminal escapes (a title, a screen
/// clear) and a bell: the host names the refusal with them shown as escapes, never obeyed.
struct EscapingGroupWidget: Widget {
  static let provider = FixedProvider { completion in
    let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example.\u{1B}]0;owned\u{07}\u{1B}[2J")
    completion(Timeline(entries: [CodeEntry(date: Date(), code: container == nil ? "none" : "some")], policy: .never))
  }

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "escaping-group", provider: Self.provider) { entry in Text(entry.code) }
      .supportedFamilies([.accessoryInline])
  }
}
