#if os(Linux)
  import Foundation
  import SwipeCore

  extension UIScrollView {
    // MARK: - Running the scrollers

    /// Runs `body` on a copy of the scroller for `axis`, stores it back, then delivers the events
    /// it emitted.
    func perform(_ axis: Axis, _ body: (inout Scroller, inout ScrollEventQueue) -> Void) {
      var queue = ScrollEventQueue(axis: axis, view: self)
      // The event buffer is reused from call to call (a nested call during delivery gets a new
      // one), so a frame's events allocate nothing.
      swap(&queue.events, &eventBuffer)
      var scroller = axis == .horizontal ? horizontal : vertical
      body(&scroller, &queue)
      if axis == .horizontal { horizontal = scroller } else { vertical = scroller }
      deliver(queue.events, axis: axis)
      queue.events.removeAll(keepingCapacity: true)
      if eventBuffer.capacity < queue.events.capacity { swap(&queue.events, &eventBuffer) }
    }

    /// Advances both scrollers to `time` (a display frame).
    package func advanceScrollers(to time: TimeInterval) {
      checkPendingMotion()
      perform(.horizontal) { scroller, queue in scroller.advance(to: time, delegate: &queue) }
      perform(.vertical) { scroller, queue in scroller.advance(to: time, delegate: &queue) }
    }

    /// Whether a drag along `axis` would scroll this view.
    package func canScroll(along axis: Axis) -> Bool {
      axis == .horizontal ? horizontal.canScroll : vertical.canScroll
    }

    ///
    /// As UIKit: at rest or under a resting finger the offset goes exactly there (and a drag
    /// continues from it); during a deceleration, bounce, paging or animated scroll the content
    /// moves by the difference and the motion goes on from there
    /// (`setContentOffset(_:animated: false)` is what stops a motion).
    func placeOffset(_ offset: CGPoint) {
      let now = UIKitStubDriver.current.now
      var scrolled = false
      func place(_ value: Double, along axis: Axis) {
        perform(axis) { scroller, queue in
          scroller.advance(to: now, delegate: &queue)
          if scroller.isDecelerating || scroller.isScrollAnimating {
            // The shift checks the motion against the geometry as it is now.
            scroller.moveMotion(to: value, delegate: &queue)
            pendingMotionCheck[axis] = false
          } else {
            scroller.placeOffset(value, at: now, delegate: &queue)
          }
          scrolled = scrolled || queue.events.contains(.didScroll)
        }
      }
      place(Double(offset.x), along: .horizontal)
      place(Double(offset.y), along: .vertical)
      // UIKit reports every set to observers, even one that does not move the content.
      if !scrolled {
        observers.notify(.contentOffset)
        observers.notify(.bounds)
      }
    }

    /// Sets the content inset; `.bounce` lets content left outside the new range return with a
    /// bounce instead of jumping.
    package func setContentInset(_ inset: UIEdgeInsets, returnAtRest: GeometryReturn) {
      storedContentInset = inset
      let adjusted = modelAdjustedContentInset
      let changed = adjusted != storedAdjustedInset
      storedAdjustedInset = adjusted
      updateScrollerGeometry(returnAtRest: returnAtRest)
      observers.notify(.contentInset)
      if changed {
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
      }
    }

    func updateScrollerGeometry(returnAtRest: GeometryReturn = .clamp) {
      let size = storedSize
      let content = storedContentSize
      let inset = Insets(
        top: Double(storedAdjustedInset.top), left: Double(storedAdjustedInset.left),
        bottom: Double(storedAdjustedInset.bottom), right: Double(storedAdjustedInset.right))
      for axis in [Axis.horizontal, .vertical] {
        var pending = false
        perform(axis) { scroller, queue in
          pending = scroller.setGeometryDeferringMotion(
            boundsSize: size, contentSize: content, contentInset: inset,
            returnAtRest: returnAtRest, delegate: &queue)
        }
        if pending { pendingMotionCheck[axis] = true }
      }
    }

    /// A decelerating or bouncing view meets a new size or inset at UIKit's next step, not at
    /// the setter: every change of the pass (new content, then its padding) acts together. The
    /// check runs before anything else moves the view (a frame, a timer, a touch, a call) and at
    /// the end of the pass (the layout pass).
    package func checkPendingMotion() {
      guard pendingMotionCheck.any else { return }
      let axes = pendingMotionCheck
      pendingMotionCheck = PendingAxes()
      for axis in [Axis.horizontal, .vertical] where axes[axis] {
        perform(axis) { scroller, queue in scroller.setGeometry(delegate: &queue) }
      }
    }

    // MARK: - Touches

    // The scroll view's own pan recognizer: UIKit calls the scroll view's target first, so its
    // other handlers run after both scrollers have processed the touch and every delegate call
    // and observer for it has been delivered (a handler sees the state after that touch).

    package func modelTouchDown(at point: CGPoint, time: TimeInterval) {
      checkPendingMotion()
      isScrollingToTop = false
      if storedPan.modelState != .possible { storedPan.setModelState(.possible, notify: false) }
      storedPan.trackStart(point, time: time)
      let content = contentPoint(point)
      perform(.horizontal) { scroller, queue in
        scroller.touchDown(at: content, at: time, delegate: &queue)
      }
      perform(.vertical) { scroller, queue in
        scroller.touchDown(at: content, at: time, delegate: &queue)
      }
    }

    /// A scroll event begins with the pointer at `point`, its first movement along `axis`: the
    /// view stops under it as under a finger, and the scroller along `axis` drags at once, with
    /// no slop (`ScrollEventSession`); its moves and end come as a finger's.
    package func modelScrollBegan(at point: CGPoint, along axis: Axis, time: TimeInterval) {
      modelTouchDown(at: point, time: time)
      let content = contentPoint(point)
      perform(.horizontal) { scroller, queue in
        scroller.beginScroll(along: axis, at: content, at: time, delegate: &queue)
      }
      perform(.vertical) { scroller, queue in
        scroller.beginScroll(along: axis, at: content, at: time, delegate: &queue)
      }
      if isDragging { storedPan.setModelState(.began, notify: true) }
    }

    /// A finger's window point as the content follows it: mirrored in a view whose coordinate
    /// system is flipped, where a finger moving right moves the content toward larger offsets.
    private func contentPoint(_ point: CGPoint) -> CGPoint {
      flipsBoundsHorizontally ? CGPoint(x: -point.x, y: point.y) : point
    }

    package func modelTouchMoved(to point: CGPoint, time: TimeInterval) {
      checkPendingMotion()
      let wasDragging = isDragging
      let content = contentPoint(point)
      perform(.horizontal) { scroller, queue in
        scroller.touchMoved(to: content, at: time, delegate: &queue)
      }
      perform(.vertical) { scroller, queue in
        scroller.touchMoved(to: content, at: time, delegate: &queue)
      }
      storedPan.trackLocation(point, time: time)
      guard isDragging else { return }
      storedPan.setModelState(wasDragging ? .changed : .began, notify: true)
    }

    package func modelTouchUp(time: TimeInterval) {
      checkPendingMotion()
      fingers.removeAll()
      let wasDragging = isDragging
      storedPan.isTouching = false
      // The axis that did not drag lets go first, so the drag's end reaches the delegate with
      // the finger gone (`isTracking` false), as UIKit reports it.
      let order = Self.liftOrder(draggingHorizontally: horizontal.isDragging)
      perform(order.0) { scroller, queue in scroller.touchUp(at: time, delegate: &queue) }
      perform(order.1) { scroller, queue in scroller.touchUp(at: time, delegate: &queue) }
      endPan(wasDragging ? .ended : .failed)
    }

    /// The axes in the order a lift reaches them: the dragging one last.
    static func liftOrder(draggingHorizontally: Bool) -> (Axis, Axis) {
      draggingHorizontally ? (.vertical, .horizontal) : (.horizontal, .vertical)
    }

    package func modelTouchCancelled(time: TimeInterval) {
      checkPendingMotion()
      fingers.removeAll()
      let wasDragging = isDragging
      storedPan.isTouching = false
      let order = Self.liftOrder(draggingHorizontally: horizontal.isDragging)
      perform(order.0) { scroller, queue in scroller.touchCancelled(at: time, delegate: &queue) }
      perform(order.1) { scroller, queue in scroller.touchCancelled(at: time, delegate: &queue) }
      endPan(wasDragging ? .cancelled : .failed)
    }

    /// Releases as if a finger had just lifted with `velocity` (points per second, positive
    /// when the offset grows, as `scrollViewWillEndDragging` reports it ×1000), at `time`.
    ///
    /// The driver first runs a frame at `time` (when later). Only the axes that can scroll are
    /// released; when both can, only those with a non-zero velocity (the vertical one when
    /// neither has). An axis that is not being dragged begins a drag first, so the delegate gets
    /// the whole `willBeginDragging` … `didEndDragging` sequence, with observers after each
    /// scroll, as for a drag; then the pan recognizer's handlers see `.began` (when no drag was
    /// running) and `.ended`. Then the layout pass runs.
    package func fling(velocity: CGPoint, time: TimeInterval) {
      UIKitStubDriver.current.advance(to: time)
      checkPendingMotion()
      var axes = [Axis.horizontal, .vertical].filter { canScroll(along: $0) }
      if axes.count > 1 {
        let moving = axes.filter { ($0 == .horizontal ? velocity.x : velocity.y) != 0 }
        axes = moving.isEmpty ? [.vertical] : moving
      }
      guard !axes.isEmpty else { return }
      let wasDragging = isDragging
      for axis in axes {
        let value = Double(axis == .horizontal ? velocity.x : velocity.y)
        perform(axis) { scroller, queue in
          scroller.fling(velocity: value, at: time, delegate: &queue)
        }
      }
      if !wasDragging { storedPan.setModelState(.began, notify: true) }
      endPan(.ended)
      UIKitStubDriver.current.layoutPass()
    }

    private func endPan(_ state: UIGestureRecognizer.State) {
      storedPan.setModelState(state, notify: state != .failed)
    }

    /// Takes the touch away from the scroller on `axis` (an inner scroll view owns that axis).
    package func modelCancelTouch(along axis: Axis, time: TimeInterval) {
      perform(axis) { scroller, queue in scroller.touchCancelled(at: time, delegate: &queue) }
    }

    // MARK: - Delivering events

    func deliver(_ events: [ScrollerEvent], axis: Axis) {
      let other = axis == .horizontal ? vertical : horizontal
      for event in events {
        switch event {
        case .didScroll:
          setNeedsLayout()
          delegate?.scrollViewDidScroll(self)
          observers.notify(.contentOffset)
          observers.notify(.bounds)
          refreshControl?.modelScrollViewDidScroll(self)
        case .willBeginDragging:
          delegate?.scrollViewWillBeginDragging(self)
        case .didEndDragging(let willDecelerate):
          delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        case .willBeginDecelerating:
          delegate?.scrollViewWillBeginDecelerating(self)
        case .didEndDecelerating:
          guard !other.isDecelerating else { continue }
          delegate?.scrollViewDidEndDecelerating(self)
        case .didEndScrollingAnimation:
          guard other.phase != .animating else { continue }
          if isScrollingToTop {
            // UIKit ends a status-bar scroll with `scrollViewDidScrollToTop(_:)` instead.
            isScrollingToTop = false
            delegate?.scrollViewDidScrollToTop(self)
          } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
          }
        }
      }
    }

    /// Asks the delegate for the landing point at the end of a drag along `axis`.
    ///
    /// The velocity goes out in points per millisecond, as UIKit passes it; the delegate may
    /// change the target through the pointer, and the scroller then lands exactly there.
    func willEndDragging(axis: Axis, velocity: Double, target: Double) -> Double {
      let perMillisecond = velocity / 1000
      let velocityPoint =
        axis == .horizontal
        ? CGPoint(x: perMillisecond, y: 0) : CGPoint(x: 0, y: perMillisecond)
      var offset = contentOffset
      if axis == .horizontal { offset.x = CGFloat(target) } else { offset.y = CGFloat(target) }
      if !isPagingEnabled { offset = adjustedTarget(offset, velocity: velocityPoint) }
      withUnsafeMutablePointer(to: &offset) { pointer in
        delegate?.scrollViewWillEndDragging(
          self, withVelocity: velocityPoint, targetContentOffset: pointer)
      }
      return Double(axis == .horizontal ? offset.x : offset.y)
    }
  }

  /// Which axes have a pending check (two flags: set and cleared on the scroll path without
  /// allocating).
  struct PendingAxes {
    var horizontal = false
    var vertical = false

    var any: Bool { horizontal || vertical }

    subscript(axis: Axis) -> Bool {
      get { axis == .horizontal ? horizontal : vertical }
      set {
        if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
      }
    }
  }
#endif
