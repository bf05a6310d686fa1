public import Foundation

/// Where a loaded image is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// Why it failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. Nothing is fetched here: the view is
/// drawn as it is before its image arrives (the placeholder, or the phase `.empty`), which is what a
/// snapshot taken as the app starts shows.
public struct AsyncImage<Content: View>: View, PrimitiveView {
  let content: Content

  /// The image at `url`, drawn by `content` once loaded; `placeholder` until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.content = _ConditionalContent(storage: .falseContent(placeholder()))
  }

  /// The image at `url`, drawn by `content` for each phase of its loading.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }

  public var body: Never { fatalError("AsyncImage has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(content) }
}

extension AsyncImage where Content == _AsyncImagePlaceholder {
  /// The image at `url`: a grey box until it loads.
  public init(url: URL?, scale: CGFloat = 1) { content = _AsyncImagePlaceholder() }
}

/// What an `AsyncImage` without a placeholder draws before its image arrives: a grey box.
public struct _AsyncImagePlaceholder: View, PrimitiveView {
  public var body: Never { fatalError("_AsyncImagePlaceholder has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(Color.gray.opacity(0.3))
  }
}
