#if os(Linux)
  import Foundation

  /// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`.
  public struct UIEdgeInsets: Equatable, Codable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Zero insets.
    public init() {
      self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }

  extension UIEdgeInsets {
    // SDK: public static let zero: UIEdgeInsets — uikit-api.md §1 (a one-line extension the
    // checker cannot read) [D14; DOC uikit/uiedgeinsets/zero.md]
    /// Insets of zero on every edge.
    package static let zero = UIEdgeInsets()
  }

  extension CGRect {
    // SDK: public func inset(by insets: UIEdgeInsets) -> CGRect — uikit-api.md §1 (a one-line
    // extension the checker cannot read) [D14 +acc]
    /// The rectangle shrunk by `insets` (grown by negative ones).
    package func inset(by insets: UIEdgeInsets) -> CGRect {
      CGRect(
        x: origin.x + insets.left, y: origin.y + insets.top,
        width: size.width - insets.left - insets.right,
        height: size.height - insets.top - insets.bottom)
    }
  }
#endif
