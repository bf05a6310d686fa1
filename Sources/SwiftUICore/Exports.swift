// On iOS 18, `SwiftUICore` holds the views, colours and environment that `SwiftUI` re-exports;
// here they live in `SwiftUI`, and `import SwiftUICore` brings them from there.
@_exported import SwiftUI
