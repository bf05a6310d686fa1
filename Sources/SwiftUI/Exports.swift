// On iOS, `import SwiftUI` brings Foundation and (on iOS) UIKit's types it bridges to.
@_exported import Foundation
@_exported import UIKit
// SwiftUI re-exports Observation on iOS 17, so `@Observable` models compile with `import SwiftUI` alone.
@_exported import Observation
// And Combine, whose `ObservableObject` and `@Published` views watch before iOS 17.
@_exported import Combine
