// Shield extensions written the way shipped apps write them: App Group UserDefaults, tokens
// coded as JSON or property lists, completion handlers called later from a global queue,
// `@unknown default`, os.Logger. One executable, one principal class per style; the tests point
// a manifest's NSExtensionPrincipalClass at each and run a visit. Documentation/SourceCompatibility.md
// says which app each style follows.
import ManagedSettings

NSExtensionMain()
