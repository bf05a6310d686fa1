// CGFloat, CGPoint, CGSize and CGRect are Foundation's on Linux: `import CoreGraphics` alone brings
// them, as it does on iOS.
@_exported import Foundation
