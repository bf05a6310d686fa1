@testable import BundleResources
import Foundation
import Testing

/// The extension bundle's resources as the SDK reads them: the corpus's asset catalog, String
/// Catalog and `.strings` tables, each lookup as iOS answers it (nil where iOS gives nil).
struct BundleResourcesTests {
  private let resources = BuildProducts.repositoryRoot + "/Tests/RealStyleExtensions/Resources"

  private func bundle(languages: String = "en") -> ExtensionBundle {
    ExtensionBundle(environment: ["EXTENSION_HOST_RESOURCES": resources, "EXTENSION_HOST_LANGUAGES": languages])
  }

  @Test func colourSetsResolveAppearancesGamutsAndComponentFormats() throws {
    let catalog = AssetCatalog(bundle: bundle())
    let brand = try #require(catalog.color(named: "BrandBlue"))
    #expect(brand.light.red == 0.118 && brand.light.green == 0.4 && brand.light.blue == 0.878 && brand.light.alpha == 1)
    #expect(brand.light.systemReference == nil)
    #expect(brand.dark?.red == 0.353)
    let background = try #require(catalog.color(named: "ShieldBackground"))
    #expect(background.light.red == 0x14 / 255.0 && background.light.alpha == 0.95, "hexadecimal components")
    #expect(background.dark?.blue == 20 / 255.0, "8-bit integer components")
    let accent = try #require(catalog.color(named: "AccentColor"))
    #expect(accent.light.red > 0.95 && accent.light.green < 0.3, "display-P3 (0.9, 0.3, 0.2) converted to sRGB")
    #expect(accent.dark == nil)
    #expect(catalog.color(named: "Brand/Warning")?.light.systemReference == "systemOrange", "a namespaced set")
    #expect(catalog.color(named: "Warning") == nil, "a namespaced set is found only by its full name")
    #expect(catalog.color(named: "brandblue") == nil)
    #expect(catalog.color(named: "Missing") == nil)
  }

  @Test func imageSetsGiveTheThreeXFileAndNilWhenEmptyOrMissing() throws {
    let catalog = AssetCatalog(bundle: bundle())
    let logo = try #require(catalog.image(named: "Logo"))
    #expect(logo.scale == 3)
    #expect(logo.pixelSize?.width == 60 && logo.pixelSize?.height == 48)
    #expect(catalog.image(named: "PlaceholderArt") == nil, "an image set without files is nil on iOS")
    #expect(catalog.image(named: "Missing") == nil)
  }

  @Test func noResourcesFolderMeansEverythingIsNil() {
    let catalog = AssetCatalog(bundle: ExtensionBundle(environment: ["EXTENSION_HOST_RESOURCES": "/nonexistent-\(UUID())"]))
    #expect(catalog.color(named: "BrandBlue") == nil)
    #expect(catalog.image(named: "Logo") == nil)
  }

