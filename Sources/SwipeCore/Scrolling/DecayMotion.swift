import Foundation

/// An exponential deceleration that ends after `duration` at `origin + distance`:
/// `x(τ) = origin + distance·(1 − dᵗ)/(1 − dᵀ)`, velocity `v0·dᵗ`.
///
/// With `distance = v0·d·(1 − dᵀ)/(1 − d)` and `dᵀ = 0.01/|v0|` this is exactly UIKit's
/// deceleration; a delegate-moved target only changes d (the refit) and the distance.
struct DecayMotion: Sendable, Equatable {
  var start: Double
  var origin: Double
  var distance: Double
  var rate: Double
  var duration: Double
  var initialVelocity: Double
  private var durationPower: Double
  /// `distance / (1 − dᵀ)`: position is `origin + scale·(1 − dᵗ)`.
  private var scale: Double

  init(start: Double, origin: Double, distance: Double, rate: Double, initialVelocity: Double) {
    self.start = start
    self.origin = origin
    self.distance = distance
    self.rate = rate
    self.initialVelocity = initialVelocity
    duration = Deceleration.stopTime(velocity: initialVelocity, rate: rate)
    durationPower = 1 - pow(rate, duration)
    scale = durationPower > 0 ? distance / durationPower : 0
  }

  /// UIKit's deceleration after a release at `velocity` (points per millisecond); nil when the
  /// speed is already below the stop speed.
  static func natural(start: Double, origin: Double, velocity: Double, rate: Double)
    -> DecayMotion?
  {
    guard abs(velocity) > PhysicsConstants.stopSpeed else { return nil }
    return DecayMotion(
      start: start, origin: origin,
      distance: Deceleration.stopDistance(velocity: velocity, rate: rate), rate: rate,
      initialVelocity: velocity)
  }

  /// A deceleration from `origin` that ends exactly at `target`, refitted to the release
  /// `velocity` when it points at the target, else thrown at the speed the rate needs to get
  /// there. Nil when already there.
  static func refit(start: Double, origin: Double, target: Double, velocity: Double, rate: Double)
    -> DecayMotion?
  {
    let distance = target - origin
    guard abs(distance) > 1e-9 else { return nil }
    let aimed = abs(velocity) > PhysicsConstants.stopSpeed && (velocity > 0) == (distance > 0)
    if aimed {
      return DecayMotion(
        start: start, origin: origin, distance: distance,
        rate: Deceleration.refitRate(velocity: velocity, distance: distance),
        initialVelocity: velocity)
    }
    let speed = PhysicsConstants.stopSpeed + abs(distance) * -log(rate)
    return DecayMotion(
      start: start, origin: origin, distance: distance, rate: rate,
      initialVelocity: distance > 0 ? speed : -speed)
  }

  var end: Double { origin + distance }

  /// Position and velocity at `time`, before ``duration`` (the caller checks), with `dᵗ` from
  /// the caller's cache.
  func state(at time: Double, powers: inout PowerSeries) -> (position: Double, velocity: Double) {
    let power = powers.power(rate, max(time, 0), origin: start)
    return (origin + scale * (1 - power), initialVelocity * power)
  }

  /// Velocity at `time` (0 once stopped).
  func velocity(at time: Double) -> Double {
    time < duration ? initialVelocity * pow(rate, max(time, 0)) : 0
  }

  /// The time the motion reaches `edge`, when it moves toward it and gets past it.
  func crossingTime(of edge: Double) -> Double? {
    let fraction = (edge - origin) / distance
    guard fraction.isFinite, fraction >= 0, fraction < 1 else { return nil }
    return log(1 - fraction * durationPower) / log(rate)
  }
}
