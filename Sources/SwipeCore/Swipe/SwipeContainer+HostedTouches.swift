import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the host's hit-test put a finger it reports (DESIGN.md §12: touch ownership is UIKit's
/// hit-test, not the header's frame).
public enum HostedTouchTarget: Sendable, Equatable {
  /// The header's or the bar's chrome, or a view in them: the host's views move the current
  /// page and the pager for it, as for a finger on the current page (DESIGN.md §12, "One
  /// mover"); a tap there selects no page.
  case chrome
  /// A page or the pager: the host's views follow the finger themselves.
  case page
}

/// The host's finger, between ``SwipeContainer/hostedTouchBegan(at:time:on:)`` and
/// ``SwipeContainer/hostedTouchEnded(at:time:)``.
struct HostTouch {
  var start: CGPoint
  /// Neither a motion was stopped nor, so far, a drag begun.
  var isTap: Bool
  /// On the header or the bar, where a tap selects no page.
  var isOnChrome: Bool
  /// The slot of the page the finger holds (``SwipeContainer/heldPosition(at:onChrome:)``).
  var slot: Int?
}

extension SwipeContainer {
  // MARK: - The host's fingers

  /// A finger landed at `point` (container coordinates) on the host's views: the host reports
  /// one finger from touch-down (here) to its lift (``hostedTouchEnded(at:time:)``), with a
  /// recognizer on the container that sees it; `target` is where the host's hit-test put it.
  ///
  /// The host's own scroll views follow the finger (DESIGN.md §12, "One mover"): the pager,
  /// and the page it holds: the page whose view is under it, or on the header's or the bar's
  /// ``HostedTouchTarget/chrome`` and beside every page the current page (the host attaches the
  /// current page's pan and the pager's to the container, so a drag there is theirs, as in the
  /// headless container). The current page's pan sees a
  /// finger on a neighbour too, so the current page stops as well. What the container drives on
  /// them stops, UIKit stops their own motions, and their mirrors are tracked until the lift (a
  /// reload waits, a page stopped past an edge is held, as under the container's own finger).
  public func hostedTouchBegan(at point: CGPoint, time: TimeInterval, on target: HostedTouchTarget)
  {
    guard host != nil, hostTouch == nil, point.x.isFinite, point.y.isFinite else { return }
    resolvePendingPageChange()
    step(to: time)
    var wasMoving = pager.phase != .idle
    stopUnderFinger(&pager, delegate: &queue)
    let held = heldPosition(at: point, onChrome: target == .chrome)
    let current = loadedPosition(of: currentIndex)
    var ignore = IgnoringScrollerDelegate()
    for position in loadedPages.indices where position == held || position == current {
      wasMoving = wasMoving || loadedPages[position].scroller.phase != .idle
      stopUnderFinger(&loadedPages[position].scroller, delegate: &ignore)
    }
    hostTouch = HostTouch(
      start: point, isTap: !wasMoving, isOnChrome: target == .chrome,
      slot: held.map { loadedPages[$0].slot })
    updateLayout()
    deliverEvents()
  }

  /// Whether a finger landing now at `point`, where the host's hit-test put it (`target`),
  /// stops a motion the container drives itself, which the host's views do not know of: a page
  /// the finger holds settling into line, an animated page change of the pager. UIKit's scroll
  /// views keep a touch that stops their own motion from their content (it selects no cell and
  /// presses no button), so the host keeps this one from its views too (UIKit: its touch
  /// recognizer cancels the touches in its view). Motions the host's views run themselves are theirs.
  public func hostedTouchStopsContainerMotion(at point: CGPoint, on target: HostedTouchTarget)
    -> Bool
  {
    guard host != nil, point.x.isFinite, point.y.isFinite else { return false }
    func drivenByContainer(_ scroller: Scroller) -> Bool {
      scroller.phase != .idle && !scroller.followsHostMotion && !scroller.isTracking
    }
    if drivenByContainer(pager) { return true }
    return heldPosition(at: point, onChrome: target == .chrome).map {
      drivenByContainer(loadedPages[$0].scroller)
    } ?? false
  }

  /// The finger ``hostedTouchBegan(at:time:on:)`` reported lifted at `point` (or was cancelled,
  /// `point` nil). The host reports its views first (a view that starts settling as the finger
  /// lifts fires no observation yet).
  ///
  /// Mirrors still tracked without a drag are released, a reload left for the lift happens, and
  /// a touch on a page that neither moved past the slop nor stopped a motion is a tap: the page
  /// is selected (when the delegate allows).
  public func hostedTouchEnded(at point: CGPoint?, time: TimeInterval) {
    guard host != nil, let touch = hostTouch else { return }
    hostTouch = nil
    step(to: time)
    if pager.releaseFollowedTouch() { hostPager.isMoving = false }
    for position in loadedPages.indices where loadedPages[position].scroller.releaseFollowedTouch()
    {
      loadedPages[position].hostMoving = false
    }
    hostFingerLifted = true
    let moved =
      point.map { point in
        TouchSlop.dominantAxis(
          dx: Double(point.x - touch.start.x), dy: Double(point.y - touch.start.y)) != nil
      } ?? true
    if touch.isTap, !touch.isOnChrome, !moved, pageCount > 0,
      delegate?.swipeContainer(self, shouldSelectPageAt: currentIndex) ?? true
    {
      queue.events.append(.didSelectPage(currentIndex))
    }
    hostedLayout(at: time)
    // A page change asked for under the finger slides from where the pages are now.
    performPendingPageRequest()
  }

  /// The loaded page a finger landing at `point` holds (DESIGN.md §12, "One mover"): the page
  /// under it, or the current page on the header or the bar, or beside every page (the pager
  /// pulled past its first or last page). On a device the current page's pan, attached to the
  /// container, sees every touch in it, and a page's own pan, nearer the finger, wins the
  /// touches on that page.
  func heldPosition(at point: CGPoint, onChrome: Bool) -> Int? {
    let under = onChrome ? nil : loadedPosition(under: point)
    return under ?? loadedPosition(of: currentIndex)
  }

  /// The loaded page whose host view is under `point` (container coordinates): its frame in the
  /// pager's content, moved by the pager's offset (both physical, so right to left page 0 is
  /// the one at the right). Beside every page (the pager pulled past its
  /// first or last page) there is none, and UIKit gives the finger to the pager alone.
  func loadedPosition(under point: CGPoint) -> Int? {
    loadedPages.firstIndex { page in contentFrame(ofPageAt: page.index, contains: point) }
  }

  /// The loaded page whose view is under `point` (container coordinates), where the pager shows
  /// it now; nil beside every page.
  public func loadedPage(under point: CGPoint) -> SwipePage? {
    loadedPosition(under: point).map { loadedPages[$0] }
  }

  private func contentFrame(ofPageAt index: Int, contains point: CGPoint) -> Bool {
    let x = Double(point.x) + pagerOffset
    let frame = contentFrame(ofPageAt: index)
    return x >= Double(frame.minX) && x < Double(frame.maxX)
  }

  /// A finger on `scroller`'s host view: a motion the container drives stops, and the mirror
  /// tracks the host's finger.
  private func stopUnderFinger<D: ScrollerDelegate>(_ scroller: inout Scroller, delegate: inout D) {
    if scroller.nextMotionTransition != nil, !scroller.followsHost {
      scroller.stopMotion(delegate: &delegate)
    }
    if scroller.touch == .none {
      // UIKit stops the host's view under the finger.
      scroller.follow(offset: scroller.offset, isTracking: true, isDragging: false, isMoving: false)
    }
  }
}
