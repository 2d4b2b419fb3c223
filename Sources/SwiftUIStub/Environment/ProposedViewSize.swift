#if os(Linux)
  import Foundation

  /// A proposal for a view's size, each dimension optional, as SwiftUI's `ProposedViewSize`
  /// (iOS 16).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @frozen public struct ProposedViewSize {
    // SDK: public var width: CGFloat? — DOC swiftui/proposedviewsize/width.md
    /// The proposed width; nil lets the view choose.
    package var width: CGFloat?
    // SDK: public var height: CGFloat? — DOC swiftui/proposedviewsize/height.md
    /// The proposed height; nil lets the view choose.
    package var height: CGFloat?

    // SDK: @inlinable public init(width: CGFloat?, height: CGFloat?)
    //   — DOC swiftui/proposedviewsize/init(width:height:).md
    /// A proposal of `width` by `height`.
    package init(width: CGFloat?, height: CGFloat?) {
      self.width = width
      self.height = height
    }
  }
#endif
