#if os(Linux)
  import Foundation

  // SDK: @_Concurrency.MainActor(unsafe) public struct List<SelectionValue, Content> :
  //   SwiftUI.View where SelectionValue : Swift.Hashable, Content : SwiftUI.View
  //   — SwiftUI.swiftinterface:7431 (iOS 13)
  /// Rows of views in a scrolling column, as SwiftUI's `List`.
  ///
  /// Layout, the stub's rule: it takes the proposal where it is bounded, else its rows' size.
  /// Each view its content builds is a row, each view of a `ForEach` in it too (a row of its
  /// own height at the list's width; no separators, insets or minimum row height). Each row
  /// draws its content in its cell (``StubDrawing``).
  ///
  /// Rendering: at the root of a hosting controller (reached through views that only pass their
  /// content on), a `UICollectionView` from iOS 16 and a `UITableView` before, inside the
  /// hosting view over its content frame, with one cell per row (``ScrollContent``). That is
  /// what SwiftUI uses on iOS, observed, not documented (SwiftUI Introspect finds a
  /// `UITableView` on iOS 13 to 15 and a `UICollectionView` from iOS 16:
  /// github.com/siteline/swiftui-introspect, Sources/ViewTypes/List.swift). Elsewhere in a view
  /// tree the stub, which has no positions inside stacks, renders none.
  package struct List<SelectionValue: Hashable, Content: View>: View {
    /// The rows, as built.
    package let content: Content
    /// The rows, in order.
    package let rows: [any View]
  }

  extension List where SelectionValue == Never {
    // SDK: public init(@SwiftUI.ViewBuilder content: () -> Content)
    //   — SwiftUI.swiftinterface:7578 (iOS 13)
    /// A list of the one row `content` builds. (Disfavoured, so that the `TupleView` overload
    /// wins for several rows.)
    @_disfavoredOverload
    package init(@ViewBuilder content: () -> Content) {
      let content = content()
      self.content = content
      rows = (content as? any StubRows)?.rowViews ?? [content]
    }

    /// A list of the rows `content` builds (the stub reads them out of the `TupleView`).
    package init<T>(@ViewBuilder content: () -> Content) where Content == TupleView<T> {
      let content = content()
      self.content = content
      rows = content.children.flatMap { ($0 as? any StubRows)?.rowViews ?? [$0] }
    }
  }

  extension List: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      let atRoot = ViewGraph.primitiveIsAtRoot
      let offer = CGSize(width: proposal.width, height: .infinity)
      let sizes = rows.map { StubLayout.size(of: $0, proposing: offer) }
      let size = CGSize(
        width: StubLayout.isBounded(proposal.width)
          ? proposal.width : sizes.map(\.width).max() ?? 0,
        height: StubLayout.isBounded(proposal.height)
          ? proposal.height : sizes.reduce(0) { $0 + $1.height })
      if atRoot {
        let heights = sizes.map(\.height)
        ViewGraph.request(
          ScrollContent(
            kind: .list, contentSize: .zero, rowHeights: heights,
            rowDrawings: StubDrawing.rows(rows, heights: heights, width: size.width)))
      }
      return size
    }
  }
#endif
