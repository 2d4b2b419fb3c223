import Foundation

extension Scroller {
  /// Applies a raw touch by phase (`down` and `move` need a point; without one they are ignored).
  public mutating func touch<D: ScrollerDelegate>(
    _ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, delegate: inout D
  ) {
    switch (phase, point) {
    case (.down, let point?): touchDown(at: point, at: time, delegate: &delegate)
    case (.move, let point?): touchMoved(to: point, at: time, delegate: &delegate)
    case (.up, _): touchUp(at: time, delegate: &delegate)
    case (.cancel, _): touchCancelled(at: time, delegate: &delegate)
    case (.down, nil), (.move, nil): break
    }
  }
}

extension Carousel {
  /// Applies a raw touch by phase (`down` and `move` need a point; without one they are ignored).
  public mutating func touch<D: ScrollerDelegate>(
    _ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, delegate: inout D
  ) {
    switch (phase, point) {
    case (.down, let point?): touchDown(at: point, at: time, delegate: &delegate)
    case (.move, let point?): touchMoved(to: point, at: time, delegate: &delegate)
    case (.up, _): touchUp(at: time, delegate: &delegate)
    case (.cancel, _): touchCancelled(at: time, delegate: &delegate)
    case (.down, nil), (.move, nil): break
    }
  }
}

extension SwipeContainer {
  /// Applies a raw touch by phase (`down` and `move` need a point; without one they are ignored).
  public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    switch (phase, point) {
    case (.down, let point?): touchDown(at: point, time: time)
    case (.move, let point?): touchMoved(to: point, time: time)
    case (.up, _): touchUp(time: time)
    case (.cancel, _): touchCancelled(time: time)
    case (.down, nil), (.move, nil): break
    }
  }
}
