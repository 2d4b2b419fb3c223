#if os(Linux)
  import Foundation

  /// Builds views from closures, as SwiftUI's `ViewBuilder`: none, one, optional, either-or, and
  /// (package-only here) several.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @resultBuilder public struct ViewBuilder {
    /// No view: an `EmptyView`.
    public static func buildBlock() -> EmptyView {
      EmptyView()
    }

    /// One view, passed through.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
      content
    }

    /// An `if` without `else`: the view, or nil.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
      content
    }

    // Kept on lines that end in `->`, which stubcheck.py joins into one declaration.
    // swift-format-ignore
    /// The `if` branch of an `if`–`else`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) ->
      _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
    {
      _ConditionalContent(storage: .trueContent(first))
    }

    // Kept on lines that end in `->`, which stubcheck.py joins into one declaration.
    // swift-format-ignore
    /// The `else` branch of an `if`–`else`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) ->
      _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
    {
      _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch, type-erased.
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content>(
      _ content: Content
    ) -> AnyView where Content: View {
      AnyView(content)
    }

    // SDK (current): static func buildBlock<each Content>(_ content: repeat each Content)
    //   -> TupleView<(repeat each Content)> where repeat each Content : View
    //   — DOC swiftui/viewbuilder/buildblock(_:)-2bj1g.md; iOS 13–16 SDKs: buildBlock<C0, C1>…
    //   up to ten children (D14 SwiftUI/SwiftUI.swift:6224…). uikit-api.md §15 shows both only in
    //   comments, so the stub keeps it `package`.
    /// Several views: a `TupleView` of them.
    package static func buildBlock<each Content>(_ content: repeat each Content)
      -> TupleView<(repeat each Content)> where repeat each Content: View
    {
      var children: [any View] = []
      for child in repeat each content { children.append(child) }
      return TupleView((repeat each content), children: children)
    }
  }
#endif
