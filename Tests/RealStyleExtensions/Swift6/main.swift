// Shield extensions of a project that moved to Swift 6 language mode: the same frameworks,
// written with Sendable completion wrappers and main-actor state, as the compiler then asks.
import ManagedSettings

NSExtensionMain()
