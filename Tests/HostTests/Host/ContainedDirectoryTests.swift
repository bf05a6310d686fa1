import Foundation
import Glibc
import Testing

@testable import HostEngine

/// The state directory's file layer: every name checked, no link beneath the folder followed.
@Suite(.timeLimit(.minutes(1)))
struct ContainedDirectoryTests {
  private final class Scratch {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("contained-\(UUID().uuidString)").path
    var folder: String { root + "/folder" }
    var outside: String { root + "/outside" }
    init() throws {
      try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
      try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside + "/file"))
    }
    deinit { try? FileManager.default.removeItem(atPath: root) }
    func outsideFiles() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: outside).sorted() }
  }

  static let badComponents: [[String]] = [
    [".."], ["a", "..", "b"], ["."], [""], ["a/b"], ["../x"], ["a\u{0}b"], [String(repeating: "n", count: 256)], [],
  ]

  @Test(arguments: badComponents)
  func aNameThatIsNotOneFileNameIsRefused(_ components: [String]) throws {
    let scratch = try Scratch()
    let directory = try ContainedDirectory(opening: scratch.folder, create: true)
    #expect(throws: StateError.self) { try directory.write([1], to: components) }
    #expect(throws: StateError.self) { try directory.read(components, limit: 10) }
    #expect(try scratch.outsideFiles() == ["file"])
  }

  @Test func aLinkedFolderOnTheWayIsRefused() throws {
    let scratch = try Scratch()
    let directory = try ContainedDirectory(opening: scratch.folder, create: true)
    try FileManager.default.createSymbolicLink(atPath: scratch.folder + "/Sandboxes", withDestinationPath: scratch.outside)
    let error = try #require(throws: StateError.self) { try directory.write([1], to: ["Sandboxes", "x", "y.plist"]) }
    #expect(error.description.contains("symbolic link"))
    #expect(throws: StateError.self) { try directory.createDirectories(["Sandboxes", "x"]) }
    #expect(throws: StateError.self) { try directory.read(["Sandboxes", "file"], limit: 100) }
    #expect(try scratch.outsideFiles() == ["file"])
  }

  @Test func aLinkInPlaceOfAFileIsReplacedNotWrittenThrough() throws {
    let scratch = try Scratch()
    let directory = try ContainedDirectory(opening: scratch.folder, create: true)
    try FileManager.default.createSymbolicLink(atPath: scratch.folder + "/a.json", withDestinationPath: scratch.outside + "/file")
    #expect(throws: StateError.self) { try directory.read(["a.json"], limit: 100) }
    try directory.write(Array("new".utf8), to: ["a.json"])
    #expect(try String(contentsOfFile: scratch.outside + "/file", encoding: .utf8) == "outside\n")
    #expect(directory.entryKind(["a.json"]) == .file)
    #expect(try directory.read(["a.json"], limit: 100) == Array("new".utf8))
  }

  @Test func aFIFOIsNotWaitedOn() throws {
    let scratch = try Scratch()
    let directory = try ContainedDirectory(opening: scratch.folder, create: true)
    #expect(mkfifo(scratch.folder + "/pipe.json", 0o644) == 0)
    let error = try #require(throws: StateError.self) { try directory.read(["pipe.json"], limit: 100) }
    #expect(error.description.contains("not a regular file"))
  }

  @Test func aFileOverTheLimitIsRefused() throws {
    let scratch = try Scratch()
    let directory = try ContainedDirectory(opening: scratch.folder, create: true)
    try directory.write([UInt8](repeating: 7, count: 5000), to: ["big"])
    #expect(try directory.read(["big"], limit: 5000)?.count == 5000)
    #expect(throws: StateError.self) { try directory.read(["big"], limit: 4999) }
  }

  @Test func removingAFolderRemovesTheLinksInItNotWhatTheyPointTo() throws {
    let scratch = try Scratch()
    let directory = try ContainedDirectory(opening: scratch.folder, create: true)
    try directory.createDirectories(["AppGroups", "g"])
    try directory.makeLink(["AppGroups", "g", "link"], to: scratch.outside)
    try FileManager.default.createSymbolicLink(atPath: scratch.folder + "/AppGroups/h", withDestinationPath: scratch.outside)
    try directory.remove(["AppGroups"])
    #expect(directory.entryKind(["AppGroups"]) == nil)
    #expect(try scratch.outsideFiles() == ["file"])
  }

  /// A throwaway state folder is removed whole, and saying so is no error; one that was never
  /// there is not an error either.
  @Test func removingTheWholeFolderRemovesItAndSucceeds() throws {
    let scratch = try Scratch()
    let directory = try ContainedDirectory(opening: scratch.folder, create: true)
    try directory.createDirectories(["AppGroups", "g", "Library"])
    try directory.write(Array("x".utf8), to: ["AppGroups", "g", "Library", "file"])
    try directory.makeLink(["link"], to: scratch.outside)
    try ContainedDirectory.removeFolder(directory)
    #expect(!FileManager.default.fileExists(atPath: scratch.folder))
    #expect(try scratch.outsideFiles() == ["file"])
    try ContainedDirectory.removeFolder(directory)
  }

  @Test func aLinkIsMadeOverAFileOrAnotherLink() throws {
    let scratch = try Scratch()
    let directory = try ContainedDirectory(opening: scratch.folder, create: true)
    try directory.write([1], to: ["p", "x.plist"])
    try directory.makeLink(["p", "x.plist"], to: "/first")
    #expect(directory.linkDestination(["p", "x.plist"]) == "/first")
    try directory.makeLink(["p", "x.plist"], to: "/second")
    #expect(directory.linkDestination(["p", "x.plist"]) == "/second")
    #expect(directory.entryKind(["p", "x.plist"]) == .symbolicLink)
  }

  @Test func aStateDirectoryMakesUnsafeTargetNamesOneComponent() {
    #expect(StateDirectory.component("..") == "_..")
    #expect(StateDirectory.component("") == "_")
    #expect(StateDirectory.component("a/../b") == "a_.._b")
    #expect(StateDirectory.component("a\u{0}b") == "a_b")
    #expect(StateDirectory.component("com.example.App") == "com.example.App")
  }
}
