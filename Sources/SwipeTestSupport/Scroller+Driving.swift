import Foundation
import SwipeCore
import SwipeScenario

extension Scroller {
  /// Applies one raw touch.
  public mutating func apply<D: ScrollerDelegate>(_ touch: DragGesture.Touch, delegate: inout D) {
    self.touch(touch.phase, at: touch.point, time: touch.time, delegate: &delegate)
  }

  /// Plays a scripted drag starting at `start`, advancing one frame between samples as the
  /// scenario runner does.
  public mutating func play<D: ScrollerDelegate>(
    _ drag: DragGesture, at start: TimeInterval, frameRate: Double = 120, delegate: inout D
  ) {
    for touch in drag.touches(startingAt: start, frameRate: frameRate) {
      apply(touch, delegate: &delegate)
    }
  }

  /// Advances frame by frame from `start` through `end` at `frameRate`, calling `body` after
  /// each frame.
  public mutating func run<D: ScrollerDelegate>(
    from start: TimeInterval, through end: TimeInterval, frameRate: Double = 120,
    delegate: inout D, body: (Scroller, TimeInterval) -> Void = { _, _ in }
  ) {
    var frame = 1
    while true {
      let time = min(start + Double(frame) / frameRate, end)
      advance(to: time, delegate: &delegate)
      body(self, time)
      if time >= end { return }
      frame += 1
    }
  }
}
