import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeContainer {
  // MARK: - Commands to the host

  func perform(_ command: SwipeHostCommand) {
    host?.swipeContainer(self, perform: command)
  }

  /// Sends the host what the mirrors changed since it last heard: insets, offsets, stops, the
  /// pager's size and offset. Runs before events are delivered, so a delegate reading the views
  /// sees the frame the events describe.
  func reconcileHost() {
    guard host != nil else { return }
    let size = pager.contentSize
    var mirrorMoved = false
    if hostPager.contentSize != size {
      hostPager.contentSize = size
      perform(.setPagerContentSize(size))
      // UIKit may clamp a resting offset into the new size: the offset goes again. Right to
      // left every page's physical offset moves with the content's width, also while the view
      // moves by itself.
      if !hostPager.isMoving {
        hostPager.offset = nil
      } else if layoutDirection == .rightToLeft {
        mirrorMoved = true
      }
    }
    // Setting an offset moves a view that moves by itself without stopping it (UIKit's
    // `contentOffset` setter); a motion the container stopped is stopped by command.
    if !hostPagerIsInPlace {
      let physical = physicalPagerOffset(pager.offset)
      // The same logical place at another physical one (right to left, the content's width
      // changed under a moving view): the host's motion goes on from there (the setter carries
      // it), and so does its prediction, which is logical.
      if !mirrorMoved { hostPager.prediction = nil }
      hostPager.offset = physical
      perform(.setPagerOffset(physical))
    }
    if hostPager.isMoving, !pager.followsHost {
      hostPager.prediction = nil
      perform(.stopPager)
      pagerStoppedByCommand()
    }
    for position in loadedPages.indices {
      reconcile(position: position)
    }
  }

  /// Whether the host's pager is where the container's is. Either way of comparing counts: the
  /// offset the container sent (`physical(x)`) or the one the mirror took from the host
  /// (`physical(p)`) may not survive a second trip through the mirror to the last bit.
  private var hostPagerIsInPlace: Bool {
    guard let offset = hostPager.offset else { return false }
    return offset == physicalPagerOffset(pager.offset)
      || physicalPagerOffset(offset) == pager.offset
  }

  private func reconcile(position: Int) {
    let slot = loadedPages[position].slot
    let placeholder = loadedPages[position].placeholder
    if loadedPages[position].resendsPlaceholder
      || (loadedPages[position].hostPlaceholder ?? 0) != placeholder
    {
      loadedPages[position].resendsPlaceholder = false
      loadedPages[position].hostPlaceholder = placeholder
      perform(.setPagePlaceholder(slot: slot, height: placeholder))
    }
    let inset = loadedPages[position].hostContentInset
    var insetChanged = false
    if loadedPages[position].hostInset != inset {
      loadedPages[position].hostInset = inset
      perform(.setPageInset(slot: slot, inset: inset))
      insetChanged = true
    }
    let indicatorInset = indicatorInset(position: position)
    if loadedPages[position].hostIndicatorInset != indicatorInset {
      loadedPages[position].hostIndicatorInset = indicatorInset
      perform(.setPageIndicatorInset(slot: slot, inset: indicatorInset))
    }
    let touchCancelled = loadedPages[position].hostTouchCancelled
    if touchCancelled {
      loadedPages[position].hostTouchCancelled = false
      perform(.cancelPageTouch(slot: slot))
    }
    let offset = loadedPages[position].scroller.offset
    // UIKit may clamp a resting offset into the new range when the inset changes: the offset
    // goes again, so the view ends where the mirror is (a view moving by itself carries its
    // motion through the setter).
    if insetChanged || loadedPages[position].hostOffset != offset {
      loadedPages[position].hostOffset = offset
      loadedPages[position].insetDisplacedOffset = nil
      perform(.setPageOffset(slot: slot, offset: offset))
    }
    let scroller = loadedPages[position].scroller
    if touchCancelled, !scroller.followsHost {
      // Let go, UIKit settles the view by itself (back into its range): the container put it
      // where it rests.
      loadedPages[position].hostMoving = true
    }
    if loadedPages[position].hostMoving, !scroller.followsHost {
      perform(.stopPage(slot: slot))
      pageStoppedByCommand(position: position)
    } else if loadedPages[position].hostHasMotion, !scroller.followsHostMotion,
      !scroller.isDragging
    {
      // The container stopped the view's own motion under a resting finger (a page change
      // began): the finger stays, the motion ends.
      perform(.stopPage(slot: slot))
      loadedPages[position].hostHasMotion = false
      loadedPages[position].outsideMotion = nil
    }
  }

  /// The host's pager stopped because of a command: a motion the mirror still followed is over;
  /// a pager left between pages settles on one (driven by the container from now on).
  private func pagerStoppedByCommand() {
    hostPager.isMoving = false
    hostPager.settleOverridden = false
    guard case .hosted = pager.motion else { return }
    pager.stopMotion(delegate: &queue)
    pager.settle(delegate: &queue)
  }

  private func pageStoppedByCommand(position: Int) {
    loadedPages[position].hostMoving = false
    loadedPages[position].hostHasMotion = false
    loadedPages[position].outsideMotion = nil
    guard case .hosted = loadedPages[position].scroller.motion else { return }
    var ignore = IgnoringScrollerDelegate()
    loadedPages[position].scroller.stopMotion(delegate: &ignore)
    loadedPages[position].scroller.settle(delegate: &ignore)
  }
}
