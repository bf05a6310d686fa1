import Foundation
@testable import HostEngine
import HostProtocol
import SwiftUI
import Testing
import WidgetKit

/// `TimelineProviderContext.environmentVariants`: the environments the host draws a family in,
/// named by the host and read by the provider through Apple's key-path subscripts.
@MainActor
struct EnvironmentVariantsTests {
  @Test func outsideAHostsRunNoVariantIsNamed() {
    let variants = TimelineProviderContext(family: .systemSmall, isPreview: false).environmentVariants
    #expect(variants.colorScheme == nil)
    #expect(variants[\.displayScale] == nil)
  }

  @Test func eachValueIsListedOnceInTheHostsOrder() {
    let context = TimelineProviderContext(
      family: .accessoryRectangular, isPreview: false,
      variants: [
        WidgetEnvironmentVariant(colorScheme: .dark),
        WidgetEnvironmentVariant(reasons: .privacy, colorScheme: .dark),
        WidgetEnvironmentVariant(reasons: .placeholder, colorScheme: .dark, isLuminanceReduced: true),
      ])
    let variants = context.environmentVariants
    #expect(variants.colorScheme == [.dark])
    #expect(variants[\.colorScheme] == [.dark])
    #expect(variants.redactionReasons == [[], .privacy, .placeholder])
    #expect(variants.isLuminanceReduced == [false, true])
    #expect(variants.sizeCategory == [EnvironmentValues().sizeCategory])
    #expect(variants[\.displayScale] == [EnvironmentValues().displayScale])
  }

  @Test func aReasonSwiftUIDoesNotNameIsAnInvalidRequest() throws {
    let named = try WidgetEnvironmentVariant(
      WidgetEnvironment(redactionReasons: ["privacy"], colorScheme: "dark", isLuminanceReduced: true, showsContainerBackground: false))
    #expect(named == WidgetEnvironmentVariant(reasons: .privacy, colorScheme: .dark, isLuminanceReduced: true, showsContainerBackground: false))
    #expect(throws: JSONRPCError.self) {
      try WidgetEnvironmentVariant(WidgetEnvironment(redactionReasons: ["secret"], isLuminanceReduced: false))
    }
  }

  /// Every device state and access setting of a run, each environment once: the Lock Screen's
  /// are dark and dimmed on the Always-On display, redacted for privacy with access off, and the
  /// placeholder under a protecting data protection class.
  @Test func theHostNamesEachEnvironmentItDrawsAFamilyIn() {
    let lock = WidgetReading.environments(
      family: "accessoryRectangular", devices: WidgetDeviceState.allCases, lockScreenAccess: [true, false], dataProtection: nil)
    #expect(lock.count == Set(lock).count)
    #expect(lock.allSatisfy { $0.colorScheme == "dark" })
    #expect(Set(lock.map(\.redactionReasons)) == [[], ["privacy"]])
    #expect(lock.map(\.isLuminanceReduced).contains(true))
    let home = WidgetReading.environments(family: "systemMedium", devices: [.unlocked], lockScreenAccess: [true, false], dataProtection: nil)
    #expect(home == [WidgetEnvironment(redactionReasons: [], colorScheme: "light", isLuminanceReduced: false)])
    let protected = WidgetReading.environments(
      family: "accessoryCircular", devices: [.unlocked, .locked], lockScreenAccess: [true], dataProtection: "NSFileProtectionComplete")
    #expect(protected.map(\.redactionReasons) == [[], ["placeholder"]])
  }

  /// The corpus's timetable prepares its Always-On line only when a variant is dimmed.
  @Test func aProviderPreparesOnlyForTheVariantsItIsTold() async throws {
    let widget = try RealStyleWidgetTests.widget("LessonScheduleWidget")
    func texts(_ variants: [WidgetEnvironmentVariant]) async throws -> [String] {
      let context = TimelineProviderContext(family: .accessoryRectangular, isPreview: false, variants: variants)
      let timeline = await withCheckedContinuation { continuation in widget.provider.timeline(context) { continuation.resume(returning: $0) } }
      let entry = try #require(timeline.entries.first)
      let dimmed = WidgetEnvironmentVariant(colorScheme: .dark, isLuminanceReduced: true).values(family: .accessoryRectangular, now: entry.date)
      return try WidgetEvaluation.evaluate(entry, in: dimmed).flatMap(\.allNodes).compactMap { $0.kind == .text ? $0.text : nil }
    }
    #expect(try await texts([WidgetEnvironmentVariant(colorScheme: .dark, isLuminanceReduced: true)]) == ["WIS B2.14"])
    #expect(try await texts([WidgetEnvironmentVariant(colorScheme: .dark)]).first == "B2.1")
  }
}
