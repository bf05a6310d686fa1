// On iOS, `import UIKit` brings Foundation (and CGFloat) with it; extension code relies on that.
@_exported import Foundation
