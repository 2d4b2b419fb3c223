import Foundation

/// The curve of `setContentOffset(_:animated:)` and `scrollToItem`: 0.3 s of ease-in-out
/// `sin²(π·f/2)`.
public enum ScrollAnimationCurve {
  /// The fraction of the distance covered at time fraction `fraction` (clamped to 0…1).
  @inlinable
  public static func progress(_ fraction: Double) -> Double {
    let f = min(max(fraction, 0), 1)
    let s = sin(Double.pi * f / 2)
    return s * s
  }

  /// The derivative of ``progress(_:)`` with respect to the time fraction.
  @inlinable
  public static func slope(_ fraction: Double) -> Double {
    guard fraction > 0, fraction < 1 else { return 0 }
    return Double.pi / 2 * sin(Double.pi * fraction)
  }
}
