import Foundation
import Testing

@testable import ManagedSettings

/// The runtime reads its own Info.plist with a small scanner; it must agree with
/// `PropertyListSerialization` wherever it answers, and decline the rest.
struct InfoPlistScannerTests {
  @Test func agreesWithPropertyListSerializationOnEveryManifestInTheRepository() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized
    // The tracked folders only: `.build` is large, and other tests make and remove folders in it
    // while this one runs.
    let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }
    let paths = try folders.flatMap { folder in
      try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(folder).path).map { folder + "/" + $0 }
    }.filter { $0.hasSuffix("Info.plist") }
    #expect(paths.count > 5)
    var read = 0
    for path in paths {
      let data = try Data(contentsOf: root.appendingPathComponent(path))
      guard let keys = InfoPlistScanner.nsExtensionKeys(in: [UInt8](data)) else { continue }
      read += 1
      let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
      let nsExtension = try #require(plist?["NSExtension"] as? [String: Any], "\(path)")
      #expect(keys.extensionPoint == nsExtension["NSExtensionPointIdentifier"] as? String, "\(path)")
      #expect(keys.principalClass == nsExtension["NSExtensionPrincipalClass"] as? String, "\(path)")
    }
    #expect(read > 3, "the scanner reads the repository's extension manifests itself")
  }

  @Test func readsThePlainFormXcodeWrites() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <!-- a comment -->
      <dict>
        <key>CFBundleVersion</key><string>1</string>
        <key>UIFlag</key><true/>
        <key>List</key><array><string>a</string><integer>3</integer><dict/></array>
        <key>NSExtension</key>
        <dict>
          <key>NSExtensionAttributes</key><dict><key>x</key><real>1.5</real></dict>
          <key>NSExtensionPointIdentifier</key><string>com.apple.ManagedSettings.shield-action-service</string>
          <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).Principal</string>
        </dict>
      </dict>
      </plist>

      """
    let keys = InfoPlistScanner.nsExtensionKeys(in: Array(plist.utf8))
    #expect(keys?.extensionPoint == "com.apple.ManagedSettings.shield-action-service")
    #expect(keys?.principalClass == "$(PRODUCT_MODULE_NAME).Principal")
  }

  @Test(arguments: [
    "<plist><dict><key>NSExtension</key><dict><key>NSExtensionPrincipalClass</key><string>A&amp;B</string></dict></dict></plist>",
    "<plist><dict><key>NSExtension</key><dict><key>NSExtensionPrincipalClass</key><string><![CDATA[A]]></string></dict></dict></plist>",
    "<plist><dict><key>NSExtension</key><dict/><key>NSExtension</key><dict/></dict></plist>",
    "<plist><dict><key>NSExtension</key><string>x</string></dict></plist>",
    "<plist><dict><key>Other</key><string>x</string></dict></plist>",
    "<plist><dict><key>NSExtension</key><dict><key>NSExtensionPrincipalClass</key><integer>1</integer></dict></dict></plist>",
    "<plist><dict><key>NSExtension</key><dict></dict><key>Bad</key><blob/></dict></plist>",
    "<!DOCTYPE plist [<!ENTITY x \"y\">]><plist><dict><key>NSExtension</key><dict/></dict></plist>",
    "<plist><dict><key>NSExtension</key><dict/></dict></plist> trailing",
    "bplist00",
    "{ NSExtension = {}; }",
  ])
  func declinesWhatIsNotPlain(_ text: String) {
    #expect(InfoPlistScanner.nsExtensionKeys(in: Array(text.utf8)) == nil)
  }
}
