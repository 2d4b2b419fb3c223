import Foundation

/// The return from past an edge: `edge + direction·y(τ)` with ``EdgeBounce``'s `y`.
struct BounceMotion: Sendable, Equatable {
  var start: Double
  var edge: Double
  /// +1 past the upper edge, −1 past the lower one.
  var direction: Double
  var initial: Double
  /// Outward velocity (points per millisecond) at the start.
  var outwardVelocity: Double
  var rate: Double
  /// When the bounce is done: back within 0.5 pt of the edge, or the inward crossing.
  var settleTime: Double
  /// When the motion crosses back into the content (an inward throw); nil if it never does.
  var inwardCrossing: Double?
  private var amplitude: Double
  private var logRate: Double
  private static let logDecay = log(PhysicsConstants.bounceDecay)

  init(
    start: Double, edge: Double, direction: Double, initial: Double, outwardVelocity: Double,
    rate: Double
  ) {
    self.start = start
    self.edge = edge
    self.direction = direction
    self.initial = max(initial, 0)
    self.outwardVelocity = outwardVelocity
    self.rate = rate
    amplitude = EdgeBounce.amplitude(velocity: outwardVelocity, rate: rate)
    logRate = log(rate)
    inwardCrossing = EdgeBounce.inwardCrossingTime(
      initial: self.initial, velocity: outwardVelocity, rate: rate)
    // An inward throw runs along the bounce curve until it crosses the edge, where a
    // deceleration takes over; it never ends early at the edge.
    settleTime =
      inwardCrossing
      ?? EdgeBounce.settleTime(initial: self.initial, velocity: outwardVelocity, rate: rate)
  }

  /// A bounce towards `edge` that continues a motion now at `position` with `velocity` (points
  /// per millisecond, along the axis): its curve starts there with that slope.
  ///
  /// ``EdgeBounce``'s curve `y(τ) = aᵗ·(y₀ + k·(1 − dᵗ))` (a = 0.99, k = v₀·d/(1 − d)) starts
  /// with slope `y′(0) = y₀·ln a − k·ln d`, not `v₀`; so `k = (y₀·ln a − y′)/ln d` and
  /// `v₀ = k·(1 − d)/d`. A bounce rebuilt this way (its edge moved: a refresh gave back its
  /// height, the content shrank) neither gains nor loses speed.
  init(
    continuing position: Double, velocity: Double, edge: Double, direction: Double,
    start: Double, rate: Double
  ) {
    let initial = max(direction * (position - edge), 0)
    let outwardSlope = direction * velocity
    let amplitude = (initial * Self.logDecay - outwardSlope) / log(rate)
    self.init(
      start: start, edge: edge, direction: direction, initial: initial,
      outwardVelocity: amplitude * (1 - rate) / rate, rate: rate)
  }

  /// Whether the bounce returns to `target` (the edge and the side it is past), to a millionth
  /// of a point (an offset correction's rounding does not move an edge).
  func returns(to target: (edge: Double, direction: Double)) -> Bool {
    abs(edge - target.edge) <= 1e-6 && direction == target.direction
  }

  /// Position and velocity at `time`: ``EdgeBounce``'s formulas with `0.99ᵗ` and `dᵗ` from the
  /// caller's caches.
  func state(
    at time: Double, decayPowers: inout PowerSeries, ratePowers: inout PowerSeries
  ) -> (position: Double, velocity: Double) {
    let decay = decayPowers.power(PhysicsConstants.bounceDecay, time, origin: start)
    let power = ratePowers.power(rate, time, origin: start)
    let y = decay * (initial + amplitude * (1 - power))
    let dy = Self.logDecay * y - decay * amplitude * logRate * power
    return (edge + direction * y, direction * dy)
  }

  /// The deceleration that continues an inward throw once it crosses the edge.
  func continuation(crossingAt time: Double) -> DecayMotion? {
    let inward = EdgeBounce.continuingVelocity(at: time, velocity: outwardVelocity, rate: rate)
    return DecayMotion.natural(
      start: start + time, origin: edge, velocity: direction * inward, rate: rate)
  }
}
