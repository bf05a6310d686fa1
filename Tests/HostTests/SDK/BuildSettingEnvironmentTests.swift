import ExtensionManifest
import Foundation
import HostProtocol
import Testing

@testable import ManagedSettings

/// One expander: the host expands every setting (operators, manglings) and the extension's
/// runtime only substitutes what the host sent, so both read `$(PRODUCT_MODULE_NAME)` alike; a
/// leading digit becomes `_` as Xcode's `c99extidentifier` makes it (`2Shield` → `_Shield`).
struct BuildSettingEnvironmentTests {
  @Test func theRuntimeSubstitutesWhatTheHostExpanded() {
    let host = BuildSettings(["PRODUCT_NAME": "2Shield App", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)"])
    let sent = host.expandedValues
    #expect(sent["PRODUCT_MODULE_NAME"] == "_Shield_App")
    let runtime = BuildSettingEnvironment(variable: { sent[$0] })
    #expect(runtime.expand("$(PRODUCT_MODULE_NAME).Shield") == host.expand("$(PRODUCT_MODULE_NAME).Shield").value)
    #expect(runtime.expand("${PRODUCT_NAME}") == "2Shield App")
  }

  @Test func theRuntimeManglesNothingOfItsOwn() {
    let runtime = BuildSettingEnvironment(variable: { _ in nil })
    #expect(runtime.expand("$(PRODUCT_MODULE_NAME).Shield") == ".Shield", "no default derived by a second mangler")
  }

  @Test func anUnclosedReferenceIsLiteralAndTheScanLinear() {
    let runtime = BuildSettingEnvironment(variable: { $0 == "A" ? "x" : nil })
    let text = String(repeating: "$(", count: 50_000)
    #expect(runtime.expand(text) == text)
    #expect(runtime.expand("$(A)$(") == "x$(")
  }

  /// The runtime reads its own settings one variable at a time (no dictionary of the whole
  /// environment): only names that start with an upper-case letter are settings.
  @Test func settingsReadOneVariableAtATimeAreOnlyUpperCaseNames() {
    var asked: [String] = []
    let values = ["PRODUCT_MODULE_NAME": "Shield", "lower": "no"]
    let runtime = BuildSettingEnvironment(variable: { name in
      asked.append(name)
      return values[name]
    })
    #expect(runtime.expand("$(PRODUCT_MODULE_NAME).$(lower).x") == "Shield..x")
    #expect(asked == ["PRODUCT_MODULE_NAME"], "a lower-case name is never looked up")
  }

  @Test func theProcessVariablesAreTheProcessEnvironment() {
    setenv("EXTENSION_HOST_TEST_VARIABLE", "Shield", 1)
    defer { unsetenv("EXTENSION_HOST_TEST_VARIABLE") }
    #expect(ProcessVariable.named("EXTENSION_HOST_TEST_VARIABLE") == "Shield")
    #expect(ProcessVariable.named("EXTENSION_HOST_NO_SUCH_VARIABLE_SET") == nil)
    #expect(BuildSettingEnvironment(variable: ProcessVariable.named).expand("$(EXTENSION_HOST_TEST_VARIABLE).X") == "Shield.X")
  }
}
