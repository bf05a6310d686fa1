package import Foundation

/// The coder the runtime passes when it creates a principal class from its name: it holds nothing.
package final class PrincipalCoder: NSCoder {}
