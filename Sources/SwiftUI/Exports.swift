// On iOS, `import SwiftUI` brings Foundation and (on iOS) UIKit's types it bridges to.
@_exported import Foundation
@_exported import UIKit