  /// A device language the bundle lacks falls back to `CFBundleDevelopmentRegion`, build
  /// settings expanded, read from the Info.plist when a table asks; without one, `en`.
  @Test func aLanguageTheBundleLacksFallsBackToTheDevelopmentRegion() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let info = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string></dict></plist>
      """
    try Data(info.utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
    let bundle = ExtensionBundle(environment: [
      "EXTENSION_HOST_INFO_PLIST": folder + "/Info.plist", "DEVELOPMENT_LANGUAGE": "de", "EXTENSION_HOST_LANGUAGES": "ja",
    ])
    #expect(bundle.developmentRegion == "de")
    #expect(bundle.localization(among: ["fr", "de"]) == "de")
    #expect(bundle.localization(among: ["fr"]) == nil)
    #expect(bundle.localization(among: []) == nil)
    #expect(ExtensionBundle(environment: ["EXTENSION_HOST_LANGUAGES": "ja"]).developmentRegion == "en")
  }

  /// The resources folder is found from paths as given: a named folder as it is, an Info.plist
  /// named without a folder in the current one, one at the root in the root.
  @Test func theResourcesFolderComesFromThePathsAsGiven() {
    #expect(ExtensionBundle(environment: ["EXTENSION_HOST_RESOURCES": "/tmp/res"]).resourcesPath == "/tmp/res")
    #expect(ExtensionBundle(environment: ["EXTENSION_HOST_RESOURCES": "/tmp/res"]).resourcesDirectory?.path == "/tmp/res")
    let relative = ExtensionBundle(environment: ["EXTENSION_HOST_INFO_PLIST": "NoSuchExt-Info.plist"])
    #expect(relative.resourcesPath == FileManager.default.currentDirectoryPath)
    #expect(ExtensionBundle(environment: ["EXTENSION_HOST_INFO_PLIST": "/Info.plist"]).resourcesPath == "/")
  }

  @Test func theFlatLayoutsBundleIsTheFolderNamedAfterTheInfoPlist() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/ShieldConfigExt", withIntermediateDirectories: true)
    let flat = ExtensionBundle(environment: ["EXTENSION_HOST_INFO_PLIST": folder + "/ShieldConfigExt-Info.plist"])
    #expect(flat.resourcesDirectory?.path == folder + "/ShieldConfigExt")
    let perFolder = ExtensionBundle(environment: ["EXTENSION_HOST_INFO_PLIST": folder + "/ShieldConfigExt/Info.plist"])
    #expect(perFolder.resourcesDirectory?.path == folder + "/ShieldConfigExt")
  }

  @Test(arguments: [
    ("fr-CA", "%lld minutes left today", 1, "%lld minute restante aujourd’hui"),
    ("fr", "%lld minutes left today", 3, "%lld minutes restantes aujourd’hui"),
    ("en", "%lld minutes left today", 1, "%lld minute left today"),
    ("fr", "%@ is blocked", nil, "%@ est bloqué"),
    ("ja", "Time's up", nil, nil),
  ] as [(String, String, Int?, String?)])
  func stringCatalogLookupsFollowTheDevicesLanguage(language: String, key: String, count: Int?, expected: String?) {
    let tables = LocalizationTables(bundle: bundle(languages: language))
    #expect(tables.format(forKey: key, table: nil, pluralCount: count) == expected)
  }

  @Test func stringsTablesArePerLocalization() {
    #expect(LocalizationTables(bundle: bundle(languages: "fr_FR")).format(forKey: "button.more", table: "Shield", pluralCount: nil) == "Encore une minute")
    #expect(LocalizationTables(bundle: bundle(languages: "en")).format(forKey: "button.more", table: "Shield", pluralCount: nil) == "One more minute")
    #expect(LocalizationTables(bundle: bundle()).format(forKey: "absent", table: "Shield", pluralCount: nil) == nil)
  }

  @Test func posixLocaleVariablesBecomeLanguages() {
    #expect(ExtensionBundle.languages(environment: ["LANG": "fr_FR.UTF-8"]) == ["fr-FR"])
    #expect(ExtensionBundle.languages(environment: ["LANGUAGE": "de_CH:fr", "LANG": "en_US.UTF-8"]) == ["de-CH", "fr"])
    #expect(ExtensionBundle.languages(environment: ["LANG": "C.UTF-8"]).isEmpty)
  }

  /// Texts and counts are put into a format without Foundation's formatter, exactly as
  /// `String(format:)` puts them; anything else is left to it.
  @Test(arguments: [
    ("%@ has %lld minutes at 100%%", [LocalizationArgument.string("Safari"), .int(-42)]),
    ("%llu of %lld", [.unsigned(UInt64.max), .int(Int64.min)]),
    ("ünïcødé %@ 🚀 %@", [.string("🙂 %d %@"), .string("")]),
    ("%%%@%%", [.string("x")]),
    ("plain %% only", []),
    ("%@", [.string("a")]),
  ])
  func textsAndCountsAreFilledInAsFoundationFillsThem(format: String, arguments: [LocalizationArgument]) throws {
    let filled = try #require(LocalizationArgument.filled(format, arguments))
    #expect(filled == LocalizationArgument.format(format, arguments))
    #expect(filled == String(format: format, arguments: arguments.map(Self.cValue)))
  }

  @Test(arguments: [
    ("%lf", [LocalizationArgument.double(2.5)]), ("%1$@", [.string("a")]), ("%5lld", [.int(3)]), ("%@ %@", [.string("a")]),
    ("%@", [.string("a"), .string("b")]), ("%lld", [.string("a")]), ("100%", []), ("%d", [.int(1)]),
  ])
  func anythingElseIsLeftToFoundation(format: String, arguments: [LocalizationArgument]) {
    #expect(LocalizationArgument.filled(format, arguments) == nil)
  }

  private static func cValue(_ argument: LocalizationArgument) -> any CVarArg {
    switch argument {
    case .int(let value): value
    case .unsigned(let value): value
    case .double(let value): value
    case .string(let value): NSString(string: value)
    case .deferred(let text): NSString(string: text.write(.current))
    }
  }

  @Test func interpolationsBecomeFormatSpecifiersInTheKey() {
    let minutes = 5
    let name = "Safari"
    let value: String.LocalizationValue = "\(name) has \(minutes) minutes (\(2.5)) at 100%"
    #expect(value.key == "%@ has %lld minutes (%lf) at 100%%")
    #expect(value.description == "Safari has 5 minutes (2.500000) at 100%")
  }

  /// An `AppEnum`'s `numericFormat`: a placeholder leaves its specifier and no value, and the
  /// format reads as written until a number fills it.
  @Test func placeholdersLeaveAFormatToFillLater() {
    let format: String.LocalizationValue = "\(placeholder: .int) of \(placeholder: .object) at 100%"
    #expect(format.key == "%lld of %@ at 100%%")
    #expect(format.arguments.isEmpty)
    #expect(format.description == "%lld of %@ at 100%")
  }

  @Test(arguments: [
    ("BrandBlue", "Color", "brandBlue"), ("AccentColor", "Color", "accent"), ("brand-blue", "Color", "brandBlue"),
    ("Brand Blue", "Color", "brandBlue"), ("Brand/Warning", "Color", "brandWarning"), ("Color", "Color", "color"),
    ("HeroImage", "Image", "hero"), ("3DIcon", "Image", "_3DIcon"), ("URLColor", "Color", "url"), ("HTTPStatusImage", "Image", "httpStatus"),
  ])
  func assetNamesBecomeXcodesSymbolNames(name: String, suffix: String, symbol: String) {
    #expect(AssetSymbolSource.identifier(for: name, dropping: suffix) == symbol)
  }
}
