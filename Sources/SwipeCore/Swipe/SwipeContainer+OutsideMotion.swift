import Foundation

/// Hosts that cannot say whether a view animates (``ScrollSurface/reportsScrollAnimation``
/// false: UIKit before iOS 17.4): a change the container did not make is followed as the host's
/// own motion until a later frame shows none (``OutsideMotion``).
extension SwipeContainer {
  /// Whether the host's view at `position` runs an animation of its own (the app's
  /// `setContentOffset(_:animated: true)`), as the surface says where it can.
  ///
  /// Where it cannot (``ScrollSurface/reportsScrollAnimation`` false: UIKit before iOS 17.4),
  /// an offset change the container did not make, with no drag of the view and no deceleration
  /// (a finger may rest on it), begins an ``OutsideMotion``: followed as the host's own motion,
  /// so nothing the container decides fights it (a clamp back into the range, a motion of the
  /// container's own), until a layout pass at a later instant finds no newer change
  /// (``endOutsideMotions(at:)``). A change after a pass saw the previous one makes it an
  /// animation.
  func hostAnimates(_ surface: some ScrollSurface, moved: Bool, position: Int) -> Bool {
    guard !surface.reportsScrollAnimation else { return surface.isScrollAnimating }
    guard !surface.isDragging, !surface.isDecelerating else {
      // A drag or a deceleration of the view's own: UIKit moves it, and says so.
      loadedPages[position].outsideMotion = nil
      return false
    }
    if moved, loadedPages[position].hostOffset != nil {
      let previous = loadedPages[position].outsideMotion
      loadedPages[position].outsideMotion = OutsideMotion(
        seenAt: nil, isAnimation: previous?.isAnimation == true || previous?.seenAt != nil)
    }
    return loadedPages[position].outsideMotion != nil
  }

  /// Ends the ``OutsideMotion``s that a pass at `time`, later than the first pass after their
  /// latest change, finds without a newer one: the view is where that change put it. A single
  /// set is then the app's placement, checked against the range at this pass
  /// (``clampRestingPages()``) as on a host that reports animations; an animation leaves the
  /// view where it ended, as UIKit's does.
  func endOutsideMotions(at time: TimeInterval) {
    let time = time.isFinite ? max(time, now) : now
    for position in loadedPages.indices {
      guard let motion = loadedPages[position].outsideMotion else { continue }
      guard let seen = motion.seenAt else {
        loadedPages[position].outsideMotion?.seenAt = time
        continue
      }
      guard time > seen else { continue }
      loadedPages[position].outsideMotion = nil
      loadedPages[position].hostMoving = false
      loadedPages[position].hostHasMotion = false
      let offset = loadedPages[position].hostOffset ?? loadedPages[position].scroller.offset
      let scroller = loadedPages[position].scroller
      if scroller.followsHostMotion {
        // A finger resting on the view stays.
        loadedPages[position].scroller.follow(
          offset: offset, isTracking: scroller.touchIsFollowed && scroller.touch != .none,
          isDragging: false, isMoving: false)
      }
      if !motion.isAnimation { loadedPages[position].offsetSetByApp = true }
    }
  }
}
