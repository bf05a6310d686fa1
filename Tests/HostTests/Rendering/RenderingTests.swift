import Testing

/// The namespace of every rendering suite, so `swift test --filter Rendering` runs them all.
@Suite enum RenderingTests {}
