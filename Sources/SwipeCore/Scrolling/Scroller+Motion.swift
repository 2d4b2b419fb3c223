import Foundation

extension Scroller {
  // MARK: - Clock

  /// Moves time forward to `time` (seconds): runs the current motion and sends `didScroll` when
  /// the offset changed, then the motion's end notification when it finished.
  ///
  /// Positions are closed forms of the time since the motion began, so any sequence of calls
  /// lands on the same trajectory. Earlier or non-finite times are ignored.
  public mutating func advance<D: ScrollerDelegate>(to time: TimeInterval, delegate: inout D) {
    let milliseconds = Self.milliseconds(time)
    guard milliseconds.isFinite, milliseconds > now else { return }
    now = milliseconds
    runMotion(delegate: &delegate)
  }

  /// Evaluates the motion at `now`. A motion can hand over to the next (a deceleration reaching
  /// an edge becomes a bounce; an inward throw crossing the edge becomes a deceleration; a motion
  /// that ends outside a range that shrank under it becomes a bounce from its end time), so this
  /// loops over at most a few hand-overs.
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func runMotion<D: ScrollerDelegate>(delegate: inout D) {
    for _ in 0..<4 {
      let step: MotionStep
      switch motion {
      case .none, .hosted:
        return
      case .paging:
        step = pagingMotion.step(at: now)
      default:
        step = motion.step(
          at: now, lower: minimumOffset, upper: maximumOffset, bounces: bounces,
          rate: decelerationRate.perMillisecond, powers: &powers)
      }
      switch step {
      case .moving(let position, let velocity):
        velocityPerMillisecond = velocity
        moveTo(position, delegate: &delegate)
        return
      case .finished(let value, let time):
        finishMotion(at: value, endTime: time, delegate: &delegate)
      case .next(let next):
        motion = next
      }
    }
  }

  /// Sets the offset and sends `didScroll` when it changed.
  mutating func moveTo<D: ScrollerDelegate>(_ value: Double, delegate: inout D) {
    guard value.isFinite, value != offset else { return }
    offset = value
    delegate.scroller(didEmit: .didScroll)
  }

  /// Ends the running motion at `value` (reached at `endTime`) with its end notification. A
  /// motion that ends outside the scrollable range (the content shrank under it) bounces back
  /// from `endTime` or, without `bounces`, is clamped. An animation (`setContentOffset`) that
  /// ends outside it under a resting finger is put back in it, as the offset it sets would be
  /// at rest: the animation was the app's, not the finger's.
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func finishMotion<D: ScrollerDelegate>(
    at value: Double, endTime: Double, delegate: inout D
  ) {
    let ended = motion
    motion = .none
    velocityPerMillisecond = 0
    if case .animating = ended, touch != .none, !isDragging {
      moveTo(clampedToRange(value), delegate: &delegate)
    } else {
      moveTo(value, delegate: &delegate)
    }
    let returning = startReturnIfOutside(start: endTime, delegate: &delegate)
    switch ended {
    case .decelerating, .bouncing, .paging, .hosted(animating: false):
      // A deceleration that turns into a return simply continues: no notification yet.
      if !returning { delegate.scroller(didEmit: .didEndDecelerating) }
    case .animating, .hosted(animating: true):
      delegate.scroller(didEmit: .didEndScrollingAnimation)
      if returning { delegate.scroller(didEmit: .willBeginDecelerating) }
    case .none:
      break
    }
  }

  /// Starts the return into range (at time `start`) when the offset is outside it and no finger
  /// holds it; without `bounces` the offset is clamped instead. Returns whether a motion started.
  mutating func startReturnIfOutside<D: ScrollerDelegate>(
    start: Double, delegate: inout D
  ) -> Bool {
    guard touch == .none, overscroll > 0 else { return false }
    guard bounces else {
      moveTo(clampedToRange(offset), delegate: &delegate)
      return false
    }
    motion = bounceMotion(velocity: 0, start: start)
    return true
  }

  /// A bounce from the current offset (past an edge) with `velocity` in points per millisecond.
  func bounceMotion(velocity: Double, start: Double? = nil) -> ScrollMotion {
    let above = offset > maximumOffset
    let edge = above ? maximumOffset : minimumOffset
    let direction: Double = above ? 1 : -1
    return .bouncing(
      BounceMotion(
        start: start ?? now, edge: edge, direction: direction, initial: abs(offset - edge),
        outwardVelocity: direction * velocity, rate: decelerationRate.perMillisecond))
  }

  /// Stops any motion where it is: a deceleration ends with `didEndDecelerating`, an animation
  /// without notification.
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func stopMotion<D: ScrollerDelegate>(delegate: inout D) {
    let stopped = motion
    motion = .none
    velocityPerMillisecond = 0
    if stopped.isDeceleration {
      delegate.scroller(didEmit: .didEndDecelerating)
    }
  }

  // MARK: - Release

