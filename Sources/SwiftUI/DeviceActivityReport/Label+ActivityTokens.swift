public import ManagedSettings

// `Label(token)` and the two views it is made of. Apple declares them in FamilyControls, and a
// report extension that imports only DeviceActivity and SwiftUI uses them (on iOS, DeviceActivity
// brings FamilyControls' declarations along). Here FamilyControls depends on SwiftUI, which holds
// the DeviceActivity overlay, so they live in SwiftUI: visible from both, as on iOS.

/// The name of the app, category or website a token stands for, as FamilyControls draws it in a
/// `Label(token)`: the system knows it, the app does not. Here it is the name this process was
/// given for the token (`TokenNames`: ExtensionHostTesting's `ReportActivity` names its apps'),
/// else nothing a person reads.
public struct FamilyActivityTitleView: View {
  let name: String?
  public var body: some View { Text(verbatim: name ?? "") }
}

/// The icon of the app, category or website a token stands for, as FamilyControls draws it.
public struct FamilyActivityIconView: View {
  let symbol: String
  public var body: some View { Image(systemName: symbol) }
}

extension Label where Title == FamilyActivityTitleView, Icon == FamilyActivityIconView {
  /// The app `token` stands for, by its name and icon.
  public init(_ token: ApplicationToken) {
    self.init(
      title: { FamilyActivityTitleView(name: TokenNames.name(of: token)) },
      icon: { FamilyActivityIconView(symbol: "app") })
  }

  /// The category `token` stands for.
  public init(_ token: ActivityCategoryToken) {
    self.init(
      title: { FamilyActivityTitleView(name: TokenNames.name(of: token)) },
      icon: { FamilyActivityIconView(symbol: "square.grid.2x2") })
  }

  /// The website `token` stands for.
  public init(_ token: WebDomainToken) {
    self.init(title: { FamilyActivityTitleView(name: TokenNames.name(of: token)) }, icon: { FamilyActivityIconView(symbol: "globe") })
  }
}
