public import HostProtocol

extension ShieldConfiguration {
  /// What a device would do differently from what the configuration seems to ask, for `render` to
  /// warn about: colours outside 0...1 (clamped), an unknown blur style, more than three submenu
  /// items (iOS shows three), submenu items without a secondary button (nothing to open them),
  /// and icon bytes no image decoder accepts.
  public var renderWarnings: [String] {
    var warnings: [String] = []
    let colors: [(String, ShieldColor?)] = [
      ("backgroundColor", backgroundColor), ("icon.tint", icon?.tint), ("title.color", title?.color),
      ("subtitle.color", subtitle?.color), ("primaryButtonLabel.color", primaryButtonLabel?.color),
      ("primaryButtonBackgroundColor", primaryButtonBackgroundColor),
      ("secondaryButtonLabel.color", secondaryButtonLabel?.color),
    ]
    for case (let field, let color?) in colors where !color.isInRange {
      warnings.append("\(field) has components outside 0...1; they are clamped")
    }
    if let style = backgroundBlurStyle, style.name == nil {
      warnings.append(
        "backgroundBlurStyle \(style.rawValue) is not a UIBlurEffect.Style (0...20); drawn as .systemMaterial")
    }
    if let items = secondaryButtonSubmenuItems {
      if items.count > ShieldMetrics.maxMenuItems {
        warnings.append("secondaryButtonSubmenuItems has \(items.count) items; iOS shows only the first 3")
      }
      if secondaryButtonLabel == nil, !items.isEmpty {
        warnings.append("secondaryButtonSubmenuItems without a secondaryButtonLabel: there is no button to open them")
      }
    }
    if let data = icon?.data, ImageFormat(of: data) == nil {
      warnings.append(
        "icon.data (\(data.count) bytes) is not a PNG, JPEG, GIF or WebP image; it is drawn as a placeholder")
    }
    return warnings
  }
}
