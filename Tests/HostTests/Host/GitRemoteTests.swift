import Foundation
import Testing

@testable import HostEngine

/// `init --ci` names the repository its job clones extension-host from: the `url` of
/// `[remote "origin"]`, read from git's configuration without running git.
struct GitRemoteTests {
  @Test func theOriginsURLIsReadWhereverItStandsInItsSection() {
    let config = """
      [core]
      \turl = https://example.com/not-a-remote.git
      [remote "upstream"]
      \turl = https://example.com/upstream.git
      [remote "origin"]
      \tfetch = +refs/heads/*:refs/remotes/origin/*
      \turl = https://github.com/example/extension-host.git
      [branch "main"]
      \tremote = origin
      """
    #expect(GitRemote.origin(inConfig: config) == "https://github.com/example/extension-host.git")
    let urlFirst = "[remote \"origin\"]\n\turl = git@example.com:team/host.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n"
    #expect(GitRemote.origin(inConfig: urlFirst) == "git@example.com:team/host.git")
  }

  @Test func noOriginOrAnUnsafeURLIsNone() {
    #expect(GitRemote.origin(inConfig: "[remote \"upstream\"]\n\turl = https://example.com/x.git\n") == nil)
    #expect(GitRemote.origin(inConfig: "[remote \"origin\"]\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n") == nil)
    #expect(GitRemote.origin(inConfig: "[remote \"origin\"]\n\turl = https://example.com/\u{1B}[31mx.git\n") == nil)
    #expect(GitRemote.origin(inConfig: "[remote \"origin\"]\n\turl =\n") == nil)
  }

  @Test func aWorktreeReadsItsRepositorysConfiguration() throws {
    let root = NSTemporaryDirectory() + "git-remote-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/main/.git/worktrees/feature", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/feature", withIntermediateDirectories: true)
    try "[remote \"origin\"]\n\turl = https://example.com/host.git\n".write(
      toFile: root + "/main/.git/config", atomically: true, encoding: .utf8)
    try "../..\n".write(toFile: root + "/main/.git/worktrees/feature/commondir", atomically: true, encoding: .utf8)
    try "gitdir: \(root)/main/.git/worktrees/feature\n".write(toFile: root + "/feature/.git", atomically: true, encoding: .utf8)
    #expect(GitRemote.originURL(of: root + "/main") == "https://example.com/host.git")
    #expect(GitRemote.originURL(of: root + "/feature") == "https://example.com/host.git")
    #expect(GitRemote.originURL(of: root) == nil, "no .git at all")
  }
}
