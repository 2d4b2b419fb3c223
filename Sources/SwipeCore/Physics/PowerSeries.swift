import Foundation

/// `baseᵗ` for one motion's clock, which moves forward in steps: one multiplication when the step
/// repeats (a steady frame rate), one `pow` otherwise.
///
/// The cache is keyed by the base and the motion's start time, so it can live outside the motion
/// (keeping motions immutable values) and a new motion never reuses an old power. A step only
/// counts as a repeat when it matches the previous one to 1e-12 relative, so the product stays
/// within rounding of the closed form (about 1e-13 over thousands of frames).
struct PowerSeries: Sendable, Equatable {
  private var base = Double.nan
  private var origin = Double.nan
  private var time = 0.0
  private var power = 1.0
  private var step = -1.0
  private var stepPower = 1.0

  /// `base^t`, where `t` is measured from `origin`.
  mutating func power(_ base: Double, _ t: Double, origin: Double) -> Double {
    let delta = t - time
    guard base == self.base, origin == self.origin, delta >= 0 else {
      self.base = base
      self.origin = origin
      time = t
      power = pow(base, t)
      step = -1
      return power
    }
    if delta == 0 { return power }
    if abs(delta - step) <= 1e-12 * step {
      power *= stepPower
    } else {
      power = pow(base, t)
      step = delta
      stepPower = pow(base, delta)
    }
    time = t
    return power
  }
}
