// Placeholder: the located plist reader lands here (see issue 3).
package enum ExtensionManifestModule {}
