// On iOS, `import LocalAuthentication` brings Foundation with it (`NSError`, `Data`): an app lock's
// service that imports only LocalAuthentication compiles, and relies on that.
@_exported import Foundation
// Foundation on iOS names Combine's `ObservableObject` and `Published`: an app lock's view model
// that imports Foundation and LocalAuthentication uses them.
@_exported import Combine
