// The Objective-C runtime's integer types, which `import Foundation` brings on Apple platforms and
// swift-corelibs-foundation does not declare: report scenes format their durations with
// `let time = NSInteger(self)` (Xcode's DeviceActivityReport sample code does), and such a file
// compiles here as it does in Xcode. On every 64-bit Apple platform they are Swift's `Int` and
// `UInt`, as Apple declares them.

/// A signed integer, as the Objective-C runtime declares it: `typealias NSInteger = Int`.
public typealias NSInteger = Int
/// An unsigned integer, as the Objective-C runtime declares it: `typealias NSUInteger = UInt`.
public typealias NSUInteger = UInt
