import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeContainer {
  // MARK: - Frames

  /// The frame of the page at `index` in the container (it slides with the pager): its frame
  /// in the pager's content moved by ``pagerOffset``. Right to left, page 0 is at the right.
  public func pageFrame(at index: Int) -> CGRect {
    let frame = contentFrame(ofPageAt: index)
    return CGRect(
      x: Double(frame.minX) - pagerOffset, y: 0, width: Double(frame.width),
      height: Double(frame.height))
  }

  /// The frame of the page at `index` in the pager's content (a host's page view inside its
  /// paging scroll view): one viewport per page, side by side, page `i` at `i × width`, or
  /// right to left at `(n − 1 − i) × width` (page 0 at the trailing end).
  public func contentFrame(ofPageAt index: Int) -> CGRect {
    let width = Double(viewportSize.width)
    return CGRect(
      x: physicalPagerOffset(Double(index) * width), y: 0, width: width,
      height: Double(viewportSize.height))
  }

  // MARK: - Physical and logical coordinates

  /// A logical pager offset (page `i` at `i × width`) as the physical `contentOffset.x` of
  /// ``layoutDirection``, and back: the mirror is its own inverse.
  ///
  /// - Complexity: O(1); nothing allocates (the touch and frame paths call it).
  func physicalPagerOffset(_ offset: Double) -> Double {
    SwipeGeometry.mirroredPagerOffset(
      offset, maximumOffset: pager.maximumOffset, direction: layoutDirection)
  }

  /// A physical horizontal velocity (positive when `contentOffset.x` grows) as the logical one.
  func logicalPagerVelocity(_ velocity: Double) -> Double {
    layoutDirection == .rightToLeft ? -velocity : velocity
  }

  /// A point in the container as the pager's scrollers see it: right to left, mirrored about
  /// the viewport's width (`x → W − x`), so a finger moving right moves the logical pager on.
  func logicalPoint(_ point: CGPoint) -> CGPoint {
    guard layoutDirection == .rightToLeft else { return point }
    return CGPoint(x: Double(viewportSize.width) - Double(point.x), y: Double(point.y))
  }

  /// The direction changed: nothing moves in logical terms (the index, the progress and every
  /// page's position stay), only the pages swap sides. The container's own finger, if one is
  /// down, is cancelled first, since its later positions would mirror the other way; a host
  /// hears the pager's new physical offset (``reconcileHost()``).
  func layoutDirectionDidChange() {
    if touch != nil { touchCancelled(time: now) }
    updateLayout()
    deliverEvents()
  }
}
