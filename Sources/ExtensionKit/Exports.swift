// ExtensionKit builds on ExtensionFoundation's `AppExtension`; report extensions import either.
@_exported import ExtensionFoundation
