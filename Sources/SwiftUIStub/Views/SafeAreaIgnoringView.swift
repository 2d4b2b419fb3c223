#if os(Linux)
  import Foundation

  /// A view laid out as if the safe area's `regions` did not inset `edges`: what
  /// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)` (every region) return.
  ///
  /// Its size is its content's. Around a hosting controller's root, it keeps the content where
  /// the hosting view's safe area would have moved it (``HostingView/contentFrame``).
  package struct SafeAreaIgnoringView<Content: View>: View {
    /// The view.
    package let content: Content
    /// The edges whose safe-area inset is ignored.
    package let edges: Edge.Set
    /// The kinds of safe area ignored there.
    package let regions: SafeAreaRegions
  }

  extension SafeAreaIgnoringView: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      if ViewGraph.primitiveIsAtRoot {
        if regions.contains(.container) { ViewGraph.rootIgnoredEdges.formUnion(edges) }
        if regions.contains(.keyboard) { ViewGraph.rootIgnoredKeyboardEdges.formUnion(edges) }
        ViewGraph.isAtRoot = true
      }
      return StubLayout.size(of: content, proposing: proposal)
    }
  }

  extension View {
    // SDK: @inlinable public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View
    //   — D14 SwiftUI/SwiftUI.swift:5303 (+acc); deprecated in favour of ignoresSafeArea (iOS 14)
    //   with no end date, so it builds for iOS 13 without warnings.
    /// This view, laid out as if the safe area did not inset `edges`.
    package func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
      SafeAreaIgnoringView(content: self, edges: edges, regions: .all)
    }

    // SDK: @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all,
    //   edges: Edge.Set = .all) -> some View — SwiftUICore.swiftinterface (iOS 14)
    /// This view, laid out as if the safe area's `regions` did not inset `edges`.
    package func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
      -> some View
    {
      SafeAreaIgnoringView(content: self, edges: edges, regions: regions)
    }
  }
#endif
