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

  /// The colour for `traitCollection`; colours here are already resolved, so itself.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

  /// A colour from the asset catalog. There is no asset catalog here, so it is always nil, as on
  /// iOS for a name the catalog lacks; write `UIColor(named: "Brand") ?? .systemIndigo`.
  public convenience init?(named name: String) {
    return nil
  }
}
