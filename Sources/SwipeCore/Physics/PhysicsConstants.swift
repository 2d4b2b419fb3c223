/// Every constant of the scroll physics, with its unit and where it comes from.
///
/// Units are UIKit's own: milliseconds and points per millisecond. The values come from public
/// reverse-engineering of `UIScrollView` (the decompiled `UIScrollView` timer step, the
/// `super-ultra/ScrollMechanics` study, Grant Paul's rubber-band formula) and Apple's
/// documentation (`UIScrollView.DecelerationRate`, velocities in points per millisecond).
public enum PhysicsConstants {
  /// Per-millisecond velocity factor of `UIScrollView.DecelerationRate.normal`.
  public static let normalDecelerationRate = 0.998
  /// Per-millisecond velocity factor of `UIScrollView.DecelerationRate.fast`.
  public static let fastDecelerationRate = 0.99
  /// Speed (points per millisecond) below which a deceleration stops: 10 points per second.
  public static let stopSpeed = 0.01
  /// Rubber-band stiffness `c` of `f(x) = (1 − 1/(x·c/D + 1))·D` (Grant Paul's formula).
  public static let rubberBandCoefficient = 0.55
  /// Per-millisecond decay of the distance past an edge while bouncing back.
  public static let bounceDecay = 0.99
  /// Distance (points) from the edge at which a bounce is done and pinned.
  public static let bounceSettleDistance = 0.5
  /// Release speed (points per millisecond) below which lifting the finger is not a fling.
  public static let minimumFlingSpeed = 0.25
  /// Release speed (points per millisecond) above which paging moves to the next page.
  public static let pagingFlingSpeed = 0.3
  /// Paging spring: `pull = pullBase + pullSlope·W` per millisecond, W = min(page size, 1024).
  public static let pagingPullBase = 3.59090909e-4
  /// Paging spring: slope of the pull against the page size W.
  public static let pagingPullSlope = -1.84659091e-7
  /// Paging spring: `friction = frictionBase + frictionSlope·W` per millisecond.
  public static let pagingFrictionBase = 0.966818182
  /// Paging spring: slope of the friction against the page size W.
  public static let pagingFrictionSlope = 9.94318182e-6
  /// Paging spring: page sizes above this behave as this size.
  public static let pagingMaximumPageSize = 1024.0
  /// Paging spring snaps to its target once slower than this (points per millisecond)…
  public static let pagingSnapSpeed = 0.01
  /// …and at most this far (points) from the target.
  public static let pagingSnapDistance = 1.0
  /// Duration (milliseconds) of `setContentOffset(_:animated:)` and `scrollToItem` animations.
  public static let animationDuration = 300.0
  /// Movement (points) before a touch becomes a drag (UIScrollView's pan hysteresis).
  public static let touchSlop = 10.0
  /// A delegate's refitted deceleration rate never exceeds this (the motion would crawl).
  public static let maximumRefitRate = 0.999
  /// Release velocities are clamped to this speed (points per millisecond); a finger cannot
  /// move faster, and the clamp keeps bounce amplitudes finite for absurd inputs.
  public static let maximumSpeed = 100.0
}
