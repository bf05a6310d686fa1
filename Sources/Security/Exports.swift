// Security, as Apple's: `import Security` brings Foundation and CoreFoundation's types with it.
@_exported import Foundation
@_exported import FoundationAdditions
