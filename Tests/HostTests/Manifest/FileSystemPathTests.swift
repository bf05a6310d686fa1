import ExtensionManifest
import Testing

/// The path arithmetic the manifest reader, lint and init share: POSIX's `dirname` and `basename`
/// for the cases real paths take, a join that never doubles a slash, `.` and `..` resolved.
@Suite struct FileSystemPathTests {
  @Test(arguments: [
    ("/work/plists/Info.plist", "/work/plists"), ("/Info.plist", "/"), ("/", "/"), ("Info.plist", "."),
    ("plists/", "."), ("a/b/", "a"), ("/a/b//", "/a"),
  ])
  func theDirectoryIsWhatDirnameGives(path: String, directory: String) {
    #expect(FileSystem.directory(of: path) == directory)
  }

  @Test(arguments: [("/work/plists/Info.plist", "Info.plist"), ("a/b/", "b"), ("/", "/"), ("name", "name")])
  func theLastComponentIsWhatBasenameGives(path: String, last: String) {
    #expect(FileSystem.lastComponent(of: path) == last)
  }

  @Test func joinsAbsolutesAndRelatives() {
    #expect(FileSystem.join("/a", "b") == "/a/b" && FileSystem.join("/a/", "b") == "/a/b" && FileSystem.join(".", "b") == "b")
    #expect(FileSystem.absolute("/a/./b/../c") == "/a/c" && FileSystem.absolute("/../x") == "/x")
    #expect(FileSystem.relative("/p/ShieldAction/Info.plist", to: "/p") == "ShieldAction/Info.plist")
    #expect(FileSystem.relative("/p", to: "/p") == "." && FileSystem.relative("/other/x", to: "/p") == "/other/x")
    #expect(FileSystem.relative("/pp/x", to: "/p") == "/pp/x", "a sibling sharing the prefix is not inside")
  }
}