  /// Ends a drag with `velocity` (points per millisecond): asks the delegate for the target,
  /// chooses the motion and sends the end-of-drag notifications.
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func release<D: ScrollerDelegate>(velocity rawVelocity: Double, delegate: inout D) {
    let limit = PhysicsConstants.maximumSpeed
    var velocity = min(max(rawVelocity.finiteOrZero, -limit), limit)
    if !VelocityEstimator.isFling(velocity) { velocity = 0 }
    touch = .none
    let rate = decelerationRate.perMillisecond
    let proposed = proposedTarget(velocity: velocity, rate: rate)
    var target = proposed
    delegate.scrollerWillEndDragging(self, velocity: velocity * 1000, targetOffset: &target)
    target = target.isFinite ? clampedToRange(target) : proposed
    let moved = target != proposed

    if isPagingEnabled || targetMotion == .spring {
      startPaging(to: target, velocity: velocity, delegate: &delegate)
    } else if moved {
      motion =
        DecayMotion.refit(
          start: now, origin: offset, target: target, velocity: velocity, rate: rate
        ).map(ScrollMotion.decelerating) ?? .none
    } else if overscroll > 0 {
      motion = bounces ? bounceMotion(velocity: velocity) : .none
    } else {
      motion =
        DecayMotion.natural(start: now, origin: offset, velocity: velocity, rate: rate)
        .map(ScrollMotion.decelerating) ?? .none
    }
    if motion == .none, overscroll > 0 {
      if bounces {
        motion = bounceMotion(velocity: 0)
      } else {
        moveTo(clampedToRange(offset), delegate: &delegate)
      }
    }
    velocityPerMillisecond = motion == .none ? 0 : velocity
    delegate.scroller(didEmit: .didEndDragging(willDecelerate: motion != .none))
    if motion != .none {
      delegate.scroller(didEmit: .willBeginDecelerating)
    }
  }

  /// The target offset UIKit reports on release: the page for paging, the edge when past one,
  /// else where the deceleration's continuous form would stop, clamped to the range.
  func proposedTarget(velocity: Double, rate: Double) -> Double {
    if isPagingEnabled { return pageTarget(velocity: velocity) }
    if overscroll > 0 { return clampedToRange(offset) }
    return clampedToRange(offset + Deceleration.reportedDistance(velocity: velocity, rate: rate))
  }

  /// The offset of the page a release at `velocity` settles on. Pages are multiples of the
  /// bounds length from ``minimumOffset``; the last page is the end of the range.
  package func pageTarget(velocity: Double) -> Double {
    let size = viewportLength
    guard size > 0 else { return clampedToRange(offset) }
    let range = maximumOffset - minimumOffset
    // Pages stay Doubles: a huge range over a tiny page counts more pages than an Int holds.
    let lastPage = (range / size).rounded(.up)
    let page = PagingSpring.targetPage(
      offset: offset - minimumOffset, velocity: velocity, pageSize: size, lastPage: lastPage)
    return clampedToRange(minimumOffset + page * size)
  }

  /// Starts the paging spring toward `target`, or moves there at once when the spring would snap
  /// immediately (already within a point and slower than the snap speed).
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func startPaging<D: ScrollerDelegate>(
    to target: Double, velocity: Double, delegate: inout D
  ) {
    pagingMotion = PagingMotion(
      start: now, origin: offset, velocity: velocity, target: target, pageSize: viewportLength)
    if pagingMotion.isDone(at: 0) {
      motion = .none
      moveTo(target, delegate: &delegate)
    } else {
      motion = .paging
    }
  }

  /// Settles a view that a finger held without dragging: a snapping view (paging, or a spring
  /// owner such as a carousel) travels on the paging spring to the target the delegate confirms
  /// (its nearest anchor), so it never rests between anchors; any other view returns inside the
  /// range.
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func settle<D: ScrollerDelegate>(delegate: inout D) {
    guard motion == .none else { return }
    if isPagingEnabled || targetMotion == .spring {
      let proposed = isPagingEnabled ? pageTarget(velocity: 0) : clampedToRange(offset)
      var target = proposed
      delegate.scrollerWillSettle(self, targetOffset: &target)
      target = target.isFinite ? clampedToRange(target) : proposed
      startPaging(to: target, velocity: 0, delegate: &delegate)
    } else if overscroll > 0 {
      if bounces {
        motion = bounceMotion(velocity: 0)
      } else {
        moveTo(clampedToRange(offset), delegate: &delegate)
      }
    }
    if motion != .none {
      delegate.scroller(didEmit: .willBeginDecelerating)
    }
  }

  // MARK: - Programmatic scrolling

