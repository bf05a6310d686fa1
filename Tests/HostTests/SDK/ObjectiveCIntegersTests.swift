import Foundation
import ManagedSettings
import Testing

/// The Objective-C runtime's `NSInteger` and `NSUInteger`, which Foundation brings on Apple
/// platforms and swift-corelibs-foundation lacks, come with the Screen Time modules and are
/// Swift's `Int` and `UInt`, as Apple declares them: a report scene's `NSInteger(duration)` clock
/// reads as in Xcode.
struct ObjectiveCIntegersTests {
  @Test func nsIntegerIsIntAndNSUIntegerIsUInt() {
    #expect(NSInteger.min == Int.min && NSInteger.max == Int.max)
    #expect(NSUInteger.min == UInt.min && NSUInteger.max == UInt.max)
    let seconds: TimeInterval = 5_025
    let time = NSInteger(seconds)
    #expect(String(format: "%0.2d:%0.2d", time / 3600, (time / 60) % 60) == "01:23")
  }
}
