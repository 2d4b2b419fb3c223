import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a hosted container knows of its host's pager.
struct HostPagerState {
  /// The host's pager offset, physical (as the host has it; right to left, page 0 at the
  /// largest offset).
  var offset: Double?
  var contentSize: CGSize?
  var isMoving = false
  /// A drag of the host's pager began and its page change is not decided yet: a release at the
  /// same instant (a fling from code) decides by its target, anything later makes it a drag.
  var pageChangePending = false
  /// The host's pager began to settle on its own as a finger lifted (UIKit snaps a paging view
  /// left between pages) while the container drives the pager: the container's motion goes on,
  /// the host's settle is stopped at the next pass.
  var settleOverridden = false
  /// The motion the host's pager runs by itself, predicted from how it began (a release's
  /// velocity and target, a settle): only to know when the layout pass must look between frames
  /// (``SwipeContainer/nextHostedInstant``), never to place anything.
  var prediction: HostMotionPrediction?
}

extension SwipeContainer {
  // MARK: - Reports from the host

  /// The host's scroll view in `slot` changed (its offset, size, inset or activity): the page's
  /// mirror follows it. The layout pass runs at the next ``hostedLayout(at:)``, once every
  /// observation of the frame is in.
  ///
  /// An inset the container did not set belongs to the page's owner (UIRefreshControl, a
  /// third-party refresh header, the app's own bottom inset): the container keeps its
  /// reservation on top of it and never takes it away, whether the owner changed the inset it
  /// read (`+=`, a refresh control restoring the inset it saved) or assigned a whole inset of its
  /// own (`page.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0)`): an edge it
  /// changed that falls below the container's part on that edge means a whole inset, whose
  /// values become the owner's part of the edges it changed. An offset UIKit clamps for the new
  /// inset goes back where it was: nothing the user sees moves but by the owner's change. A
  /// content size change re-pads the page. Unknown slots are ignored.
  public func hostedPage(inSlot slot: Int, didChange surface: some ScrollSurface) {
    guard host != nil, let position = loadedPages.firstIndex(where: { $0.slot == slot }) else {
      return
    }
    let offset = Double(surface.contentOffset.y)
    let wasFingerDown = isFingerDown
    var ignore = IgnoringScrollerDelegate()
    let inset = surface.contentInset.sanitized
    let insetChanged = loadedPages[position].hostInset.map { $0 != inset } ?? false
    // What the page shows, read before the owner's part of the inset changes.
    let previousScroll = scrolled(position: position)
    var moved = offset != loadedPages[position].hostOffset
    // UIKit puts the offset of a view at rest back into the range a new inset gives, and
    // rubber-bands a dragged one against it, in the same change: the inset's doing, not the
    // app's `setContentOffset` or the finger's. What the page shows stays; the offset goes back
    // where the container keeps it once the container's part of the inset is back.
    let clampedByInset =
      moved && insetChanged && !surface.isDecelerating && !surface.isScrollAnimating
    // Until the container has put it back, the host's offset stays where the inset moved it
    // (each observation of the change reports it): the mirror does not take it.
    let displaced = clampedByInset || loadedPages[position].insetDisplacedOffset == offset
    loadedPages[position].insetDisplacedOffset = displaced ? offset : nil
    if displaced { moved = false }
    // UIKit's correction (self-sizing rows above the visible area, a layout's
    // `contentOffsetAdjustment`): the content grew by d at this instant and the offset of a
    // view that does not move by itself moves by d. A motion the container drives there goes
    // on, shifted by d (SCENARIOS.md, "One mover"); at rest it is read as any offset set there.
    if moved, !surface.isDragging, !surface.isDecelerating, !surface.isScrollAnimating,
      loadedPages[position].scroller.drivesOwnMotion,
      let growth = loadedPages[position].contentGrowth, growth.time == now,
      let known = loadedPages[position].hostOffset, offset - known == growth.delta
    {
      loadedPages[position].contentGrowth = nil
      loadedPages[position].scroller.moveMotion(
        to: loadedPages[position].scroller.offset + growth.delta, delegate: &ignore)
      loadedPages[position].hostOffset = offset
      moved = false
    }
    let animating = hostAnimates(surface, moved: moved, position: position)
    let movesItself = surface.isDragging || surface.isDecelerating || animating
    if !movesItself, moved, loadedPages[position].scroller.drivesOwnMotion {
      // The app set the offset (UIKit's setter): what the container drove there stops, as a
      // programmatic offset stops it in the headless container.
      loadedPages[position].scroller.stopMotion(delegate: &ignore)
    }
    let moving =
      displaced
      ? surface.isTracking || surface.isDragging || animating
      : Self.follow(
        surface, offset: offset, moved: moved, isAnimating: animating,
        with: &loadedPages[position].scroller, at: now, delegate: &ignore)
    if !movesItself, moved {
      // At rest (or under a resting finger) somewhere new: the app set it; checked against the
      // range at the next pass.
      loadedPages[position].offsetSetByApp = true
    }
    loadedPages[position].hostOffset = offset
    loadedPages[position].hostMoving = moving
    loadedPages[position].hostHasMotion = surface.isDecelerating || animating
    if wasFingerDown, !isFingerDown { hostFingerLifted = true }
    // The offset stays where the host has it, read before the owner's part changes (where
    // UIKit clamped it for the new inset, where it was before).
    let scroll =
      clampedByInset
      ? previousScroll
      : loadedPages[position].scroller.offset + reservedInset(position: position)
    var reconfigure = false
    if let known = loadedPages[position].hostInset, known != inset {
      loadedPages[position].ownerInset = PageInsetOwnership.ownerInset(
        after: inset, known: known, owner: loadedPages[position].ownerInset)
      reconfigure = true
    }
    loadedPages[position].hostInset = inset
    // The system's top and bottom (a safe area) stay the host's; its sides are the page's.
    loadedPages[position].hostSystemInset = surface.systemInset.sanitized.topAndBottom
    loadedPages[position].hostIndicatorSystemInset =
      surface.indicatorSystemInset.sanitized.topAndBottom
    // The host's content includes the placeholder the container asked for.
    let placeholder = loadedPages[position].hostPlaceholder ?? 0
    let height = (Double(surface.contentSize.height) - placeholder).validLength
    if height != loadedPages[position].content.contentHeight {
      loadedPages[position].contentGrowth = (
        height - loadedPages[position].content.contentHeight, now
      )
      loadedPages[position].content.contentHeight = height
      reconfigure = true
    }
    if reconfigure {
      // An inset or size change does not move the content.
      configure(position: position, scroll: scroll)
    }
  }

