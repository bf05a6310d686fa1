// Writes the Swift asset symbols of asset catalogs, for the AssetSymbols build tool plugin:
//   AssetSymbolGenerator --output FILE [--uikit] [--swiftui] CATALOG.xcassets...
import BundleResources
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var output: String?
var options = AssetSymbolSource.Options()
var catalogs: [URL] = []
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--output":
    guard !arguments.isEmpty else { break }
    output = arguments.removeFirst()
  case "--uikit": options.uikit = true
  case "--swiftui": options.swiftUI = true
  default: catalogs.append(URL(fileURLWithPath: argument, isDirectory: true))
  }
}
guard let output else {
  FileHandle.standardError.write(Data("usage: AssetSymbolGenerator --output FILE [--uikit] [--swiftui] CATALOG...\n".utf8))
  exit(2)
}
let names = AssetCatalog.names(in: catalogs)
let source = AssetSymbolSource(colors: names.colors, images: names.images, options: options).text
do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("AssetSymbolGenerator: cannot write \(output): \(error.localizedDescription)\n".utf8))
  exit(3)
}
