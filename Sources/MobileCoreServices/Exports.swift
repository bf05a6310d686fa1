// On iOS, `MobileCoreServices` is the deprecated home of the `kUTType…` constants (replaced by
// UniformTypeIdentifiers). Apple's Screen Time sample code, and the monitor extensions written
// from it, import it and use nothing from it: here it brings Foundation and declares nothing.
@_exported import Foundation
