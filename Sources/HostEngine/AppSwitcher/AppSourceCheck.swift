import Foundation

/// Finds app-delegate lifecycle methods in an app's Swift sources: with a scene manifest UIKit
/// never calls them (Apple, the pages of the four methods), so cover code there never runs.
public enum AppSourceCheck {
  /// The four methods UIKit skips in a scene app.
  public static let methodsSkippedWithScenes = [
    "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillEnterForeground",
    "applicationDidBecomeActive",
  ]

  /// Each declaration of those methods in the `.swift` files under `directories`: `path:line:column` and its name.
  public static func lifecycleMethods(in directories: [String]) -> [(location: String, method: String)] {
    var found: [(String, String)] = []
    for directory in directories {
      guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
      var files: [String] = []
      while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".swift") { files.append(relative) }
      }
      for relative in files.sorted() {
        let path = directory + "/" + relative
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          guard !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//"), let range = line.range(of: "func application") else {
            continue
          }
          let rest = line[line.index(range.lowerBound, offsetBy: 5)...]
          for method in methodsSkippedWithScenes where rest.hasPrefix(method + "(") {
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            found.append(("\(path):\(number + 1):\(column)", method))
          }
        }
      }
    }
    return found
  }
}
