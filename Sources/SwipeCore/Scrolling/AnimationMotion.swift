import Foundation

/// `setContentOffset(_:animated: true)`: 0.3 s of `sin²(π·f/2)` from `from` to `to`.
struct AnimationMotion: Sendable, Equatable {
  var start: Double
  var from: Double
  var to: Double
  var duration = PhysicsConstants.animationDuration

  func position(at time: Double) -> Double {
    time >= duration ? to : from + (to - from) * ScrollAnimationCurve.progress(time / duration)
  }

  func velocity(at time: Double) -> Double {
    (to - from) * ScrollAnimationCurve.slope(time / duration) / duration
  }
}
