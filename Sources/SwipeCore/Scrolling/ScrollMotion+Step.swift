import Foundation

/// The outcome of evaluating a motion at a time.
enum MotionStep: Sendable {
  /// Still moving: show `position` (points) with `velocity` (points per millisecond).
  case moving(position: Double, velocity: Double)
  /// Done at `value`, reached at `time` (milliseconds, possibly before now).
  case finished(at: Double, time: Double)
  /// Another motion takes over (and is evaluated next).
  case next(ScrollMotion)
}

extension ScrollMotion {
  /// Evaluates a deceleration, bounce or animation at `now` (milliseconds) against the range
  /// `lower...upper`. Reads the motion in place; only the power caches change, so a frame step
  /// copies nothing. Paging is stepped by ``PagingMotion/step(at:)`` instead.
  func step(
    at now: Double, lower: Double, upper: Double, bounces: Bool, rate: Double,
    powers: inout (PowerSeries, PowerSeries)
  ) -> MotionStep {
    switch self {
    case .none, .paging, .hosted:
      return .finished(at: .nan, time: now)
    case .decelerating(let decay):
      let time = now - decay.start
      let edge = decay.distance > 0 ? upper : lower
      let state = decay.state(at: min(time, decay.duration), powers: &powers.0)
      let past = decay.distance > 0 ? state.position > edge : state.position < edge
      if past, let crossing = decay.crossingTime(of: edge), crossing <= time {
        guard bounces else { return .finished(at: edge, time: decay.start + crossing) }
        return .next(
          .bouncing(
            BounceMotion(
              start: decay.start + crossing, edge: edge, direction: decay.distance > 0 ? 1 : -1,
              initial: 0, outwardVelocity: abs(decay.velocity(at: crossing)), rate: rate)))
      }
      if time >= decay.duration {
        return .finished(at: decay.end, time: decay.start + decay.duration)
      }
      return .moving(position: state.position, velocity: state.velocity)
    case .bouncing(let bounce):
      let time = now - bounce.start
      if let crossing = bounce.inwardCrossing, crossing <= time {
        guard let decay = bounce.continuation(crossingAt: crossing) else {
          return .finished(at: bounce.edge, time: bounce.start + crossing)
        }
        return .next(.decelerating(decay))
      }
      if time >= bounce.settleTime {
        return .finished(at: bounce.edge, time: bounce.start + bounce.settleTime)
      }
      let state = bounce.state(at: time, decayPowers: &powers.0, ratePowers: &powers.1)
      return .moving(position: state.position, velocity: state.velocity)
    case .animating(let animation):
      let time = now - animation.start
      if time >= animation.duration {
        return .finished(at: animation.to, time: animation.start + animation.duration)
      }
      return .moving(
        position: animation.position(at: time), velocity: animation.velocity(at: time))
    }
  }
}

extension PagingMotion {
  /// Steps the spring's grid up to `now` (milliseconds) in place and evaluates it.
  mutating func step(at now: Double) -> MotionStep {
    let time = now - start
    advance(to: time)
    if isDone(at: time) {
      return .finished(at: target, time: start + Double(snapStep))
    }
    return .moving(position: position(at: time), velocity: velocity(at: time))
  }
}
