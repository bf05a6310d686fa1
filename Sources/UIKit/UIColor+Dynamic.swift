extension UIColor {
  /// A colour that depends on the appearance, as UIKit's `UIColor(dynamicProvider:)`.
  ///
  /// Resolved once, for the light appearance: a shield configuration travels to the system as
  /// values, and only the named system colours (`.label`, `.systemBlue`, ...) carry their dark
  /// variant with them. `extension-host render --appearance dark` therefore darkens system
  /// colours but not the colours a provider returns.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    self.init(
      red: light.redComponent, green: light.greenComponent, blue: light.blueComponent, alpha: light.alphaComponent,
      systemName: light.systemName)
  }

  /// The colour for `traitCollection`: an asset catalog colour's dark appearance for a dark
  /// trait collection; otherwise the colour itself (colours here are resolved for light).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    traitCollection.userInterfaceStyle == .dark ? darkVariant ?? self : self
  }
}
