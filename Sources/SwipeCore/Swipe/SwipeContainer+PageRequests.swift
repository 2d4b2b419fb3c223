import Foundation

extension SwipeContainer {
  // MARK: - Code never moves what a finger holds (DESIGN.md §6)
  //
  // ``scrollToItem(at:animated:)`` while a finger holds the pager records the request (the
  // latest wins); the lift performs it from where the pages are, after the release.

  /// The page a change asked for under a finger goes to when it lifts (clamped), if one waits.
  package var pendingPageIndex: Int? {
    pendingPageRequest.map { min(max($0.index, 0), max(pageCount - 1, 0)) }
  }

  /// The page an animated page change slides to, while it slides.
  package var slidingToIndex: Int? { appearance.slideTarget }

  /// Whether a finger holds the pager: the container's own finger, or the host's, from
  /// touch-down to lift, dragging or resting.
  var isFingerHoldingPager: Bool {
    touch != nil || hostTouch != nil || pager.isTracking
  }

  /// The finger lifted: the page change asked for while it held the pager is performed now,
  /// from where the pages are.
  func performPendingPageRequest() {
    guard !isFingerHoldingPager, let request = pendingPageRequest else { return }
    pendingPageRequest = nil
    scrollToItem(at: request.index, animated: request.animated)
  }
}
