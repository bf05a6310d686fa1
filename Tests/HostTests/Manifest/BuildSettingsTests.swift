import ExtensionManifest
import Testing

@Suite struct BuildSettingsTests {
  private let settings = BuildSettings([
    "PRODUCT_NAME": "Focus Shield",
    "TARGET_NAME": "ShieldActionExt",
    "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
    "CONFIGURATION": "Debug",
    "VALUE_Debug": "debug-value",
    "VALUE_": "no-configuration",
    "POINTER": "TARGET_NAME",
    "EMPTY": "",
    "LOOP_A": "$(LOOP_B)",
    "LOOP_B": "x$(LOOP_A)",
  ])

  @Test(arguments: [
    ("$(TARGET_NAME)", "ShieldActionExt"),
    ("${TARGET_NAME}", "ShieldActionExt"),
    ("$[TARGET_NAME]", "ShieldActionExt"),
    ("$TARGET_NAME/x", "ShieldActionExt/x"),
    ("$VALUE_$(CONFIGURATION)/x", "debug-value/x"),
    ("cost: $$5", "cost: $5"),
    ("$(PRODUCT_MODULE_NAME).ShieldActionExtension", "Focus_Shield.ShieldActionExtension"),
    ("$(VALUE_$(CONFIGURATION))", "debug-value"),
    ("$($(POINTER))", "ShieldActionExt"),
    ("com.example.$(PRODUCT_NAME:rfc1034identifier)", "com.example.Focus-Shield"),
    ("$(PRODUCT_NAME:identifier)", "Focus_Shield"),
    ("$(PRODUCT_NAME:lower)", "focus shield"),
    ("$(PRODUCT_NAME:upper:rfc1034identifier)", "FOCUS-SHIELD"),
    ("$(PRODUCT_NAME:lower:rfc1034identifier)", "focus-shield"),
    ("$(MISSING:default=fallback)", "fallback"),
    ("$(EMPTY:default=$(TARGET_NAME))", "ShieldActionExt"),
    ("$(TARGET_NAME:default=unused)", "ShieldActionExt"),
    ("$(inherited) x", " x"),
    ("/a/b/c.txt:$(PATH_UNUSED)", "/a/b/c.txt:"),
    ("no references", "no references"),
    ("$ and $-", "$ and $-"),
  ])
  func expandsLikeSwiftBuild(text: String, expected: String) {
    #expect(settings.expand(text).value == expected)
  }

  @Test func unresolvedNamesExpandToEmptyAndAreListedOnce() {
    let expansion = settings.expand("$(A).$(B).$(A)")
    #expect(expansion.value == "..")
    #expect(expansion.unresolved == ["A", "B"])
    #expect(expansion.deprecatedSyntax.isEmpty)
    #expect(!expansion.isClean)
  }

  @Test func aDefaultCoversAnUnresolvedName() {
    #expect(settings.expand("$(MISSING:default=x)").unresolved.isEmpty)
  }

  @Test func deprecatedFormsAreListedAsWritten() {
    let expansion = settings.expand("${TARGET_NAME}-$[TARGET_NAME]-$TARGET_NAME")
    #expect(expansion.deprecatedSyntax == ["${TARGET_NAME}", "$[TARGET_NAME]", "$TARGET_NAME"])
    #expect(expansion.value == "ShieldActionExt-ShieldActionExt-ShieldActionExt")
  }

  @Test func anUnresolvedBareReferenceStaysAsWritten() {
    let expansion = settings.expand("$NOPE/x")
    #expect(expansion.value == "$NOPE/x")
    #expect(expansion.unresolved.isEmpty)
  }

  @Test(arguments: [
    ("$(TARGET_NAME", "unterminated"),
    ("trailing $", "trailing '$'"),
    ("$()", "has no setting name"),
    ("$(TARGET_NAME:bogus)", "unknown operator ':bogus'"),
    ("$(TARGET_NAME:)", "empty operator name"),
    ("$(LOOP_A)", "refers to itself"),
  ])
  func malformedReferencesAreListed(text: String, problem: String) {
    let expansion = settings.expand(text)
    #expect(expansion.malformed.contains { $0.contains(problem) }, "\(expansion.malformed)")
  }

  /// A character no operator name has ends the name where it stands, said once; the reference
  /// still ends at its own closer, so what follows it is text again.
  @Test func aBadCharacterInAnOperatorIsNamedOnceAndTheReferenceStillEnds() {
    let expansion = settings.expand("$(TARGET_NAME:lower!x).plist")
    #expect(expansion.malformed == ["'!' cannot appear in an operator name"], "\(expansion.malformed)")
    #expect(expansion.value == "ShieldActionExt.plist", "the broken operator is not applied")
  }

  /// A setting that refers to itself, directly or through another, is named once with its
  /// chain, and expands once (not to the depth cap's worth of copies).
  @Test func aSettingThatRefersToItselfIsNamedWithItsChainAndExpandedOnce() {
    let settings = BuildSettings(["SELF": "x$(SELF)", "A": "$(B)", "B": "y$(A)"])
    let direct = settings.expand("$(SELF)")
    #expect(direct.value == "x")
    #expect(direct.malformed == ["'SELF' refers to itself through SELF"])
    let mutual = settings.expand("$(A)")
    #expect(mutual.value == "y")
    #expect(mutual.malformed == ["'A' refers to itself through A → B"])
  }

