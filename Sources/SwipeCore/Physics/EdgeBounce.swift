import Foundation

/// `UIScrollView`'s bounce back from an edge, which is not a spring: with y the distance past the
/// edge, `y(t) = 0.99ᵗ·(y0 + v0·d·(1 − dᵗ)/(1 − d))`, d the deceleration rate.
///
/// It covers both a release while overscrolled (y0 > 0) and a fling that reaches the edge
/// (y0 = 0, v0 > 0 away from the content). Velocities are positive away from the content.
/// Times are in milliseconds.
public enum EdgeBounce {
  /// `v0·d/(1 − d)`: the distance the bounce would travel out without the 0.99 decay.
  @inlinable
  static func amplitude(velocity: Double, rate: Double) -> Double {
    velocity * rate / (1 - rate)
  }

  /// Distance past the edge after `time` milliseconds.
  @inlinable
  public static func displacement(
    after time: Double, initial: Double, velocity: Double, rate: Double
  ) -> Double {
    let k = amplitude(velocity: velocity, rate: rate)
    return pow(PhysicsConstants.bounceDecay, time) * (initial + k * (1 - pow(rate, time)))
  }

  /// Rate of change of the distance past the edge (points per millisecond) after `time`.
  @inlinable
  public static func velocity(
    after time: Double, initial: Double, velocity: Double, rate: Double
  ) -> Double {
    let a = PhysicsConstants.bounceDecay
    let k = amplitude(velocity: velocity, rate: rate)
    let y = displacement(after: time, initial: initial, velocity: velocity, rate: rate)
    return log(a) * y - pow(a, time) * k * log(rate) * pow(rate, time)
  }

  /// The time of the largest distance past the edge (0 when the bounce only shrinks).
  public static func peakTime(initial: Double, velocity: Double, rate: Double) -> Double {
    let k = amplitude(velocity: velocity, rate: rate)
    guard k > 0 else { return 0 }
    let logA = log(PhysicsConstants.bounceDecay)
    let ratio = logA * (initial + k) / (k * (logA + log(rate)))
    guard ratio > 0, ratio < 1 else { return 0 }
    return log(ratio) / log(rate)
  }

  /// When the motion crosses back over the edge into the content, for a release that throws the
  /// content inward hard enough; nil when it never does.
  public static func inwardCrossingTime(
    initial: Double, velocity: Double, rate: Double
  ) -> Double? {
    let k = amplitude(velocity: velocity, rate: rate)
    guard k < 0 else { return initial <= 0 && k == 0 ? 0 : nil }
    let power = 1 + initial / k
    guard power > 0, power < 1 else { return power >= 1 ? 0 : nil }
    return log(power) / log(rate)
  }

  /// The deceleration velocity parameter (`v0` of ``Deceleration``) that continues the motion
  /// after an inward crossing at `time`: `v0·(0.99·d)ᵗ`.
  @inlinable
  public static func continuingVelocity(at time: Double, velocity: Double, rate: Double) -> Double {
    velocity * pow(PhysicsConstants.bounceDecay * rate, time)
  }

  /// When the bounce is done: the time after its peak at which it is back within 0.5 pt of the
  /// edge, or 0 when it never goes further out than that.
  public static func settleTime(initial: Double, velocity: Double, rate: Double) -> Double {
    let settle = PhysicsConstants.bounceSettleDistance
    let peak = peakTime(initial: initial, velocity: velocity, rate: rate)
    func y(_ t: Double) -> Double {
      displacement(after: t, initial: initial, velocity: velocity, rate: rate)
    }
    guard y(peak) > settle else { return 0 }
    var low = peak
    var high = peak + 100
    while y(high) > settle { (low, high) = (high, high * 2) }
    for _ in 0..<64 where high - low > 1e-9 {
      let middle = (low + high) / 2
      if y(middle) > settle { low = middle } else { high = middle }
    }
    return high
  }
}
