import Foundation
import ManagedSettings
import Testing

/// iOS 16's container directories on `URL`, which swift-corelibs-foundation lacks, come with the
/// Screen Time modules: each is beneath the process's home, laid out as in an iOS container (the
/// host makes that home the extension's sandbox; `RealStyleEndToEndTests` runs one writing there).
struct ContainerDirectoriesTests {
  @Test func eachDirectoryIsWhereAnIOSContainerHasIt() {
    let home = URL.homeDirectory.path
    #expect(URL.documentsDirectory.path == home + "/Documents")
    #expect(URL.libraryDirectory.path == home + "/Library")
    #expect(URL.cachesDirectory.path == home + "/Library/Caches")
    #expect(URL.applicationSupportDirectory.path == home + "/Library/Application Support")
    #expect(URL.documentsDirectory.hasDirectoryPath && URL.applicationSupportDirectory.hasDirectoryPath)
  }

  @Test func aFileAppendedToTheDocumentsDirectoryIsInsideIt() {
    let file = URL.documentsDirectory.appending(path: "habits.json")
    #expect(file.deletingLastPathComponent().path == URL.documentsDirectory.path)
    #expect(file.lastPathComponent == "habits.json")
  }
}
