public import Foundation

// `Measurement.FormatStyle` (iOS 15), which swift-corelibs-foundation lacks (its
// `MeasurementFormatter` is unavailable too): `Text(distance, format: .measurement(width:))` and
// `measurement.formatted()` in a widget. The number is written by Foundation's
// `FloatingPointFormatStyle` in the style's locale; the unit by its English names (CLDR's `en`
// short, narrow and long forms), or its symbol for a unit without one. Every usage writes the
// unit given: iOS's `.general` and the contextual usages convert to the locale's preferred unit,
// which is not modelled.

extension Measurement where UnitType: Dimension {
  /// A measurement's text, as Foundation's `Measurement.FormatStyle`.
  public struct FormatStyle: Foundation.FormatStyle, Sendable {
    /// How the unit is written, as Foundation's `Measurement.FormatStyle.UnitWidth`.
    public struct UnitWidth: Codable, Hashable, Sendable {
      let name: String
      /// The full name: "5 kilometers".
      public static var wide: UnitWidth { UnitWidth(name: "wide") }
      /// The abbreviation: "5 km".
      public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
      /// The shortest form, without a space: "5km".
      public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
    }

    public var width: UnitWidth
    public var locale: Locale
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?
    /// A temperature without its scale ("100°"): `init(width:locale:usage:hidesScaleName:numberFormatStyle:)`.
    var hidesScaleName = false

    public init(
      width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    /// `measurement` as text: its value in the locale's digits, then its unit.
    public func format(_ measurement: Measurement<UnitType>) -> String {
      let numbers = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale)
      let number = numbers.format(measurement.value)
      let names = MeasurementUnitNames.names(of: measurement.unit)
      if hidesScaleName, measurement.unit is UnitTemperature { return number + "°" }
      switch width {
      case .wide:
        guard locale.language.languageCode == .english, let names else { return number + " " + measurement.unit.symbol }
        return number + " " + (measurement.value == 1 ? names.one : names.other)
      case .narrow:
        return number + (names?.narrow ?? measurement.unit.symbol)
      default:
        let short = names?.short ?? measurement.unit.symbol
        return number + (short.hasPrefix("°") ? "" : " ") + short
      }
    }

    /// The same style in `locale`.
    public func locale(_ locale: Locale) -> Self {
      var copy = self
      copy.locale = locale
      return copy
    }
  }

  /// The measurement as text, abbreviated ("5 km").
  public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

  /// The measurement as `style` writes it.
  public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
    style.format(self)
  }
}

extension Measurement<UnitTemperature>.FormatStyle {
  /// A temperature's style; `hidesScaleName` writes "100°" for "100°F".
  public init(
    width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
    hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) {
    self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
    self.hidesScaleName = hidesScaleName
  }
}

extension FormatStyle {
  /// A measurement's style: `Text(distance, format: .measurement(width: .abbreviated))`.
  public static func measurement<UnitType: Dimension>(
    width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }

  /// A temperature's style, its scale name hidden on request.
  public static func measurement(
    width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
    hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
    Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
  }
}

/// What a measurement is for, as Foundation's `MeasurementFormatUnitUsage`. Here every usage
/// writes the unit given (iOS converts `.general` and the contextual usages to the locale's).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
  let name: String
  /// The locale's usual unit for the dimension.
  public static var general: Self { Self(name: "general") }
  /// The unit the measurement was made in.
  public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  public static var person: Self { Self(name: "person") }
  public static var personHeight: Self { Self(name: "personHeight") }
  public static var road: Self { Self(name: "road") }
  public static var focalLength: Self { Self(name: "focalLength") }
  public static var rainfall: Self { Self(name: "rainfall") }
  public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
  public static var person: Self { Self(name: "person") }
  public static var weather: Self { Self(name: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
  public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
  public static var food: Self { Self(name: "food") }
  public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
  public static var liquid: Self { Self(name: "liquid") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
  public static var wind: Self { Self(name: "wind") }
}

/// A unit's English names: CLDR `en`'s short and narrow forms and its long form, singular and plural.
struct MeasurementUnitNames: Sendable {
  let short: String
  let narrow: String
  let one: String
  let other: String

  /// The names of `unit`, by its dimension and symbol; nil for a unit not listed.
  static func names(of unit: Dimension) -> MeasurementUnitNames? {
    table["\(type(of: unit)) \(unit.symbol)"]
  }

  private static let table: [String: MeasurementUnitNames] = {
    func name(_ short: String, _ narrow: String, _ one: String, _ other: String) -> MeasurementUnitNames {
      MeasurementUnitNames(short: short, narrow: narrow, one: one, other: other)
    }
    return [
      "UnitLength km": name("km", "km", "kilometer", "kilometers"),
      "UnitLength m": name("m", "m", "meter", "meters"),
      "UnitLength cm": name("cm", "cm", "centimeter", "centimeters"),
      "UnitLength mm": name("mm", "mm", "millimeter", "millimeters"),
      "UnitLength mi": name("mi", "mi", "mile", "miles"),
      "UnitLength ft": name("ft", "′", "foot", "feet"),
      "UnitLength in": name("in", "″", "inch", "inches"),
      "UnitLength yd": name("yd", "yd", "yard", "yards"),
      "UnitLength NM": name("nmi", "nmi", "nautical mile", "nautical miles"),
      "UnitMass kg": name("kg", "kg", "kilogram", "kilograms"),
      "UnitMass g": name("g", "g", "gram", "grams"),
      "UnitMass mg": name("mg", "mg", "milligram", "milligrams"),
      "UnitMass lb": name("lb", "lb", "pound", "pounds"),
      "UnitMass oz": name("oz", "oz", "ounce", "ounces"),
      "UnitMass st": name("st", "st", "stone", "stones"),
      "UnitDuration h": name("hr", "h", "hour", "hours"),
      "UnitDuration m": name("min", "m", "minute", "minutes"),
      "UnitDuration min": name("min", "m", "minute", "minutes"),
      "UnitDuration s": name("sec", "s", "second", "seconds"),
      "UnitDuration ms": name("ms", "ms", "millisecond", "milliseconds"),
      "UnitEnergy kJ": name("kJ", "kJ", "kilojoule", "kilojoules"),
      "UnitEnergy J": name("J", "J", "joule", "joules"),
      "UnitEnergy kCal": name("kcal", "kcal", "kilocalorie", "kilocalories"),
      "UnitEnergy cal": name("cal", "cal", "calorie", "calories"),
      "UnitEnergy kWh": name("kWh", "kWh", "kilowatt-hour", "kilowatt-hours"),
      "UnitSpeed km/h": name("km/h", "km/h", "kilometer per hour", "kilometers per hour"),
      "UnitSpeed mph": name("mph", "mph", "mile per hour", "miles per hour"),
      "UnitSpeed m/s": name("m/s", "m/s", "meter per second", "meters per second"),
      "UnitSpeed kn": name("kn", "kn", "knot", "knots"),
      "UnitTemperature °C": name("°C", "°C", "degree Celsius", "degrees Celsius"),
      "UnitTemperature °F": name("°F", "°", "degree Fahrenheit", "degrees Fahrenheit"),
      "UnitTemperature K": name("K", "K", "kelvin", "kelvins"),
      "UnitVolume L": name("L", "L", "liter", "liters"),
      "UnitVolume mL": name("mL", "mL", "milliliter", "milliliters"),
      "UnitVolume gal": name("gal", "gal", "gallon", "gallons"),
      "UnitVolume fl oz": name("fl oz", "fl oz", "fluid ounce", "fluid ounces"),
      "UnitVolume cup": name("c", "c", "cup", "cups"),
    ]
  }()
}
