import Foundation
import HostProtocol

/// The extension's own view of its Info.plist: the extension point and the principal class with
/// build settings expanded, read before the handshake so both sides can be checked against it.
struct LocalManifest {
  var path: String
  var extensionPoint: String?
  var principalClass: String?

  /// The manifest named by `EXTENSION_HOST_INFO_PLIST`, or nil when the host gave none;
  /// `variable` reads the process's environment.
  static func load(variable: @escaping (String) -> String? = ProcessVariable.named) throws(LocalManifestError)
    -> LocalManifest?
  {
    guard let path = variable("EXTENSION_HOST_INFO_PLIST"), !path.isEmpty else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
    let settings = BuildSettingEnvironment(variable: variable)
    if let keys = InfoPlistScanner.nsExtensionKeys(in: [UInt8](data)) {
      return LocalManifest(
        path: path, extensionPoint: keys.extensionPoint.map(settings.expand),
        principalClass: keys.principalClass.map(settings.expand))
    }
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw .invalid(path, "\(error.localizedDescription)")
    }
    guard let dictionary = root as? [String: Any], let nsExtension = dictionary["NSExtension"] as? [String: Any] else {
      throw .invalid(path, "it has no NSExtension dictionary")
    }
    return LocalManifest(
      path: path,
      extensionPoint: (nsExtension["NSExtensionPointIdentifier"] as? String).map(settings.expand),
      principalClass: (nsExtension["NSExtensionPrincipalClass"] as? String).map(settings.expand))
  }
}

/// Why the extension could not read its own manifest.
enum LocalManifestError: Error, CustomStringConvertible {
  case unreadable(String)
  case invalid(String, String)

  var description: String {
    switch self {
    case .unreadable(let path): "cannot read the extension's Info.plist at \(path)"
    case .invalid(let path, let reason): "the extension's Info.plist at \(path) is invalid: \(reason)"
    }
  }
}

/// Substitutes `$(NAME)` and `${NAME}` from the environment the host passes (Xcode passes build
/// settings to build scripts the same way). The host sends every setting already expanded by its
/// own expander (operators such as `:c99extidentifier` applied there), so this side only looks
/// names up: one expander, one mangling, and both sides read the manifest alike.
struct BuildSettingEnvironment {
  /// A variable's value; a setting's name starts with an upper-case letter.
  private let variable: (String) -> String?

  /// The settings `variable` reads, one at a time (the process's own, without a dictionary of them all).
  init(variable: @escaping (String) -> String?) { self.variable = variable }

  private func value(_ name: String) -> String? {
    name.first?.isUppercase == true ? variable(name) : nil
  }

  func expand(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{" {
        let close: Character = text[next] == "(" ? ")" : "}"
        guard let end = text[next...].firstIndex(of: close) else {
          // No closer anywhere after: the rest is literal (and the scan stays linear).
          result += text[index...]
          break
        }
        let name = String(text[text.index(after: next)..<end])
        result += value(name) ?? ""
        index = text.index(after: end)
        continue
      }
      result.append(character)
      index = next
    }
    return result
  }
}