  @Test func identifierManglingsMatchSwiftBuild() {
    #expect(IdentifierMangling.rfc1034Identifier("Whatever App") == "Whatever-App")
    #expect(IdentifierMangling.rfc1034Identifier("9lives_app.x") == "-lives-app-x")
    #expect(IdentifierMangling.cIdentifier("9lives-app") == "_lives_app")
    #expect(IdentifierMangling.cIdentifier("Café") == "Caf_")
    #expect(IdentifierMangling.c99ExtendedIdentifier("2Shield App") == "_Shield_App")
    #expect(IdentifierMangling.c99ExtendedIdentifier("Café-Ωmega") == "Café_Ωmega")
  }

  /// `A1 = $(A0)$(A0)`, `A2 = $(A1)$(A1)`, …: `levels` settings that double at each level.
  private static func doubling(levels: Int, seed: String) -> BuildSettings {
    var values = ["A0": seed]
    for level in 1...levels { values["A\(level)"] = "$(A\(level - 1))$(A\(level - 1))" }
    return BuildSettings(values)
  }

  /// 2^40 copies unchecked; the budget stops it after a megabyte, with the reason.
  @Test func settingsThatDoubleAtEachLevelStopAtTheBudgetWithAReason() {
    let expansion = Self.doubling(levels: 40, seed: "0123456789").expand("$(A40)")
    #expect(expansion.isTruncated)
    #expect(expansion.value.utf8.count <= 1 << 20)
    #expect(expansion.malformed.contains { $0.contains("more than 1048576 bytes") }, "\(expansion.malformed)")
  }

  /// Empty values write nothing, but 2^60 references are still 2^60 steps without the budget.
  @Test func emptySettingsThatDoubleAtEachLevelAreExpandedOnceEach() {
    let expansion = Self.doubling(levels: 60, seed: "").expand("x$(A60)y")
    #expect(expansion.value == "xy")
    #expect(!expansion.isTruncated)
  }

  @Test func aWideTextOfDistinctUnresolvedNamesListsEachOnce() {
    let text = (0..<20_000).map { "$(U\($0))$(U\($0))" }.joined()
    let expansion = BuildSettings.empty.expand(text)
    #expect(expansion.unresolved.count == 20_000)
  }

  /// Each `:quote` escapes the previous result's backslashes and quotes, doubling it: 40 of them
  /// are 2^41 bytes unless every operator's result is charged to the budget as it is made.
  @Test func operatorsThatDoubleTheValueAreChargedToTheBudget() {
    let expansion = BuildSettings.empty.expand("$(NOPE" + String(repeating: ":quote", count: 40) + ")")
    #expect(expansion.truncation == .outputBudget)
    #expect(expansion.value.isEmpty)
    #expect(expansion.malformed.contains { $0.contains("more than 1048576 bytes") }, "\(expansion.malformed)")
  }

  /// The expansion stops at the first operator whose result is over the budget: the operators
  /// after it are neither built nor read (here, an unknown one is never reached).
  @Test func theFirstOperatorOverTheBudgetStopsTheExpansion() {
    let expansion = BuildSettings.empty.expand("$(NOPE" + String(repeating: ":quote", count: 22) + ":bogus)")
    #expect(expansion.truncation == .outputBudget)
    #expect(expansion.malformed.count == 1, "\(expansion.malformed)")
    #expect(expansion.malformed.first?.contains("more than 1048576 bytes") == true, "\(expansion.malformed)")
  }

  /// A few operators on an ordinary value stay well inside the budget.
  @Test func aChainOfOperatorsOnAnOrdinaryValueIsNotCutShort() {
    let expansion = settings.expand("$(PRODUCT_NAME:quote:quote:lower)")
    #expect(expansion.value == #"focus\\\ shield"#)
    #expect(!expansion.isTruncated)
  }

  /// `A0 = $(A1)`, …, `A100 = Name`: a chain deeper than the cap, but no cycle. It is named as
  /// too deep, with its own message, and the value is cut short (so no rule judges it as empty).
  @Test func aChainDeeperThanTheCapIsNamedAsTooDeepNotAsACycle() {
    var values = ["A100": "Name"]
    for level in 0..<100 { values["A\(level)"] = "$(A\(level + 1))" }
    let expansion = BuildSettings(values).expand("$(A0)")
    #expect(expansion.truncation == .depth)
    #expect(!expansion.malformed.contains { $0.contains("refers to itself") }, "\(expansion.malformed)")
    #expect(
      expansion.malformed == ["'A64' nests references deeper than 64 levels (A0 → A1 → A2 → … → A62 → A63 → A64); the expansion stops there and was cut short"],
      "\(expansion.malformed)")
    let shallow = BuildSettings(values).expand("$(A40)")
    #expect(shallow.value == "Name", "a chain within the cap is followed to its end")
    #expect(shallow.isClean)
  }

  @Test func expandedValuesLeaveOutWhatOutgrowsTheBudget() {
    let values = Self.doubling(levels: 30, seed: "ab").expandedValues
    #expect(values["A3"] == String(repeating: "ab", count: 8))
    #expect(values["A30"] == nil)
  }

  @Test func mergingLetsTheOtherSideWin() {
    let merged = BuildSettings(["A": "1", "B": "2"]).merging(BuildSettings(["B": "3"]))
    #expect(merged.value(for: "A") == "1")
    #expect(merged.value(for: "B") == "3")
    #expect(merged.expandedValue(for: "B") == "3")
  }
}
