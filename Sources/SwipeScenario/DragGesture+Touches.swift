import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension DragGesture {
  /// One touch of a scripted drag.
  public struct Touch: Sendable, Equatable {
    /// When, in seconds.
    public var time: TimeInterval
    /// Down, move or up.
    public var phase: TouchPhase
    /// Where (nil for the up).
    public var point: CGPoint?
  }

  /// A drag's touches, computed when they are read: a 600-second drag at 1000 Hz is a few
  /// numbers, not 600,000 stored touches.
  ///
  /// Down at `from`, one move per frame along the line to `to` (the last exactly at `to` after
  /// `duration`), a still move per frame during `hold`, then up. Non-finite or negative
  /// durations, holds and frame rates count as 0 (a rate as 1 Hz).
  public struct Touches: RandomAccessCollection, Sendable, Equatable {
    /// The most moves a drag's movement or hold produces: far more than ten minutes at any
    /// frame rate, and small enough that the count never overflows.
    static let maximumSteps = 1 << 52

    let drag: DragGesture
    let start: TimeInterval
    let frameInterval: TimeInterval
    /// Moves along the line (at least 1).
    let steps: Int
    /// Still moves during the hold.
    let holdSteps: Int

    init(drag: DragGesture, start: TimeInterval, frameRate: Double) {
      var drag = drag
      drag.duration = drag.duration.validLength
      drag.hold = drag.hold.validLength
      self.drag = drag
      self.start = start
      frameInterval = 1 / Swift.max(frameRate.validLength, 1)
      let moves = (drag.duration / frameInterval).rounded()
      steps = Swift.max(1, Swift.min(Int(saturating: moves), Self.maximumSteps))
      let holds = (drag.hold / frameInterval).rounded(.down)
      holdSteps = Swift.min(Int(saturating: holds), Self.maximumSteps)
    }

    /// The index of the down.
    public var startIndex: Int { 0 }
    /// One past the index of the up.
    public var endIndex: Int { steps + holdSteps + 2 }

    /// The touch at `position` (0 is the down, the last one the up).
    ///
    /// - Complexity: O(1).
    public subscript(position: Int) -> Touch {
      precondition(indices.contains(position), "touch index out of range")
      if position == 0 { return Touch(time: start, phase: .down, point: drag.from) }
      if position <= steps {
        let fraction = Double(position) / Double(steps)
        let point = CGPoint(
          x: drag.from.x + (drag.to.x - drag.from.x) * fraction,
          y: drag.from.y + (drag.to.y - drag.from.y) * fraction)
        return Touch(time: start + drag.duration * fraction, phase: .move, point: point)
      }
      let moveEnd = start + drag.duration
      let hold = position - steps
      if hold <= holdSteps {
        return Touch(
          time: moveEnd + Double(hold) * frameInterval, phase: .move, point: drag.to)
      }
      return Touch(time: moveEnd + drag.hold, phase: .up, point: nil)
    }
  }

  /// The drag as raw touches starting at `start`, at one sample per frame of `frameRate`: down
  /// at `from`, moves along the line to `to`, still moves during `hold`, then up. The touches are
  /// computed as they are read.
  public func touches(startingAt start: TimeInterval, frameRate: Double) -> Touches {
    Touches(drag: self, start: start, frameRate: frameRate)
  }
}
