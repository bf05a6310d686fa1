import Foundation

extension UITabBarItem {
  /// The tab items the system titles and draws, as UIKit's `UITabBarItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
      mostRecent, mostViewed

    /// The title iOS shows under the item (English).
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  /// A system item: its title is the system's ("Search", "Favorites"), as on iOS; the symbol is
  /// not drawn (the bar shows titles).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init(title: systemItem.title, image: nil, tag: tag)
  }
}

