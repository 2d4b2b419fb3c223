import Foundation

extension Scroller {
  /// When the running motion next ends or hands over to another (a deceleration reaching an
  /// edge, a bounce settling or crossing back inward, an animation or the paging spring
  /// finishing), in seconds; nil at rest.
  ///
  /// Owners that react to a scroller coming to rest (the swipe container aligns a neighbour once
  /// it stops) run their layout at this instant, so the outcome does not depend on how often
  /// they advance time.
  var nextMotionTransition: TimeInterval? {
    let milliseconds: Double
    switch motion {
    case .none:
      return nil
    case .hosted:
      // Moving, but only the host knows until when.
      return .infinity
    case .decelerating(let decay):
      let edge = decay.distance > 0 ? maximumOffset : minimumOffset
      let crossing = decay.crossingTime(of: edge) ?? .infinity
      milliseconds = decay.start + min(crossing, decay.duration)
    case .bouncing(let bounce):
      milliseconds = bounce.start + bounce.settleTime
    case .paging:
      milliseconds = pagingMotion.start + Double(pagingMotion.snapStep)
    case .animating(let animation):
      milliseconds = animation.start + animation.duration
    }
    return milliseconds.isFinite ? milliseconds / 1000 : nil
  }
}

extension Scroller {
  /// The first time in `(now, end)` (seconds) at which the running motion takes the offset to
  /// where `unchanged` is false, to within 1e-12 s; nil when it does not happen.
  ///
  /// An owner whose layout depends on which interval the offset is in (the swipe container's
  /// visible pages and current index) runs its layout at that instant, so the outcome does not
  /// depend on how often it advances time. `unchanged` must hold at the current offset and hold
  /// on an interval of offsets.
  ///
  /// - Complexity: an animation (monotone) is bisected directly; the paging spring is walked on
  ///   its millisecond grid, where it is linear between grid points; other motions are sampled
  ///   every millisecond. Nothing allocates.
  func firstChange(before end: TimeInterval, while unchanged: (Double) -> Bool)
    -> TimeInterval?
  {
    let limit = Self.milliseconds(end)
    guard limit.isFinite, limit > now else { return nil }
    let found: Double?
    switch motion {
    case .none, .hosted:
      return nil
    case .animating(let animation):
      let last = min(limit, animation.start + animation.duration)
      guard last > now, !unchanged(animation.position(at: last - animation.start)) else {
        return nil
      }
      found = Self.bisect(after: now, through: last) { time in
        unchanged(animation.position(at: time - animation.start))
      }
    case .paging:
      found = pagingChange(before: limit, while: unchanged)
    case .decelerating, .bouncing:
      found = sampledChange(before: limit, while: unchanged)
    }
    return found.map { $0 / 1000 }
  }

  /// The paging spring, one grid millisecond at a time.
  private func pagingChange(before limit: Double, while unchanged: (Double) -> Bool) -> Double? {
    var spring = pagingMotion
    let start = spring.start
    let last = min(limit, start + Double(spring.snapStep))
    guard now < last else { return nil }
    // Counted in whole grid steps, so rounding can never stall the walk.
    var step = min(Int(max(now - start, 0).rounded(.down)), spring.snapStep)
    var low = now
    while low < last, step < spring.snapStep {
      let high = min(start + Double(step + 1), last)
      spring.advance(to: Double(step))
      if high > low, !unchanged(spring.position(at: high - start)) {
        let piece = spring
        return Self.bisect(after: low, through: high) { time in
          unchanged(piece.position(at: time - start))
        }
      }
      low = max(low, high)
      step += 1
    }
    return nil
  }

  /// Any other motion, sampled every millisecond on a copy.
  private func sampledChange(before limit: Double, while unchanged: (Double) -> Bool) -> Double? {
    var probe = self
    var ignore = IgnoringScrollerDelegate()
    var low = now
    while low < limit, probe.motion != .none {
      let high = min(low + 1, limit)
      probe.advance(to: high / 1000, delegate: &ignore)
      if !unchanged(probe.offset) {
        return Self.bisect(after: low, through: high) { time in
          var copy = self
          copy.advance(to: time / 1000, delegate: &ignore)
          return unchanged(copy.offset)
        }
      }
      low = high
    }
    return nil
  }

  /// The smallest time in `(low, high]` where `unchanged` is false, given it holds at `low`, is
  /// false at `high` and holds on an interval.
  private static func bisect(
    after low: Double, through high: Double, _ unchanged: (Double) -> Bool
  ) -> Double {
    var (low, high) = (low, high)
    for _ in 0..<60 where high - low > 1e-9 {
      let middle = (low + high) / 2
      if unchanged(middle) { low = middle } else { high = middle }
    }
    return high
  }
}
