import Foundation

/// The closed form of `UIScrollView`'s deceleration, which multiplies the velocity by the rate d
/// every millisecond: `x(t) = x0 + v0·d·(1 − dᵗ)/(1 − d)`, `v(t) = v0·dᵗ`.
///
/// Times are in milliseconds, velocities in points per millisecond. Steps compose exactly, so a
/// frame-stepped simulation equals the closed form at any frame rate.
public enum Deceleration {
  /// Distance travelled after `time` milliseconds.
  @inlinable
  public static func distance(after time: Double, velocity: Double, rate: Double) -> Double {
    velocity * rate * (1 - pow(rate, time)) / (1 - rate)
  }

  /// Velocity after `time` milliseconds.
  @inlinable
  public static func velocity(after time: Double, velocity: Double, rate: Double) -> Double {
    velocity * pow(rate, time)
  }

  /// Milliseconds until the speed falls below the stop speed; 0 when it already has.
  @inlinable
  public static func stopTime(velocity: Double, rate: Double) -> Double {
    let speed = abs(velocity)
    guard speed > PhysicsConstants.stopSpeed else { return 0 }
    return log(PhysicsConstants.stopSpeed / speed) / log(rate)
  }

  /// Distance travelled until the motion stops: `v0·d·(1 − 0.01/|v0|)/(1 − d)`.
  @inlinable
  public static func stopDistance(velocity: Double, rate: Double) -> Double {
    guard abs(velocity) > PhysicsConstants.stopSpeed else { return 0 }
    return velocity * rate * (1 - PhysicsConstants.stopSpeed / abs(velocity)) / (1 - rate)
  }

  /// The distance `UIScrollView` reports in `scrollViewWillEndDragging(_:withVelocity:
  /// targetContentOffset:)`: `sign(v)·(|v| − 0.01)/(−ln d)`, before clamping to the content.
  @inlinable
  public static func reportedDistance(velocity: Double, rate: Double) -> Double {
    let speed = abs(velocity)
    guard speed > PhysicsConstants.stopSpeed else { return 0 }
    return (velocity < 0 ? -1 : 1) * (speed - PhysicsConstants.stopSpeed) / -log(rate)
  }

  /// The rate that makes a release at `velocity` stop after exactly `distance` points, used when
  /// a delegate moves the target: `d' = exp(−(|v| − 0.01)/|distance|)`, capped at 0.999.
  @inlinable
  public static func refitRate(velocity: Double, distance: Double) -> Double {
    let speed = abs(velocity) - PhysicsConstants.stopSpeed
    guard speed > 0, abs(distance) > 0 else { return PhysicsConstants.normalDecelerationRate }
    return min(exp(-speed / abs(distance)), PhysicsConstants.maximumRefitRate)
  }
}