  /// The host's pager changed (its offset, or what it is doing): the container's pager follows
  /// it. The layout pass runs at the next ``hostedLayout(at:)``. The offset is the physical
  /// `contentOffset.x` (right to left, page 0 at the largest offset; see ``layoutDirection``).
  public func hostedPager(didChange surface: some ScrollSurface) {
    guard host != nil else { return }
    let physical = Double(surface.contentOffset.x)
    let offset = physicalPagerOffset(physical)
    if hostPager.settleOverridden {
      if surface.isDecelerating, !surface.isDragging, pager.drivesOwnMotion {
        hostPager.offset = physical
        hostPager.isMoving = true
        // The host's finger is gone (its view settles): the mirror's followed touch ends, so
        // the lift does not count the view as at rest.
        if !surface.isTracking { pager.releaseFollowedTouch() }
        return
      }
      hostPager.settleOverridden = false
    }
    let wasFingerDown = isFingerDown
    // Compared as the host reports it: the mirror's round trip may differ in the last bit.
    let moving = Self.follow(
      surface, offset: offset, moved: physical != hostPager.offset,
      isAnimating: surface.isScrollAnimating, with: &pager, at: now, delegate: &queue)
    hostPager.offset = physical
    hostPager.isMoving = moving
    if wasFingerDown, !isFingerDown { hostFingerLifted = true }
  }

  /// Takes what the host reports about a view into its mirror: a view moving by itself (a
  /// finger, a motion of its own, `isAnimating`) is followed; one at rest somewhere the
  /// container did not put it was set from outside (the app's own code), which stops what the
  /// container drove. Returns whether the view moves by itself.
  static func follow<D: ScrollerDelegate>(
    _ surface: some ScrollSurface, offset: Double, moved: Bool, isAnimating: Bool,
    with mirror: inout Scroller, at time: TimeInterval, delegate: inout D
  ) -> Bool {
    let moving =
      surface.isTracking || surface.isDragging || surface.isDecelerating || isAnimating
    if surface.isTracking, mirror.touch == .none, mirror.drivesOwnMotion {
      // A finger landed on the host's view (reported before the touch itself, when the view
      // stopped a motion of its own for it): what the container drives there stops, as under
      // any finger that lands.
      mirror.stopMotion(delegate: &delegate)
    }
    if moving || mirror.followsHost {
      mirror.follow(
        offset: offset, isTracking: surface.isTracking, isDragging: surface.isDragging,
        isMoving: surface.isDecelerating, isAnimating: isAnimating)
    } else if moved {
      mirror.placeOffset(offset, at: time, delegate: &delegate)
    }
    return moving
  }

