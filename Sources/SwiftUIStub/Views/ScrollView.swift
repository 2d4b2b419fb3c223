#if os(Linux)
  import Foundation

  // SDK: public struct ScrollView<Content> : SwiftUI.View where Content : SwiftUI.View
  //   — SwiftUI.swiftinterface:16798 (iOS 13)
  /// A scrollable view, as SwiftUI's `ScrollView`.
  ///
  /// Layout, the stub's rule: it takes the proposal where it is bounded, else its content's
  /// size; the content is offered an unspecified length along the scroll axes and the proposal
  /// across them.
  ///
  /// Rendering: at the root of a hosting controller (reached through views that only pass their
  /// content on), a `UIScrollView` inside the hosting view, over its content frame, whose
  /// `contentSize` is the content's size along the scroll axes (``ScrollContent``). That SwiftUI
  /// backs a `ScrollView` with a `UIScrollView` on iOS is observed, not documented (SwiftUI
  /// Introspect finds one on iOS 13 to 17: github.com/siteline/swiftui-introspect,
  /// Sources/ViewTypes/ScrollView.swift). Elsewhere in a view tree the stub, which has no
  /// positions inside stacks, renders none.
  package struct ScrollView<Content: View>: View {
    // SDK: public var content: Content — SwiftUI.swiftinterface:16799
    /// The scrolled content.
    package var content: Content
    // SDK: public var axes: SwiftUI.Axis.Set — SwiftUI.swiftinterface:16800
    /// The directions it scrolls in.
    package var axes: Axis.Set
    // SDK: public var showsIndicators: Swift.Bool — SwiftUI.swiftinterface:16804
    /// Whether it shows scroll indicators.
    package var showsIndicators: Bool

    // SDK: public init(_ axes: SwiftUI.Axis.Set = .vertical, showsIndicators: Swift.Bool = true,
    //   @SwiftUI.ViewBuilder content: () -> Content) — SwiftUI.swiftinterface:16812
    /// A view scrolling `content` along `axes`.
    package init(
      _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
      @ViewBuilder content: () -> Content
    ) {
      self.content = content()
      self.axes = axes
      self.showsIndicators = showsIndicators
    }
  }

  extension ScrollView: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      let atRoot = ViewGraph.primitiveIsAtRoot
      let offer = CGSize(
        width: axes.contains(.horizontal) ? .infinity : proposal.width,
        height: axes.contains(.vertical) ? .infinity : proposal.height)
      let inner = StubLayout.size(of: content, proposing: offer)
      let size = CGSize(
        width: StubLayout.isBounded(proposal.width) ? proposal.width : inner.width,
        height: StubLayout.isBounded(proposal.height) ? proposal.height : inner.height)
      if atRoot {
        ViewGraph.request(
          ScrollContent(
            kind: .scrollView(axes: axes, showsIndicators: showsIndicators),
            contentSize: CGSize(
              width: axes.contains(.horizontal) ? inner.width : size.width,
              height: axes.contains(.vertical) ? inner.height : size.height)))
      }
      return size
    }
  }
#endif
