// On iOS, `import LocalAuthentication` brings Foundation with it (`NSError`, `Data`): an app lock's
// service that imports only LocalAuthentication compiles, and relies on that.
@_exported import Foundation
