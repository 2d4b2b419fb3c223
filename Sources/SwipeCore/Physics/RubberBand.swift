/// The absolute rubber band of a scroll view dragged past its edge:
/// `f(x) = (1 − 1/(x·c/D + 1))·D`, c = 0.55, D = the scroll view's own length on that axis.
///
/// Absolute means it maps the raw overshoot (how far the finger has pulled past the edge) to the
/// shown overshoot in one step, never incrementally, so a drag is path-independent.
public enum RubberBand {
  /// The shown overshoot for a raw overshoot `distance` (≥ 0) on a view of length `dimension`.
  ///
  /// A view of zero length shows no overshoot.
  @inlinable
  public static func offset(
    forOvershoot distance: Double, dimension: Double,
    coefficient: Double = PhysicsConstants.rubberBandCoefficient
  ) -> Double {
    guard dimension > 0, distance > 0 else { return 0 }
    return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
  }

  /// The raw overshoot that shows as `offset`: `x = (1/(1 − y/D) − 1)·D/c`.
  ///
  /// Used when a finger grabs a view that is already past its edge, so the content does not
  /// jump. Offsets at or beyond `dimension` (unreachable by `f`) map to the largest finite value.
  @inlinable
  public static func overshoot(
    forOffset offset: Double, dimension: Double,
    coefficient: Double = PhysicsConstants.rubberBandCoefficient
  ) -> Double {
    guard dimension > 0, offset > 0 else { return 0 }
    let fraction = min(offset / dimension, 1 - 1e-9)
    return (1 / (1 - fraction) - 1) * dimension / coefficient
  }

  /// The offset shown for a raw offset `raw`, with everything past `[lower, upper]` rubber-banded.
  @inlinable
  public static func clamp(
    _ raw: Double, lower: Double, upper: Double, dimension: Double
  ) -> Double {
    if raw < lower { return lower - offset(forOvershoot: lower - raw, dimension: dimension) }
    if raw > upper { return upper + offset(forOvershoot: raw - upper, dimension: dimension) }
    return raw
  }

  /// The raw offset that shows as `shown`: the inverse of ``clamp(_:lower:upper:dimension:)``.
  @inlinable
  public static func unclamp(
    _ shown: Double, lower: Double, upper: Double, dimension: Double
  ) -> Double {
    if shown < lower { return lower - overshoot(forOffset: lower - shown, dimension: dimension) }
    if shown > upper { return upper + overshoot(forOffset: shown - upper, dimension: dimension) }
    return shown
  }
}
