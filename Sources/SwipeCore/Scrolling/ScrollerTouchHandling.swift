import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The phase of a raw touch.
public enum TouchPhase: Sendable, Hashable {
  /// The finger touches down.
  case down
  /// The finger moves.
  case move
  /// The finger lifts.
  case up
  /// The system takes the touch away.
  case cancel
}

/// A scroll view driven by touches and a ``ScrollerDelegate``: ``Scroller``, and SwipeLayouts'
/// `Carousel`.
public protocol ScrollerTouchHandling {
  /// A finger touches down at `point` (viewport coordinates).
  mutating func touchDown<D: ScrollerDelegate>(
    at point: CGPoint, at time: TimeInterval, delegate: inout D)
  /// The finger moves to `point`.
  mutating func touchMoved<D: ScrollerDelegate>(
    to point: CGPoint, at time: TimeInterval, delegate: inout D)
  /// The finger lifts.
  mutating func touchUp<D: ScrollerDelegate>(at time: TimeInterval, delegate: inout D)
  /// The touch is taken away.
  mutating func touchCancelled<D: ScrollerDelegate>(at time: TimeInterval, delegate: inout D)
}

extension ScrollerTouchHandling {
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

extension Scroller: ScrollerTouchHandling {}

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
