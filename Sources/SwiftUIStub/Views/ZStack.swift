#if os(Linux)
  import Foundation

  /// Views on top of one another, as SwiftUI's `ZStack`.
  ///
  /// Layout: each child is offered the proposal; the stack is as large as its largest child,
  /// and each child is centred in it.
  package struct ZStack<Content: View>: View {
    /// The children, as built.
    package let content: Content
    /// The children, back to front.
    package let children: [any View]

    // SDK: @inlinable public init(alignment: Alignment = .center,
    //   @ViewBuilder content: () -> Content) — DOC swiftui/zstack/init(alignment:content:);
    //   the stub has no alignment.
    /// A stack of the one view `content` builds.
    @_disfavoredOverload
    package init(@ViewBuilder content: () -> Content) {
      let content = content()
      self.content = content
      children = [content]
    }

    /// A stack of the views `content` builds (the stub reads them out of the `TupleView`).
    package init<T>(@ViewBuilder content: () -> Content) where Content == TupleView<T> {
      let content = content()
      self.content = content
      children = content.children
    }
  }

  extension ZStack: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      children.reduce(CGSize.zero) { size, child in
        let child = StubLayout.size(of: child, proposing: proposal)
        return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
      }
    }
  }

  extension ZStack: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      for child in children { StubDrawing.centre(child, in: rect, into: &drawing) }
    }
  }
#endif
