import Foundation

/// Starts a widget extension from its `@main` widget or bundle.
enum WidgetExtensionMain {
  /// Serves `widgets`. This host does not launch widget extensions yet: the process says so and
  /// exits 69 (EX_UNAVAILABLE) rather than pretend to serve.
  @MainActor
  static func run(_ widgets: [_WidgetDescription]) -> Never {
    let kinds = widgets.map(\.kind).joined(separator: ", ")
    FileHandle.standardError.write(
      Data("This is a widget extension (kinds: \(kinds)); extension-host does not run widget extensions as processes yet.\n".utf8))
    exit(69)
  }
}
