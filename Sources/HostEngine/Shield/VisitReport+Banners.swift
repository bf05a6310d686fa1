public import ShieldRendering

extension VisitReport {
  /// The notifications the user would see, as banners for the rendered screen: each one the
  /// extensions scheduled and iOS would deliver, headed by the extension that scheduled it.
  public var notificationBanners: [NotificationBanner] {
    (sharedState?.notifications ?? []).filter(\.delivered).map {
      NotificationBanner(appName: $0.extension, title: $0.title, subtitle: $0.subtitle, body: $0.body, when: $0.when)
    }
  }
}
