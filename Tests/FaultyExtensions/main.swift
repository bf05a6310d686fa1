// Deliberately broken shield extensions, one principal class per fault. The tests point a
// manifest's NSExtensionPrincipalClass at one of them and check the host names the fault.
import ManagedSettings

runFakeProtocolExtensionIfAsked()  // a manifest naming the hand-written fake (FakeProtocolExtension.swift)
NSExtensionMain()
