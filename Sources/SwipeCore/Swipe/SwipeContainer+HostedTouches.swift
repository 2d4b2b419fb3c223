import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the host's hit-test put a finger it reports (DESIGN.md §12: touch ownership is UIKit's
/// hit-test, not the header's frame).
public enum HostedTouchTarget: Sendable, Equatable {
  /// The header's or the bar's chrome, or a view in them: the container's own finger.
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
  /// On the header or the bar: the container's own finger (its touch path).
  var isContainers: Bool
}

extension SwipeContainer {
  // MARK: - The host's fingers

  /// A finger landed at `point` (container coordinates) on the host's views: the host reports
  /// one finger from touch-down (here) to its lift (``hostedTouchEnded(at:time:)``), with a
  /// recognizer on the container that sees it; `target` is where the host's hit-test put it.
  ///
  /// On the header's or the bar's ``HostedTouchTarget/chrome`` the finger is the container's
  /// own, as in the headless container (``touchDown(at:time:)``): what moves stops, and the
  /// finger holds the current page. It moves the page or the pager only once the host says its
  /// drag is the container's, by reporting moves (``hostedTouchMoved(to:time:)``): UIKit may
  /// give the drag to a control or a scroll view in the header, or to the edge-pop gesture, and
  /// the finger then lifts as a tap that stopped what moved. On a page
  /// (``HostedTouchTarget/page``) the pager is under the finger, and the page whose view is
  /// (none when the pager is pulled past its first or last page): what the container drives on
  /// them stops, UIKit stops their own motions, and their mirrors are tracked until the lift (a
  /// reload waits, a page stopped past an edge is held, as under the container's own finger).
  public func hostedTouchBegan(at point: CGPoint, time: TimeInterval, on target: HostedTouchTarget)
  {
    guard host != nil, hostTouch == nil, point.x.isFinite, point.y.isFinite else { return }
    resolvePendingPageChange()
    guard target == .page else {
      hostTouch = HostTouch(start: point, isTap: false, isContainers: true)
      touchDown(at: point, time: time, onPage: false)
      return
    }
    step(to: time)
    var wasMoving = pager.phase != .idle
    stopUnderFinger(&pager, delegate: &queue)
    if let position = loadedPosition(under: point) {
      wasMoving = wasMoving || loadedPages[position].scroller.phase != .idle
      var ignore = IgnoringScrollerDelegate()
      stopUnderFinger(&loadedPages[position].scroller, delegate: &ignore)
    }
    hostTouch = HostTouch(start: point, isTap: !wasMoving, isContainers: false)
    updateLayout()
    deliverEvents()
  }

  /// Whether a finger landing now at `point`, where the host's hit-test put it (`target`),
  /// stops a motion the container drives itself, which the host's views do not know of: a
  /// header fling on the current page (from the chrome) or on the page under the finger, a
  /// page settling into line, an animated page change of the pager. UIKit's scroll views keep
  /// a touch that stops their own motion from their content (it selects no cell and presses no
  /// button), so the host keeps this one from its views too (UIKit: its touch recognizer
  /// cancels the touches in its view). Motions the host's views run themselves are theirs.
  public func hostedTouchStopsContainerMotion(at point: CGPoint, on target: HostedTouchTarget)
    -> Bool
  {
    guard host != nil, point.x.isFinite, point.y.isFinite else { return false }
    func drivenByContainer(_ scroller: Scroller) -> Bool {
      scroller.phase != .idle && !scroller.followsHostMotion && !scroller.isTracking
    }
    if drivenByContainer(pager) { return true }
    let position =
      target == .chrome ? loadedPosition(of: currentIndex) : loadedPosition(under: point)
    return position.map { drivenByContainer(loadedPages[$0].scroller) } ?? false
  }

  /// Whether the host should report its views before each move of the finger
  /// (``hostedTouchMoved(to:time:)``): the container's own finger (on the header or the bar)
  /// drives a page, and what the app did to that page since its last observation (an animation,
  /// which reports nothing until its first frame) must be known before the finger moves it.
  public var needsReportsBeforeTouchMoves: Bool {
    hostTouch?.isContainers == true
  }

  /// The finger ``hostedTouchBegan(at:time:on:)`` reported moved to `point`: on the chrome it
  /// is the container's own finger, and the host reports its moves once UIKit gives the drag to
  /// the container; on a page the host's views follow it themselves.
  public func hostedTouchMoved(to point: CGPoint, time: TimeInterval) {
    guard host != nil, hostTouch?.isContainers == true else { return }
    touchMoved(to: point, time: time)
  }

  /// The finger ``hostedTouchBegan(at:time:on:)`` reported lifted at `point` (or was cancelled,
  /// `point` nil). The host reports its views first (a view that starts settling as the finger
  /// lifts fires no observation yet).
  ///
  /// The container's own finger (header, bar) lifts as ``touchUp(time:)`` says. On a page,
  /// mirrors still tracked without a drag are released, a reload left for the lift happens, and
  /// a touch that neither moved past the slop nor stopped a motion is a tap: the page is
  /// selected (when the delegate allows).
  public func hostedTouchEnded(at point: CGPoint?, time: TimeInterval) {
    guard host != nil, let touch = hostTouch else { return }
    hostTouch = nil
    if touch.isContainers {
      if point == nil { touchCancelled(time: time) } else { touchUp(time: time) }
      return
    }
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
    if touch.isTap, !moved, pageCount > 0,
      delegate?.swipeContainer(self, shouldSelectPageAt: currentIndex) ?? true
    {
      queue.events.append(.didSelectPage(currentIndex))
    }
    hostedLayout(at: time)
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
