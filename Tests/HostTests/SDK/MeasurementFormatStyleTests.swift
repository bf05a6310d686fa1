import Foundation
import FoundationAdditions
import SwiftUI
import Testing

/// `Measurement.FormatStyle`, which swift-corelibs-foundation lacks: each width as Apple's page
/// and CLDR's English write it, the number in the style's locale, through `Text` as a widget
/// writes it.
@MainActor
struct MeasurementFormatStyleTests {
  private static let english = Locale(identifier: "en_US")

  /// Apple's own example: 100 degrees Fahrenheit in each width, and with the scale hidden.
  @Test func applesTemperatureExampleInEachWidth() {
    let temperature = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
    #expect(temperature.formatted(.measurement(width: .wide).locale(Self.english)) == "100 degrees Fahrenheit")
    #expect(temperature.formatted(.measurement(width: .abbreviated).locale(Self.english)) == "100°F")
    #expect(temperature.formatted(.measurement(width: .narrow).locale(Self.english)) == "100°")
    #expect(temperature.formatted(.measurement(width: .abbreviated, hidesScaleName: true).locale(Self.english)) == "100°")
  }

  /// A distance, abbreviated with a space, narrow without one, wide by name, singular for one.
  @Test func aDistanceInEachWidthAndNumber() {
    let style = { (width: Measurement<UnitLength>.FormatStyle.UnitWidth) in
      Measurement<UnitLength>.FormatStyle(width: width, locale: Self.english, usage: .road)
    }
    #expect(Measurement(value: 5.2, unit: UnitLength.kilometers).formatted(style(.abbreviated)) == "5.2 km")
    #expect(Measurement(value: 5.2, unit: UnitLength.kilometers).formatted(style(.narrow)) == "5.2km")
    #expect(Measurement(value: 5.2, unit: UnitLength.kilometers).formatted(style(.wide)) == "5.2 kilometers")
    #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(style(.wide)) == "1 mile")
    #expect(Measurement(value: 6, unit: UnitLength.feet).formatted(style(.wide)) == "6 feet")
    #expect(Measurement(value: 45, unit: UnitDuration.minutes).formatted(.measurement(width: .abbreviated).locale(Self.english)) == "45 min")
  }

  /// The number follows the style's number format and locale: a German comma, a fixed precision.
  @Test func theNumberFollowsTheLocaleAndTheNumberStyle() {
    let liters = Measurement(value: 1.25, unit: UnitVolume.liters)
    #expect(liters.formatted(.measurement(width: .abbreviated).locale(Locale(identifier: "de_DE"))) == "1,25 L")
    let rounded = Measurement<UnitVolume>.FormatStyle(
      width: .abbreviated, locale: Self.english, numberFormatStyle: .number.precision(.fractionLength(1)))
    #expect(liters.formatted(rounded) == "1.2 L" || liters.formatted(rounded) == "1.3 L", "\(liters.formatted(rounded))")
    // A unit without English names here is written by its symbol.
    let pressure = Measurement(value: 1013, unit: UnitPressure.hectopascals)
    #expect(pressure.formatted(.measurement(width: .wide).locale(Self.english)) == "1,013 hPa")
  }

  /// A widget writes it through `Text(_:format:)`, in the environment's locale.
  @Test func aTextWritesTheMeasurementInTheEnvironmentsLocale() throws {
    var environment = EnvironmentValues()
    environment.locale = Self.english
    let views = try ViewEvaluator.evaluate(
      Text(Measurement(value: 12.5, unit: UnitEnergy.kilocalories), format: .measurement(width: .wide)), in: environment)
    #expect(views.first?.text == "12.5 kilocalories")
  }
}
