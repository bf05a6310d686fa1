// On iOS, `import UIKit` brings Foundation (and CGFloat) with it; extension code relies on that.
@_exported import Foundation
// And Core Graphics, as on iOS: `CGColor`, `CGImage`, `CGPath`, `CGContext`, `CGAffineTransform`.
@_exported import CoreGraphics
// String(localized:), LocalizedStringResource and the asset resources, as Foundation has them on iOS.
@_exported import BundleResources
// Foundation on iOS names Combine's `ObservableObject` and `Published` (a view model beside a
// view controller imports only UIKit or Foundation and uses them).
@_exported import Combine
