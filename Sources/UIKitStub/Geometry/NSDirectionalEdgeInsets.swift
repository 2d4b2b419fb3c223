#if os(Linux)
  import Foundation

  /// Insets relative to the layout direction, as UIKit's `NSDirectionalEdgeInsets`.
  public struct NSDirectionalEdgeInsets: Equatable, Codable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Zero insets.
    public init() {
      self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
  }

  extension NSDirectionalEdgeInsets {
    // SDK: @available(iOS 11.0, *) public static let zero: NSDirectionalEdgeInsets — uikit-api.md
    // §1 (a one-line extension the checker cannot read) [D14; DOC
    // uikit/nsdirectionaledgeinsets/zero.md]
    /// Insets of zero on every edge.
    package static let zero = NSDirectionalEdgeInsets()
  }
#endif