  /// Scrolls to `value`, clamped to the scrollable range, as `setContentOffset(_:animated:)`.
  ///
  /// Animated: 0.3 s of ease-in-out ending with `didEndScrollingAnimation` (none when already
  /// there, as UIKit). Not animated: the offset changes now with one `didScroll`. Either way a
  /// running motion stops first. During a drag the offset jumps there unclamped, as UIKit's, and
  /// the drag continues from there without a further jump: under its rubber band, or, past the
  /// band's reach, held where it is until the finger brings it back within reach (the lift
  /// brings it back).
  ///
  /// UIKit accepts offsets outside the range and leaves them there; the scroller clamps what it
  /// leaves at rest, because an engine that promises "inside the range at rest" cannot keep an
  /// arbitrary offset.
  @_semantics("optimize.sil.specialize.generic.never")
  public mutating func setContentOffset<D: ScrollerDelegate>(
    _ value: Double, animated: Bool, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    guard value.isFinite else { return }
    if case .dragging = touch {
      // UIKit's setter during a drag: the content jumps there, outside the range included (not
      // past an edge without bounces), and the drag goes on from there as from a grab.
      placeOffset(bounces ? value : clampedToRange(value), at: time, delegate: &delegate)
      return
    }
    let target = clampedToRange(value)
    stopMotion(delegate: &delegate)
    if animated, target != offset {
      motion = .animating(AnimationMotion(start: now, from: offset, to: target))
    } else {
      moveTo(target, delegate: &delegate)
    }
  }

  /// Puts the offset at `value` exactly, outside the range included, as assigning
  /// `UIScrollView.contentOffset` does: a running motion stops first (with its end notification)
  /// and the offset stays where it is put until a touch or a motion moves it. During a drag the
  /// content jumps and the drag continues from there.
  ///
  /// For hosts that model UIKit (a view's `contentOffset` setter); the engine itself uses
  /// ``setContentOffset(_:animated:at:delegate:)``, which clamps.
  @_semantics("optimize.sil.specialize.generic.never")
  public mutating func placeOffset<D: ScrollerDelegate>(
    _ value: Double, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    guard value.isFinite else { return }
    if case .dragging(let anchor, _, let last) = touch {
      moveTo(value, delegate: &delegate)
      // The drag goes on from what is shown: past an edge, from the raw offset the rubber band
      // shows there, so the next move does not jump.
      touch = .dragging(anchor: anchor, startRaw: grabbedRawOffset() + (last - anchor), last: last)
      return
    }
    stopMotion(delegate: &delegate)
    moveTo(value, delegate: &delegate)
  }

  /// Re-checks the offset after a size or inset change: a drag re-applies its rubber band, a
  /// deceleration now past an edge bounces back, and a view that is not moving (even under a
  /// resting finger) is clamped into the new range.
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func geometryDidChange<D: ScrollerDelegate>(
    returnAtRest: GeometryReturn = .clamp, delegate: inout D
  ) {
    switch (touch, motion) {
    case (.dragging(let anchor, let startRaw, let last), _):
      setShownOffset(rawOffset(anchor: anchor, startRaw: startRaw, last: last), delegate: &delegate)
    case (_, .bouncing(let bounce)) where overscroll > 0 && bounce.returns(to: returnEdge):
      // The edge it returns to did not move: the bounce goes on untouched.
      break
    case (_, .decelerating) where overscroll > 0, (_, .bouncing) where overscroll > 0:
      if bounces {
        motion = continuingBounce()
      } else {
        finishMotion(at: clampedToRange(offset), endTime: now, delegate: &delegate)
      }
    case (.none, .none) where returnAtRest == .bounce && bounces && overscroll > 0:
      motion = bounceMotion(velocity: 0)
      delegate.scroller(didEmit: .willBeginDecelerating)
    case (.tracking, .none), (.ignored, .none):
      // A finger that rests on the content holds it where it is, past an edge too; lifting it
      // settles the content into the new range.
      break
    case (_, .none):
      moveTo(clampedToRange(offset), delegate: &delegate)
    default:
      break
    }
  }

  /// The edge the offset is past (the upper one above the range), with +1 above, −1 below.
  var returnEdge: (edge: Double, direction: Double) {
    offset > maximumOffset ? (maximumOffset, 1) : (minimumOffset, -1)
  }

  /// A bounce to the edge the offset is now past that continues the current position and
  /// velocity exactly (``BounceMotion/init(continuing:velocity:edge:direction:start:rate:)``).
  func continuingBounce() -> ScrollMotion {
    let (edge, direction) = returnEdge
    return .bouncing(
      BounceMotion(
        continuing: offset, velocity: velocityPerMillisecond, edge: edge, direction: direction,
        start: now, rate: decelerationRate.perMillisecond))
  }
}

extension Scroller {
  // MARK: - Moving the content without a jump

  /// Moves every coordinate the touch and the motion hold by `shift`.
  mutating func translateMotion(by shift: Double) {
    if case .dragging(let anchor, let startRaw, let last) = touch {
      touch = .dragging(anchor: anchor, startRaw: startRaw + shift, last: last)
    }
    switch motion {
    case .none, .hosted:
      break
    case .decelerating(var decay):
      decay.origin += shift
      motion = .decelerating(decay)
    case .bouncing(var bounce):
      bounce.edge += shift
      motion = .bouncing(bounce)
    case .paging:
      pagingMotion.target += shift
    case .animating(var animation):
      animation.from += shift
      animation.to += shift
      motion = .animating(animation)
    }
  }
}
