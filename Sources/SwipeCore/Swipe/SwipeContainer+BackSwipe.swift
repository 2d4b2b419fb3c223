import Foundation

extension SwipeContainer {
  /// Whether the pager should let a system back swipe have a sideways drag that has moved
  /// `dx` points (container coordinates, positive to the right): the drag could only pull the
  /// first page past its edge. That is: the pager is still (or only held by the finger) on the
  /// first page, and the finger moves toward the first page's side (right; left, right to left).
  ///
  /// A host whose screen a swipe from anywhere in its content can pop (iOS 26's
  /// `interactiveContentPopGestureRecognizer`, which waits for the pager) refuses the pager's
  /// pan then, so the pop takes the drag on the first page; on any other page, or while the
  /// pager moves, the pager turns back first (DESIGN.md §12, "One mover").
  ///
  /// - Complexity: O(1).
  package func pagerYieldsToBackSwipe(translationX dx: Double) -> Bool {
    guard dx.isFinite, dx != 0 else { return false }
    let towardFirstPage = layoutDirection == .rightToLeft ? dx < 0 : dx > 0
    let isStill = pager.phase == .idle || pager.phase == .tracking
    return towardFirstPage && isStill && abs(pager.offset - pager.minimumOffset) < 0.5
  }
}
