// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport`): a file
// that imports both Testing and UIKit also imports `_Testing_UIKit`, which on Apple platforms
// adds image attachments. With this package's UIKit the toolchain has no such module, and the
// file does not compile. This empty module is it; a test target that imports Testing and UIKit
// depends on it. See Documentation/SourceCompatibility.md.
