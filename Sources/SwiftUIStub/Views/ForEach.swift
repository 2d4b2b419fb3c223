#if os(Linux)
  import Foundation

  /// A view for each element of a collection, as SwiftUI's `ForEach`.
  ///
  /// Layout: in a `List`, each of its views is a row; elsewhere the stub lays them out one
  /// below the other, without spacing.
  package struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The views, one per element, in order.
    package let children: [any View]

    // SDK: public init(_ data: Data, id: KeyPath<Data.Element, ID>,
    //   @ViewBuilder content: @escaping (Data.Element) -> Content) — DOC swiftui/foreach
    /// A view for each element of `data`, identified by `id`.
    package init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      children = data.map { content($0) }
    }
  }

  extension ForEach where Data == Range<Int>, ID == Int {
    // SDK: public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    //   — DOC swiftui/foreach/init(_:content:)-8k7c9
    /// A view for each number in `data`.
    package init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
      children = data.map { content($0) }
    }
  }

  /// A view that stands for several rows of a `List` (a `ForEach`).
  protocol StubRows {
    /// The rows.
    var rowViews: [any View] { get }
  }

  extension ForEach: StubRows {
    var rowViews: [any View] { children }
  }

  extension ForEach: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      StubLayout.stack(children, spacing: 0, proposal: proposal)
    }
  }

  extension ForEach: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      StubDrawing.stack(children, spacing: 0, in: rect, into: &drawing)
    }
  }
#endif
