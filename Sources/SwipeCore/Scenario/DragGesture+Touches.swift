import Foundation

extension DragGesture {
  /// One touch of a scripted drag.
  public struct Touch: Sendable, Hashable {
    /// When, in seconds.
    public var time: TimeInterval
    /// Down, move or up.
    public var phase: TouchPhase
    /// Where (nil for the up).
    public var point: CGPoint?
  }

  /// The drag as raw touches: down at `from`, one move per frame along the line to `to` (the
  /// last exactly at `to` after `duration`), a still move per frame during `hold`, then up.
  public func touches(startingAt start: TimeInterval, frameRate: Double) -> [Touch] {
    let frameInterval = 1 / max(frameRate, 1)
    var touches = [Touch(time: start, phase: .down, point: from)]
    let steps = max(1, Int((duration / frameInterval).rounded()))
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      let point = CGPoint(
        x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
      touches.append(Touch(time: start + duration * fraction, phase: .move, point: point))
    }
    let moveEnd = start + duration
    let holdSteps = Int((hold / frameInterval).rounded(.down))
    if holdSteps > 0 {
      for step in 1...holdSteps {
        touches.append(
          Touch(time: moveEnd + Double(step) * frameInterval, phase: .move, point: to))
      }
    }
    touches.append(Touch(time: moveEnd + hold, phase: .up, point: nil))
    return touches
  }
}
