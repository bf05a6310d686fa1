/// Builds views from closures, as SwiftUI's `ViewBuilder`: blocks of any length, `if`, `if`/`else`,
/// `switch`, `if #available`. Like SwiftUI's, it has no `for`: repeat with `ForEach`.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView(views: repeat each content)
  }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// `if #available`: the type is erased, as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
