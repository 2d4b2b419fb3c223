import Foundation

extension SwipeContainer {
  // MARK: - Alignment

  /// The alignment rule of
  /// ``SwipeGeometry/alignedScroll(current:other:headerHeight:otherMinimum:otherMaximum:following:)``
  /// applied to the loaded page at `index` against the current page's `s`: as it appears, or,
  /// `following`, as a visible neighbour. A neighbour follows only at rest and only while it
  /// agrees with the current page: one that still moves (a bounce settling back after a page
  /// change stopped it, a refresh revealing or retracting) finishes its motion first, one under
  /// a finger is left to the finger, and one that came to rest disagreeing stays where it is
  /// (the header glides between the two with the swipe, §6) until it agrees or leaves the screen.
  /// A follower moves at most as far as the current page `moved` since the last pass: where the
  /// rule's answer jumps (the current page crossing H or its top past a neighbour that keeps its
  /// own position), following would jump on screen, so the neighbour stops following instead.
  func align(_ index: Int, to currentScroll: Double, following: Bool = false, moved: Double = 0) {
    guard let position = loadedPosition(of: index) else { return }
    let scroller = loadedPages[position].scroller
    if following, scroller.phase != .idle || scroller.overscroll > 0 {
      loadedPages[position].followsCurrent = false
      return
    }
    let own = scrolled(position: position)
    let target = SwipeGeometry.alignedScroll(
      current: currentScroll, other: own, headerHeight: resolvedHeaderHeight,
      otherMinimum: minimumScroll(position: position),
      otherMaximum: maximumScroll(position: position), following: following)
    if following, !loadedPages[position].followsCurrent || abs(target - own) > moved + 1e-9 {
      // Moving it now would jump on screen; it follows again once it agrees.
      loadedPages[position].followsCurrent = target == own
      return
    }
    loadedPages[position].followsCurrent = true
    guard target != own else { return }
    var ignore = IgnoringScrollerDelegate()
    let offset = target - reservedInset(position: position)
    loadedPages[position].scroller.setContentOffset(
      offset, animated: false, at: now, delegate: &ignore)
  }
}
