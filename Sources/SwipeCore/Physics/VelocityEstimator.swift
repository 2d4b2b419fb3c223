/// Release velocity from the last touch samples, as `UIScrollView` computes it: finite
/// differences `v_k` between consecutive samples, weighted `0.6·v(n−2) + 0.35·v(n−1) + 0.05·v(n)`.
///
/// Holds the last four samples inline (no heap). With fewer than three differences the oldest
/// available one stands in for the missing older ones. Samples with the same timestamp as the
/// previous one replace it, so a duplicate never divides by zero.
public struct VelocityEstimator: Sendable {
  private var times: (Double, Double, Double, Double) = (0, 0, 0, 0)
  private var positions: (Double, Double, Double, Double) = (0, 0, 0, 0)
  /// How many samples are held (at most four).
  public private(set) var count = 0

  /// An estimator with no samples.
  public init() {}

  /// Forgets every sample.
  public mutating func reset() { count = 0 }

  /// Adds a sample: `position` in points at `time` in milliseconds.
  public mutating func add(time: Double, position: Double) {
    guard time.isFinite, position.isFinite else { return }
    if count > 0, time <= times.3 {
      positions.3 = position
      return
    }
    times = (times.1, times.2, times.3, time)
    positions = (positions.1, positions.2, positions.3, position)
    count = min(count + 1, 4)
  }

  /// The weighted release velocity in points per millisecond (0 with fewer than two samples).
  public var velocity: Double {
    guard count >= 2 else { return 0 }
    let v3 = (positions.3 - positions.2) / (times.3 - times.2)
    let v2 = count >= 3 ? (positions.2 - positions.1) / (times.2 - times.1) : v3
    let v1 = count >= 4 ? (positions.1 - positions.0) / (times.1 - times.0) : v2
    return Self.weighted(older: v1, previous: v2, last: v3)
  }

  /// `0.6·older + 0.35·previous + 0.05·last`.
  @inlinable
  public static func weighted(older: Double, previous: Double, last: Double) -> Double {
    0.6 * older + 0.35 * previous + 0.05 * last
  }

  /// Whether a release at `velocity` (points per millisecond) is a fling (≥ 0.25 pt/ms).
  @inlinable
  public static func isFling(_ velocity: Double) -> Bool {
    abs(velocity) >= PhysicsConstants.minimumFlingSpeed
  }
}
