#if os(Linux)
  import Foundation

  /// A view that shows nothing and takes no space, as SwiftUI's `EmptyView`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct EmptyView: View {
    // SDK: @inlinable public init() — D14 SwiftUI/SwiftUI.swift:1477 (+acc)
    /// An empty view.
    nonisolated package init() {}
  }

  extension EmptyView: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize { .zero }
  }
#endif
