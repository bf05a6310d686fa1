import Foundation
import Testing
import UIKit

/// `NSUbiquitousKeyValueStore`, which swift-corelibs-foundation lacks: what the process sets it
/// reads back, typed as Foundation's accessors read it, within Apple's limits; nothing comes from
/// iCloud.
struct UbiquitousKeyValueStoreTests {
  @Test func whatIsSetIsReadBackByEachAccessor() {
    let store = NSUbiquitousKeyValueStore()
    store.set("Your text", forKey: "0-widgetContent")
    store.set(Int64(3), forKey: "count")
    store.set(20.5, forKey: "fontSize")
    store.set(true, forKey: "bold")
    store.set(Data([1, 2]), forKey: "blob")
    store.set(["a", "b"], forKey: "list")
    store.set(["width": 170.0], forKey: "size")
    #expect(store.string(forKey: "0-widgetContent") == "Your text")
    #expect(store.longLong(forKey: "count") == 3 && store.double(forKey: "fontSize") == 20.5)
    #expect(store.bool(forKey: "bold") && store.data(forKey: "blob") == Data([1, 2]))
    #expect(store.array(forKey: "list") as? [String] == ["a", "b"])
    #expect(store.dictionary(forKey: "size")?["width"] as? Double == 170)
    #expect(store.string(forKey: "count") == nil && store.longLong(forKey: "missing") == 0)
    #expect(store.dictionaryRepresentation.count == 7 && store.synchronize())
    store.set(nil as String?, forKey: "0-widgetContent")
    store.removeObject(forKey: "count")
    #expect(store.object(forKey: "0-widgetContent") == nil && store.object(forKey: "count") == nil)
  }

  @Test func aValuePastApplesLimitsIsDropped() {
    let store = NSUbiquitousKeyValueStore()
    store.set("x", forKey: String(repeating: "k", count: 65))
    #expect(store.dictionaryRepresentation.isEmpty)
    store.set(Data(count: 1_048_577), forKey: "big")
    #expect(store.data(forKey: "big") == nil)
    for index in 0..<1_025 { store.set(Int64(index), forKey: "key\(index)") }
    #expect(store.dictionaryRepresentation.count == 1_024 && store.object(forKey: "key1024") == nil)
  }

  @Test func theDefaultStoreIsOneAndStartsEmpty() {
    #expect(NSUbiquitousKeyValueStore.default === NSUbiquitousKeyValueStore.default)
    #expect(NSUbiquitousKeyValueStore.default.string(forKey: "never-set-by-anyone") == nil)
    #expect(NSUbiquitousKeyValueStore.didChangeExternallyNotification.rawValue
      == "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
  }
}