  /// The host's pager sent a scroll view notification (its delegate's callback): it joins the
  /// container's events, delivered after the next layout pass, in order.
  ///
  /// A drag beginning is a page change beginning: the current page's motion stops at this
  /// instant, unless the drag ends at the same instant without changing page (a release from
  /// code, ``hostedPagerWillEndDragging(targetOffset:velocity:at:)``), as
  /// ``fling(vx:vy:time:)`` decides.
  public func hostedPager(
    didEmit event: ScrollerEvent, at time: TimeInterval, surface: some ScrollSurface
  ) {
    guard host != nil else { return }
    if event == .willBeginDecelerating, !surface.isDragging, pager.drivesOwnMotion {
      // A settle the host starts by itself as the finger lifts: the container's own motion (an
      // animated page change) goes on, as it does under the container's own finger.
      hostPager.settleOverridden = true
      hostedPager(didChange: surface)
      return
    }
    if event == .didEndDecelerating, hostPager.settleOverridden {
      // The end of a settle whose beginning was dropped.
      hostedPager(didChange: surface)
      return
    }
    if event == .willBeginDecelerating, !surface.isDragging,
      (hostPager.prediction?.begun ?? -.infinity) < time
    {
      // A settle with no release before it (a finger lifted without dragging).
      predictHostPager(settlingAt: time)
    }
    if event == .willBeginDragging {
      step(to: time)
      hostPager.prediction = nil
      hostPager.pageChangePending = true
      // The host's drag takes the pager from a motion the container drove (a settle after its
      // own finger): that motion ends here, with its notification, as a drag ends it.
      if pager.drivesOwnMotion { pager.stopMotion(delegate: &queue) }
    }
    hostedPager(didChange: surface)
    queue.scroller(didEmit: event)
  }

  /// The host's pager is about to end a drag at `time`, released at `velocity` (points per
  /// second, positive when the offset grows: UIKit's `scrollViewWillEndDragging` velocity
  /// ×1000); it will come to rest at `targetOffset` (that call's target). Both are physical
  /// (mirrored right to left, as ``hostedPager(didChange:)``'s offset).
  public func hostedPagerWillEndDragging(
    targetOffset: Double, velocity: Double, at time: TimeInterval
  ) {
    guard host != nil else { return }
    let targetOffset = physicalPagerOffset(targetOffset)
    let velocity = logicalPagerVelocity(velocity)
    predictHostPager(releasedAt: time, velocity: velocity, target: targetOffset)
    if hostPager.pageChangePending {
      hostPager.pageChangePending = false
      if targetOffset != pager.offset { pageChangeBegins() }
    }
    var target = targetOffset
    queue.scrollerWillEndDragging(pager, velocity: 0, targetOffset: &target)
  }

  /// A pager drag that went on past the instant it began is a page change.
  func resolvePendingPageChange() {
    guard hostPager.pageChangePending else { return }
    hostPager.pageChangePending = false
    pageChangeBegins()
  }

  /// Runs the layout pass at `time` (the host's frame, or a display-link tick): the motions the
  /// container drives advance, every decision is taken on the mirrors the host reported, the
  /// resulting commands go to the host and the events to the delegate.
  public func hostedLayout(at time: TimeInterval) {
    checkHostPagerPrediction(at: time)
    resolvePendingPageChange()
    endOutsideMotions(at: time)
    clampRestingPages()
    if hostFingerLifted {
      // What a reload during the host's touch left for the lift happens now.
      hostFingerLifted = false
      finishReloadAfterTouch()
    }
    if time.isFinite, time > now {
      step(to: time)
    } else {
      updateLayout()
    }
    updatePredictedPagerChange()
    // A page change kept while the host's pager was tracking, if it stopped after the lift.
    performPendingPageRequest()
    deliverEvents()
  }

  /// Whether the container drives a motion that needs frames (the host's display link should
  /// run): a settle, an animated page change, a refresh's reveal or retraction.
  ///
  /// A refresh that waits (for the app's `endRefreshing`, or for its finishing time to run
  /// out, on screen or off) moves nothing and needs none: the host looks at
  /// ``nextHostedInstant``, which holds the timers' deadlines, with a one-shot timer, and the
  /// display stays at its idle rate.
  public var needsHostedFrames: Bool {
    // A motion the container drives needs frames even under a finger the host follows (an
    // animated page change goes on under a resting finger).
    if !pager.followsHostMotion, pager.nextMotionTransition != nil { return true }
    for page in loadedPages
    where !page.scroller.followsHostMotion && page.scroller.nextMotionTransition != nil {
      return true
    }
    // A pass at a later frame tells a single set from an animation (``OutsideMotion``).
    return loadedPages.contains { $0.outsideMotion != nil }
  }

  /// A page the app put outside its range (its own `contentOffset` set, at rest) comes back
  /// into it, as a programmatic offset does in the headless container. Checked at the layout
  /// pass, once every observation of the frame is in: an owner that adds inset and moves the
  /// offset into it (a refresh control) reports both before.
  func clampRestingPages() {
    for position in loadedPages.indices where loadedPages[position].offsetSetByApp {
      loadedPages[position].offsetSetByApp = false
      // Only a view moving by itself keeps its offset.
      guard !loadedPages[position].hostHasMotion else { continue }
      putBackInRangeIfResting(position: position)
    }
  }

  /// Puts the page at `position` back in its range when it rests (or a finger rests on it) past
  /// an edge, as a programmatic offset is put there.
  func putBackInRangeIfResting(position: Int) {
    let scroller = loadedPages[position].scroller
    guard !scroller.isDragging, scroller.motion == .none, scroller.overscroll > 0 else { return }
    var ignore = IgnoringScrollerDelegate()
    loadedPages[position].scroller.setContentOffset(
      scroller.clampedToRange(scroller.offset), animated: false, at: now, delegate: &ignore)
  }
}
