import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeContainer {
  // MARK: - Touches
  //
  // A touch's `time` is when it happened (UIKit's `UITouch.timestamp`). It may be earlier than
  // the container's clock (a host's display link steps it to its frame's target time, and
  // touches delivered after a main-thread hitch are older still): the touch applies at once,
  // and its own time is what the release velocity is measured by.

  /// A finger touches down at `point` (container coordinates). Whatever moves stops under it: the
  /// pager and a page receive the touch (on the header or the bar the current page, below them
  /// the page under the finger, as UIKit's hit-testing picks it). Right to left the point is
  /// mirrored on its way to the pager (``layoutDirection``).
  public func touchDown(at point: CGPoint, time: TimeInterval) {
    touchDown(at: point, time: time, onPage: isInPageArea(point))
  }

  /// A finger touches down at `point`, on a page or (`onPage` false) on the header's or the
  /// bar's chrome, where it holds the current page.
  func touchDown(at point: CGPoint, time: TimeInterval, onPage: Bool) {
    step(to: time)
    // A touch the container ignores still delivers what the time step produced.
    guard touch == nil, point.x.isFinite, point.y.isFinite else { return deliverEvents() }
    let moving = pager.phase != .idle || (currentPage.map { $0.scroller.phase != .idle } ?? false)
    let logical = logicalPoint(point)
    var current = touch ?? ContainerTouch(start: logical)
    current.isTap = !moving
    current.onPage = onPage
    pager.touchDown(at: logical, at: time, delegate: &queue)
    let touched = heldPosition(at: point, onChrome: !current.onPage)
    if let position = touched {
      current.slot = loadedPages[position].slot
      drivePage(at: position) { scroller, recorder in
        scroller.touchDown(at: logical, at: time, delegate: &recorder)
      }
    }
    if let position = loadedPosition(of: currentIndex), position != touched {
      current.currentSlot = loadedPages[position].slot
      drivePage(at: position) { scroller, recorder in
        scroller.touchDown(at: logical, at: time, delegate: &recorder)
      }
    }
    touch = current
    updateLayout()
    deliverEvents()
  }

  /// The finger moves. Past the slop the dominant axis decides: vertical movement scrolls the
  /// page the finger went down on (from anywhere, header and bar included), horizontal movement
  /// swipes the pager (right to left, a finger moving right advances).
  public func touchMoved(to point: CGPoint, time: TimeInterval) {
    step(to: time)
    guard var current = touch, point.x.isFinite, point.y.isFinite else { return deliverEvents() }
    let point = logicalPoint(point)
    if let position = heldCurrentPosition {
      // The page under the finger, nearer it, takes a vertical drag when it can scroll: the
      // current page lets go (UIKit gives an axis to the innermost scroll view that can scroll
      // along it).
      let vertical =
        TouchSlop.dominantAxis(
          dx: Double(point.x - current.start.x), dy: Double(point.y - current.start.y))
        == .vertical
      let taken = vertical && (touchedPosition.map { loadedPages[$0].scroller.canScroll } ?? false)
      drivePage(at: position) { scroller, recorder in
        if taken {
          scroller.touchCancelled(at: time, delegate: &recorder)
        } else {
          scroller.touchMoved(to: point, at: time, delegate: &recorder)
        }
      }
      if taken { current.currentSlot = nil }
    }
    let wasSwiping = pager.isDragging
    pager.touchMoved(to: point, at: time, delegate: &queue)
    if pager.isDragging, !wasSwiping { pageChangeBegins() }
    if let position = touchedPosition {
      drivePage(at: position) { scroller, recorder in
        scroller.touchMoved(to: point, at: time, delegate: &recorder)
      }
    }
    let dx = Double(point.x - current.start.x)
    let dy = Double(point.y - current.start.y)
    if TouchSlop.dominantAxis(dx: dx, dy: dy) != nil { current.isTap = false }
    touch = current
    updateLayout()
    deliverEvents()
  }

  /// The finger lifts: the pager settles on a page, the page decelerates or bounces. A touch that
  /// neither dragged nor stopped a motion is a tap: on a page (below the bar) it selects it.
  public func touchUp(time: TimeInterval) {
    step(to: time)
    guard let current = touch else { return deliverEvents() }
    pager.touchUp(at: time, delegate: &queue)
    if let position = heldCurrentPosition {
      drivePage(at: position) { scroller, recorder in
        scroller.touchUp(at: time, delegate: &recorder)
      }
    }
    if let position = touchedPosition {
      drivePage(at: position) { scroller, recorder in
        scroller.touchUp(at: time, delegate: &recorder)
      }
    }
    touch = nil
    updateLayout()
    if current.isTap, pageCount > 0, current.onPage {
      let index = currentIndex
      if delegate?.swipeContainer(self, shouldSelectPageAt: index) ?? true {
        queue.events.append(.didSelectPage(index))
      }
    }
    finishReloadAfterTouch()
    performPendingPageRequest()
    deliverEvents()
  }

  /// The system takes the touch away: drags end without velocity.
  public func touchCancelled(time: TimeInterval) {
    step(to: time)
    guard touch != nil else { return deliverEvents() }
    pager.touchCancelled(at: time, delegate: &queue)
    if let position = heldCurrentPosition {
      drivePage(at: position) { scroller, recorder in
        scroller.touchCancelled(at: time, delegate: &recorder)
      }
    }
    if let position = touchedPosition {
      drivePage(at: position) { scroller, recorder in
        scroller.touchCancelled(at: time, delegate: &recorder)
      }
    }
    touch = nil
    updateLayout()
    finishReloadAfterTouch()
    performPendingPageRequest()
    deliverEvents()
  }

  /// Releases as if a finger had just lifted: `vx` (points per second, positive when the
  /// physical `contentOffset.x` grows: right to left, toward page 0) flings the pager, `vy` the
  /// current page. A zero component does nothing. The pager goes first: a page change its fling
  /// begins stops the current page, a layout pass takes what that stop settles, then the page is
  /// flung.
  public func fling(vx: Double, vy: Double, time: TimeInterval) {
    step(to: time)
    guard touch == nil else { return deliverEvents() }
    let vx = logicalPagerVelocity(vx)
    if vx != 0 {
      if pager.canScroll, flingChangesPage(vx) { pageChangeBegins() }
      pager.fling(velocity: vx, at: now, delegate: &queue)
      // What the page change's stop settles (a retraction that ends at rest) happens before
      // the page is flung again.
      if vy != 0 { updateLayout() }
    }
    if vy != 0, let position = loadedPosition(of: currentIndex) {
      var ignore = IgnoringScrollerDelegate()
      loadedPages[position].scroller.fling(velocity: vy, at: now, delegate: &ignore)
    }
    updateLayout()
    deliverEvents()
  }

  /// A horizontal page change begins (a swipe leaves the slop, a pager fling, `scrollToItem`):
  /// a pull in progress is cancelled, and the current page's own motion stops where it is, at
  /// this instant, as a touch would stop it (DESIGN.md §6). A page left past an edge settles back
  /// into its range unless a finger holds it.
  func pageChangeBegins() {
    cancelPull()
    guard let position = loadedPosition(of: currentIndex),
      loadedPages[position].scroller.nextMotionTransition != nil
    else { return }
    var ignore = IgnoringScrollerDelegate()
    loadedPages[position].scroller.stopMotion(delegate: &ignore)
    if !isHeldByFinger(position) {
      loadedPages[position].scroller.settle(delegate: &ignore)
    }
  }

  /// Whether the finger holds the page at `position` along its axis: the page under it, or the
  /// current page held beside a neighbour until the neighbour's own pan takes a vertical drag
  /// (DESIGN.md §12, "One mover"). Hosted, a page whose view tracks the finger, unless the page
  /// the finger landed on drags (its pan took the axis).
  func isHeldByFinger(_ position: Int) -> Bool {
    if touch != nil { return position == touchedPosition || position == heldCurrentPosition }
    let scroller = loadedPages[position].scroller
    guard scroller.tracksHostFinger else { return false }
    guard let slot = hostTouch?.slot, loadedPages[position].slot != slot else { return true }
    return !loadedPages.contains { $0.slot == slot && $0.scroller.isDragging }
  }

  /// Whether a pager fling at `vx` (points per second) settles on another page than the one
  /// the pager is on.
  func flingChangesPage(_ vx: Double) -> Bool {
    let velocity = vx / 1000
    let target = pager.pageTarget(velocity: VelocityEstimator.isFling(velocity) ? velocity : 0)
    return target != pager.offset
  }

  /// Whether a finger is down: the container's own, or (hosted) one the host reported on a page
  /// or on the pager.
  var isFingerDown: Bool {
    touch != nil || fingerPosition != nil || pager.tracksHostFinger
  }

  /// The page under the finger: the container's touch, or (hosted) the page whose scroll view
  /// the host reported tracking.
  var fingerPosition: Int? {
    if touch != nil { return touchedPosition }
    // The page the host's finger landed on before the current page held beside it.
    if let slot = hostTouch?.slot,
      let position = loadedPages.firstIndex(where: {
        $0.slot == slot && $0.scroller.tracksHostFinger
      })
    {
      return position
    }
    return loadedPages.firstIndex { $0.scroller.tracksHostFinger }
  }

  var touchedPosition: Int? {
    guard let slot = touch?.slot else { return nil }
    return loadedPages.firstIndex { $0.slot == slot }
  }

  /// The current page held beside the page under the finger (``ContainerTouch/currentSlot``).
  var heldCurrentPosition: Int? {
    guard let slot = touch?.currentSlot else { return nil }
    return loadedPages.firstIndex { $0.slot == slot }
  }

  /// A page with new content that the finger holds only beside the page under it (the current
  /// page, whose pan sees a finger on a neighbour) lets go of it: its new content applies now,
  /// within its new range, as on a page off the finger.
  func letGoOfHeldBeside(position: Int) {
    let hostHeld = loadedPages[position].scroller.tracksHostFinger
    let held = touch?.currentSlot == loadedPages[position].slot
    guard hostHeld || held else { return }
    // A hosted page's finger is the host's: it lets go by command.
    if hostHeld { loadedPages[position].hostTouchCancelled = true }
    if held { touch?.currentSlot = nil }
    var ignore = IgnoringScrollerDelegate()
    loadedPages[position].scroller.touchCancelled(at: now, delegate: &ignore)
  }

  /// Whether a finger at `point` (container coordinates) lands on a page rather than on the
  /// header or the bar: everywhere outside their frames, as UIKit's hit-testing sees it (above a
  /// header pulled down, the page's own scroll view is under the finger).
  public func isInPageArea(_ point: CGPoint) -> Bool {
    func covers(_ frame: CGRect?) -> Bool {
      guard let frame else { return false }
      return point.y >= frame.minY && point.y < frame.maxY
    }
    return !covers(headerFrame) && !covers(barFrame)
  }

  // MARK: - Calls

  /// Shows the page at `index` (clamped to the pages), sliding there in 0.3 s when `animated`
  /// (at once under ``reduceMotion``, still reporting `didEndScrollingAnimation`). Pages passing
  /// by are aligned before they appear; the index changes at each half width.
  ///
  /// Code never moves what a finger holds: while a finger is down on the container (dragging
  /// the pages, or resting after a drag), the call moves nothing and ``currentIndex`` keeps
  /// reading the page it had. The latest such call (a banner's timer, a tab tapped by another
  /// finger, a deep link) is kept and performed the instant the finger lifts, in place of the
  /// release's own paging: the pages slide from where the finger left them, animated as asked
  /// (at once only for `animated: false`). The same holds for a tab selection and for the
  /// keyboard's and VoiceOver's page turns, which call this.
  public func scrollToItem(at index: Int, animated: Bool) {
    guard pageCount > 0 else { return }
    if isFingerHoldingPager {
      pendingPageRequest = (index, animated)
      return
    }
    let target = min(max(index, 0), pageCount - 1)
    let offset = Double(target) * Double(viewportSize.width)
    let moves = offset != pager.offset
    if moves { pageChangeBegins() }
    let slides = animated && !reduceMotion
    // The pages a slide passes neither appear nor disappear: it heads for the target.
    appearance.slideTarget = slides && moves ? target : nil
    pager.setContentOffset(offset, animated: slides, at: now, delegate: &queue)
    updateLayout()
    // Reduce Motion: the page is there at once, and the animation's end is still reported.
    if animated, !slides, moves { queue.scroller(didEmit: .didEndScrollingAnimation) }
    deliverEvents()
  }

  /// Sets the current page's `contentOffset.y` (UIKit coordinates: `s − (T + H + B)`), clamped to
  /// its range, as `setContentOffset(_:animated:)` on the page's scroll view. Under a finger (on
  /// the page, the header or the bar alike: the page's own pan has it) the drag goes on from
  /// there, as UIKit's does.
  public func setCurrentPageOffset(_ offset: Double, animated: Bool) {
    guard let position = loadedPosition(of: currentIndex) else { return }
    var ignore = IgnoringScrollerDelegate()
    loadedPages[position].scroller.setContentOffset(
      offset, animated: animated, at: now, delegate: &ignore)
    updateLayout()
    deliverEvents()
  }

  /// The status-bar tap: UIKit scrolls the one view that allows it, the current page, to its
  /// top (the header shown), animated as `setContentOffset(_:animated:)`; a page already there
  /// does not move (UIScrollView.h:211-214). From code, `animated: false` puts it there at once.
  public func scrollCurrentPageToTop(animated: Bool = true) {
    guard scrolled(pageAt: currentIndex) != 0 else { return }
    setCurrentPageOffset(-reservedTop, animated: animated)
  }

  /// Collapses the header (the current page scrolls to `s = H`: the header just gone, the bar
  /// pinned) or shows it whole (the page scrolls to its top, `s = 0`), as JXPagingView's
  /// `scrollToCriticalPoint` and `scrollToOriginalPoint`. A page already past the header stays
  /// where it is when asked to collapse; a page at its top stays when asked to show. Under a
  /// finger the drag goes on from there. Animated as `setContentOffset(_:animated:)` (at once
  /// under ``reduceMotion``).
  public func setHeaderCollapsed(_ collapsed: Bool, animated: Bool) {
    let slides = animated && !reduceMotion
    guard collapsed else {
      scrollCurrentPageToTop(animated: slides)
      return
    }
    let header = resolvedHeaderHeight
    guard scrolled(pageAt: currentIndex) < header else { return }
    setCurrentPageOffset(header - reservedTop, animated: slides)
  }

  // MARK: - Delivery

  /// Delivers queued events in order. A delegate that calls back into the container runs on
  /// consistent state; the events its call causes join the end of the queue instead of nesting.
  func deliverEvents() {
    finishDrivenPageMotion()
    reconcileHost()
    let headerProgress = headerProgress
    if headerProgress != reportedHeaderProgress {
      reportedHeaderProgress = headerProgress
      queue.events.append(.headerProgressDidChange)
    }
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    var next = 0
    while next < queue.events.count {
      let event = queue.events[next]
      next += 1
      dispatch(event)
    }
    queue.events.removeAll(keepingCapacity: true)
  }

  func dispatch(_ event: SwipeContainerEvent) {
    if let delegate {
      switch event {
      case .didScroll: delegate.swipeContainerDidScroll(self)
      case .willBeginDragging: delegate.swipeContainerWillBeginDragging(self)
      case .willEndDragging(let target):
        delegate.swipeContainerWillEndDragging(self, targetIndex: target)
      case .didEndDragging(let willDecelerate):
        delegate.swipeContainerDidEndDragging(self, willDecelerate: willDecelerate)
      case .willBeginDecelerating: delegate.swipeContainerWillBeginDecelerating(self)
      case .didEndDecelerating: delegate.swipeContainerDidEndDecelerating(self)
      case .didEndScrollingAnimation: delegate.swipeContainerDidEndScrollingAnimation(self)
      case .currentIndexDidChange: delegate.swipeContainerCurrentIndexDidChange(self)
      case .didSelectPage(let index): delegate.swipeContainer(self, didSelectPageAt: index)
      case .refresh(let page): delegate.swipeContainer(self, didTriggerRefreshAt: page)
      case .loadMore(let page): delegate.swipeContainer(self, didTriggerLoadMoreAt: page)
      case .refreshFeedback(let page, let feedback):
        delegate.swipeContainer(self, refreshFeedback: feedback, forPageAt: page)
      case .pageMotion(let page, let event):
        delegate.swipeContainer(self, pageAt: page, didEmit: event)
      case .pageAppearance(let page, let step):
        delegate.swipeContainer(self, pageAt: page, appearance: step)
      case .refreshDidChange(let page):
        delegate.swipeContainer(self, refreshDidChangeAt: page)
      case .headerProgressDidChange:
        delegate.swipeContainerHeaderProgressDidChange(self)
      }
    }
    eventHandler?(event)
  }
}
