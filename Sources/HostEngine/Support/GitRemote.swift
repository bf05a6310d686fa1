import ExtensionManifest
import Foundation

/// Reads a clone's `origin` URL from its git configuration, without running git: `.git/config`,
/// or, in a worktree, the configuration of the repository its `.git` file points to.
package enum GitRemote {
  /// The `url` of `[remote "origin"]` in the repository at `directory`, if it has one.
  package static func originURL(of directory: String) -> String? {
    guard let gitDirectory = gitDirectory(of: directory) else { return nil }
    var configDirectory = gitDirectory
    if let common = text(FileSystem.join(gitDirectory, "commondir"))?.trimmingLineBreaks, !common.isEmpty {
      configDirectory = common.hasPrefix("/") ? common : FileSystem.join(gitDirectory, common)
    }
    guard let config = text(FileSystem.join(configDirectory, "config")) else { return nil }
    return origin(inConfig: config)
  }

  /// The `url` of `[remote "origin"]` in the text of a git configuration file.
  package static func origin(inConfig config: String) -> String? {
    var inOrigin = false
    for rawLine in config.split(whereSeparator: \.isNewline) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("[") {
        inOrigin = line.replacingOccurrences(of: " ", with: "") == "[remote\"origin\"]"
        continue
      }
      guard inOrigin, let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if key == "url", !value.isEmpty, !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        return value
      }
    }
    return nil
  }

  /// `.git` of `directory`: the folder, or the one a worktree's `.git` file names.
  private static func gitDirectory(of directory: String) -> String? {
    let dotGit = FileSystem.join(directory, ".git")
    switch FileSystem.kind(of: dotGit) {
    case .directory: return dotGit
    case .file:
      guard let line = text(dotGit)?.trimmingLineBreaks, line.hasPrefix("gitdir:") else { return nil }
      let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
      return path.hasPrefix("/") ? path : FileSystem.join(directory, path)
    default: return nil
    }
  }

  private static func text(_ path: String) -> String? {
    guard case .success(let bytes) = FileSystem.readFile(path, limit: 1 << 20) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  fileprivate var trimmingLineBreaks: String { trimmingCharacters(in: .newlines) }
}
