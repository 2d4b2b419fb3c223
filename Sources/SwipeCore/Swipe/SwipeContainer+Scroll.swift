import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Trackpad and mouse-wheel scrolls (DESIGN.md §12, "One mover"; SCENARIOS.md, the `scroll`
/// event): no finger touches the screen, so there is no slop, and the scroll goes to one scroll
/// view, as UIKit routes a scroll event to the innermost pan under the pointer that allows
/// scroll events (UIPanGestureRecognizer.h:41) and can scroll along the scroll's first movement.
extension SwipeContainer {
  /// A scroll begins with the pointer at `point` (container coordinates). Nothing moves or
  /// stops yet: its first movement decides which view takes it. Ignored while a finger or
  /// another scroll is down, or for a non-finite point.
  public func scrollBegan(at point: CGPoint, time: TimeInterval) {
    step(to: time)
    guard touch == nil, point.x.isFinite, point.y.isFinite else { return deliverEvents() }
    var current = ContainerTouch(start: logicalPoint(point))
    current.onPage = isInPageArea(point)
    current.isTap = false
    current.scrollPointer = point
    touch = current
    deliverEvents()
  }

  /// The scroll has moved the content by `translation` in all (as a finger moving by it would:
  /// `dy` < 0 moves the content up) since it began. The first movement decides the axis (the
  /// larger component, vertical on a tie) and the view that takes the scroll, which stops where
  /// it is and from then on follows the translation exactly: sideways the pager; vertically the
  /// page under the pointer, or the current page over the header, the bar, or a page that
  /// cannot scroll. Right to left a movement to the right advances the pager, as a finger's.
  public func scrollChanged(translation: CGPoint, time: TimeInterval) {
    step(to: time)
    guard var current = touch, let pointer = current.scrollPointer,
      translation.x.isFinite, translation.y.isFinite
    else { return deliverEvents() }
    if !current.scrollIsDecided {
      guard translation.x != 0 || translation.y != 0 else { return deliverEvents() }
      current.scrollIsDecided = true
      let axis: Axis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
      let start = current.start
      if axis == .horizontal {
        pager.touchDown(at: start, at: time, delegate: &queue)
        pager.beginScroll(along: .horizontal, at: start, at: time, delegate: &queue)
        if pager.isDragging { pageChangeBegins() }
      } else if let position = scrollOwner(under: pointer, onChrome: !current.onPage) {
        current.slot = loadedPages[position].slot
        drivePage(at: position) { scroller, recorder in
          scroller.touchDown(at: start, at: time, delegate: &recorder)
          scroller.beginScroll(along: .vertical, at: start, at: time, delegate: &recorder)
        }
      }
      touch = current
    }
    touchMoved(
      to: CGPoint(x: pointer.x + translation.x, y: pointer.y + translation.y), time: time)
  }

  /// The scroll ends: the view that took it is released with the scroll's velocity and
  /// decelerates, bounces or pages as after a drag. A scroll selects nothing.
  public func scrollEnded(time: TimeInterval) {
    guard touch?.scrollPointer != nil else {
      step(to: time)
      return deliverEvents()
    }
    touchUp(time: time)
  }

  /// The page a vertical scroll with the pointer at `point` moves: the page under it when it
  /// can scroll, else the current page (its pan is the container's) when that can.
  private func scrollOwner(under point: CGPoint, onChrome: Bool) -> Int? {
    let current = loadedPosition(of: currentIndex)
    if let position = heldPosition(at: point, onChrome: onChrome),
      loadedPages[position].scroller.canScroll
    {
      return position
    }
    return current.flatMap { loadedPages[$0].scroller.canScroll ? $0 : nil }
  }
}
