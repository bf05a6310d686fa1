// On iOS, `import UserNotifications` brings Foundation with it.
@_exported import Foundation
