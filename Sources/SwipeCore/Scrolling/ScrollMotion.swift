import Foundation

/// A motion that moves a ``Scroller`` without a finger. Times are milliseconds since the motion
/// began; every position is a closed form of that time (the paging spring is stepped on its own
/// one-millisecond grid), so the frame rate never changes the trajectory.
enum ScrollMotion: Sendable, Equatable {
  case none
  case decelerating(DecayMotion)
  case bouncing(BounceMotion)
  /// The paging spring; its grid state lives in ``Scroller/pagingMotion`` so each frame steps
  /// it in place.
  case paging
  case animating(AnimationMotion)
  /// Moved by the host: a UIKit scroll view decelerating, bouncing, paging or animating on its
  /// own, which a hosted container's mirror follows without evaluating anything.
  case hosted(animating: Bool)

  var phase: ScrollPhase? {
    switch self {
    case .none: nil
    case .decelerating: .decelerating
    case .bouncing: .bouncing
    case .paging: .paging
    case .animating: .animating
    case .hosted(let animating): animating ? .animating : .decelerating
    }
  }

  /// Whether the motion counts as a deceleration for `willBegin/didEndDecelerating`.
  var isDeceleration: Bool {
    switch self {
    case .decelerating, .bouncing, .paging: true
    case .hosted(let animating): !animating
    case .none, .animating: false
    }
  }
}
