/// The baseline for the Scroller step benchmarks: UIKit-style integration one millisecond at a
/// time (`v *= d; x += v` for a deceleration, the displacement-and-decay pair for a bounce, the
/// spring step for paging), as `UIScrollView`'s own timer does, with no closed forms.
struct NaiveScrollIntegrator {
  enum Mode {
    case decelerating
    case bouncing(edge: Double, decay: Double)
    case paging(target: Double, pull: Double, friction: Double)
  }

  var mode: Mode
  var position: Double
  var velocity: Double
  var rate: Double
  var upperEdge: Double
  var pending = 0.0
  var displacement = 0.0
  var bounceFactor = 1.0

  /// Advances by `milliseconds`, one whole millisecond at a time.
  mutating func step(milliseconds: Double) {
    pending += milliseconds
    while pending >= 1 {
      pending -= 1
      switch mode {
      case .decelerating:
        velocity *= rate
        position += velocity
        if position > upperEdge {
          mode = .bouncing(edge: upperEdge, decay: 0.99)
          displacement = position - upperEdge
          bounceFactor = 1
        }
      case .bouncing(let edge, let decay):
        velocity *= rate
        displacement += velocity
        bounceFactor *= decay
        position = edge + bounceFactor * displacement
      case .paging(let target, let pull, let friction):
        velocity += (target - position) * pull
        velocity *= friction
        position += velocity
      }
    }
  }
}
