#if os(Linux)
  import Foundation

  /// A view given a fixed width, height or both: what `frame(width:height:)` returns.
  ///
  /// Layout: a fixed dimension is offered to the content and taken whatever the content says;
  /// a free one is the content's.
  package struct FrameLayout<Content: View>: View {
    /// The framed view.
    package let content: Content
    /// The fixed width, if any.
    package let width: CGFloat?
    /// The fixed height, if any.
    package let height: CGFloat?
  }

  extension FrameLayout: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      let offer = CGSize(width: width ?? proposal.width, height: height ?? proposal.height)
      let inner = StubLayout.size(of: content, proposing: offer)
      return CGSize(width: width ?? inner.width, height: height ?? inner.height)
    }
  }

  extension View {
    // SDK: @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil,
    //   alignment: Alignment = .center) -> some View — D14 SwiftUI/SwiftUI.swift:5559 (+acc);
    //   the stub has no alignment.
    /// This view with a fixed width, height or both.
    package func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
      FrameLayout(content: self, width: width, height: height)
    }
  }
#endif
