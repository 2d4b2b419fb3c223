#if os(Linux)
  import Foundation

  /// A type-erased view, as SwiftUI's `AnyView`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  // Not main-actor isolated, so `ViewBuilder` (nonisolated, as in the SDK) can make one.
  @frozen nonisolated public struct AnyView: View {
    /// The wrapped view.
    package let base: any View

    // SDK: public init<V>(_ view: V) where V : View — D14 SwiftUI/SwiftUI.swift:411 (+acc)
    /// `view`, type-erased.
    package init<V>(_ view: V) where V: View {
      base = view
    }
  }

  extension AnyView: StubSizing {
    @MainActor package func stubSize(proposing proposal: CGSize) -> CGSize {
      // It only passes its view on: the view is where it is (at the root or not).
      ViewGraph.isAtRoot = ViewGraph.primitiveIsAtRoot
      return StubLayout.size(of: base, proposing: proposal)
    }
  }
#endif
