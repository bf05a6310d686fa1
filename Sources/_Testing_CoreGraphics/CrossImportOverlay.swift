// Swift Testing declares a cross-import overlay for CoreGraphics (`Testing.swiftcrossimport`): a
// file that imports Testing and CoreGraphics (or UIKit or SwiftUI, which re-export it) also
// imports `_Testing_CoreGraphics`, which on Apple platforms adds image attachments. With this
// package's CoreGraphics the toolchain has no such module, and the file does not compile. This
// empty module is it; CoreGraphics depends on it, so every target that reaches CoreGraphics has it.
