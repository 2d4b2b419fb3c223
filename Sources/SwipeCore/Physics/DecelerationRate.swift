/// How quickly a scroll view slows down after a fling, as `UIScrollView.DecelerationRate`.
public enum DecelerationRate: Sendable, Equatable {
  /// UIKit's default: the velocity is multiplied by 0.998 every millisecond.
  case normal
  /// UIKit's `.fast`: the velocity is multiplied by 0.99 every millisecond.
  case fast
  /// Any other per-millisecond factor; values are clamped to 0.01…0.9999.
  case custom(Double)

  /// The per-millisecond velocity factor, always inside (0, 1).
  public var perMillisecond: Double {
    switch self {
    case .normal: PhysicsConstants.normalDecelerationRate
    case .fast: PhysicsConstants.fastDecelerationRate
    case .custom(let value):
      value.isFinite ? min(max(value, 0.01), 0.9999) : PhysicsConstants.normalDecelerationRate
    }
  }
}
