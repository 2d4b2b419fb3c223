import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scrolling direction: the one coordinate of a point or size that a scroll view moves along.
///
/// Every scrolling type in SwipeCore is written once and reads its coordinates through an axis,
/// so a horizontal pager and a vertical list share one code path.
public enum Axis: Sendable, Hashable {
  /// Content moves left and right; offsets are `x` coordinates.
  case horizontal
  /// Content moves up and down; offsets are `y` coordinates.
  case vertical

  /// The other axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }

  /// The coordinate of `point` along this axis.
  @inlinable
  public func coordinate(of point: CGPoint) -> Double {
    self == .horizontal ? Double(point.x) : Double(point.y)
  }

  /// The length of `size` along this axis.
  @inlinable
  public func length(of size: CGSize) -> Double {
    self == .horizontal ? Double(size.width) : Double(size.height)
  }

  /// The inset before the content along this axis (`top` or `left`).
  @inlinable
  public func leading(of insets: Insets) -> Double {
    self == .horizontal ? insets.left : insets.top
  }

  /// The inset after the content along this axis (`bottom` or `right`).
  @inlinable
  public func trailing(of insets: Insets) -> Double {
    self == .horizontal ? insets.right : insets.bottom
  }

  /// A point whose coordinate along this axis is `value` and whose other coordinate is `cross`.
  @inlinable
  public func point(_ value: Double, cross: Double = 0) -> CGPoint {
    self == .horizontal ? CGPoint(x: value, y: cross) : CGPoint(x: cross, y: value)
  }
}
