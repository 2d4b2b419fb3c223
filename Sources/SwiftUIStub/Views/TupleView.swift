#if os(Linux)
  import Foundation

  /// Several views built by one `ViewBuilder` block, as SwiftUI's `TupleView`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  // Not main-actor isolated, so `ViewBuilder` (nonisolated, as in the SDK) can make one.
  @frozen nonisolated public struct TupleView<T>: View {
    // SDK: public var value: T — D14 SwiftUI/SwiftUI.swift:4720 (+acc)
    /// The views, as a tuple.
    package var value: T
    /// The views, in order (the stub's layout model walks them).
    package let children: [any View]

    // SDK: @inlinable public init(_ value: T) — D14 SwiftUI/SwiftUI.swift:4721 (+acc); the stub
    //   also takes the children, which it cannot read out of a generic tuple.
    /// The views `value`, listed in `children`.
    package init(_ value: T, children: [any View]) {
      self.value = value
      self.children = children
    }
  }

  /// Outside a stack, the stub lays several views out one below the other, without spacing.
  extension TupleView: StubSizing {
    @MainActor package func stubSize(proposing proposal: CGSize) -> CGSize {
      StubLayout.stack(children, spacing: 0, proposal: proposal)
    }
  }
#endif
