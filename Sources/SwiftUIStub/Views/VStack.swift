#if os(Linux)
  import Foundation

  /// Views one below the other, as SwiftUI's `VStack`.
  ///
  /// Layout: the children's heights plus the spacing between them (8 pt when nil, the stub's
  /// default), as wide as the widest child.
  package struct VStack<Content: View>: View {
    /// The children, as built.
    package let content: Content
    /// The children, in order.
    package let children: [any View]
    /// The space between two children; nil for the default.
    package let spacing: CGFloat?

    // SDK: @inlinable public init(alignment: HorizontalAlignment = .center,
    //   spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    //   — D14 SwiftUI/SwiftUI.swift:4913 (+acc); the stub has no alignment.
    /// A stack of the one view `content` builds. (Disfavoured, so that the `TupleView` overload
    /// wins for several views.)
    @_disfavoredOverload
    package init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
      let content = content()
      self.content = content
      children = [content]
      self.spacing = spacing
    }

    /// A stack of the views `content` builds (the stub reads them out of the `TupleView`).
    package init<T>(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    where Content == TupleView<T> {
      let content = content()
      self.content = content
      children = content.children
      self.spacing = spacing
    }

    /// The spacing used when none is given.
    package static var defaultSpacing: CGFloat { 8 }
  }

  extension VStack: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      StubLayout.stack(children, spacing: spacing ?? Self.defaultSpacing, proposal: proposal)
    }
  }
#endif
