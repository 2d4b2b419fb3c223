import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Scroller {
  // MARK: - Touches

  /// When a touch happened, for the release velocity (milliseconds): the touch's own `time`
  /// (UIKit's `UITouch.timestamp`), even where the scroller's clock is already past it (a
  /// display link that stepped to its frame's target time, or touches delivered late after a
  /// main-thread hitch), so that the velocity is the finger's, however the clock was advanced.
  /// The scroller's ``now`` when `time` is not a number.
  func sampleTime(_ time: TimeInterval) -> Double {
    let milliseconds = Self.milliseconds(time)
    return milliseconds.isFinite ? min(milliseconds, now) : now
  }

  /// A finger touches down at `point` (viewport coordinates).
  ///
  /// A running deceleration, bounce or paging motion stops where it is, under the finger, without
  /// a jump, and `didEndDecelerating` is sent (as iOS 13 and later do). A running
  /// `setContentOffset` animation stops without `didEndScrollingAnimation`. Ignored while
  /// `isScrollEnabled` is off, while another finger is down, or for a non-finite point.
  @_semantics("optimize.sil.specialize.generic.never")
  public mutating func touchDown<D: ScrollerDelegate>(
    at point: CGPoint, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    guard isScrollEnabled, touch == .none, point.x.isFinite, point.y.isFinite else { return }
    stopMotion(delegate: &delegate)
    let coordinate = axis.coordinate(of: point)
    touch = .tracking(start: point, last: coordinate)
    estimator.reset()
    estimator.add(time: sampleTime(time), position: coordinate)
  }

  /// The finger moves to `point`. Past the 10 pt slop the dominant axis of the movement decides:
  /// along ``axis`` (and when ``canScroll``) a drag begins with `willBeginDragging` and the
  /// content follows from there without a jump; otherwise the touch is left to someone else.
  @_semantics("optimize.sil.specialize.generic.never")
  public mutating func touchMoved<D: ScrollerDelegate>(
    to point: CGPoint, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    guard point.x.isFinite, point.y.isFinite else { return }
    guard touch != .none else { return }
    let coordinate = axis.coordinate(of: point)
    estimator.add(time: sampleTime(time), position: coordinate)
    switch touch {
    case .none:
      return
    case .tracking(let start, _):
      let owner = TouchSlop.dominantAxis(
        dx: Double(point.x - start.x), dy: Double(point.y - start.y))
      if let owner {
        claim(along: owner, at: coordinate, delegate: &delegate)
      } else {
        touch = .tracking(start: start, last: coordinate)
      }
    case .ignored:
      touch = .ignored(last: coordinate)
    case .dragging(let anchor, let startRaw, _):
      touch = .dragging(anchor: anchor, startRaw: startRaw, last: coordinate)
      setShownOffset(
        rawOffset(anchor: anchor, startRaw: startRaw, last: coordinate), delegate: &delegate)
    }
  }

  /// A touch that has not dragged yet is decided along `owner`: along ``axis`` (and when
  /// ``canScroll``) a drag begins at `coordinate` without a jump; along an axis the view cannot
  /// scroll, UIKit's pan fails and the view lets go, settling (a view a finger stopped between
  /// pages or past an edge); along the other axis the touch is left to someone else.
  @_semantics("optimize.sil.specialize.generic.never")
  private mutating func claim<D: ScrollerDelegate>(
    along owner: Axis, at coordinate: Double, delegate: inout D
  ) {
    if owner == axis, canScroll {
      beginDragging(anchor: coordinate, delegate: &delegate)
    } else if owner == axis {
      touch = .none
      settle(delegate: &delegate)
    } else {
      touch = .ignored(last: coordinate)
    }
  }

  /// A trackpad or mouse-wheel scroll whose first movement is along `owner`, with the pointer
  /// at `point`: the touch that ``touchDown(at:at:delegate:)`` began is decided at once, with
  /// no slop (a scroll event has none; UIPanGestureRecognizer.h:41, `allowedScrollTypesMask`).
  /// The scroll's movements then come as ``touchMoved(to:at:delegate:)`` with the pointer moved
  /// by the scroll's translation, its end as ``touchUp(at:delegate:)``: the content follows the
  /// translation exactly, and the release velocity is the scroll's.
  public mutating func beginScroll<D: ScrollerDelegate>(
    along owner: Axis, at point: CGPoint, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    guard case .tracking = touch, point.x.isFinite, point.y.isFinite else { return }
    claim(along: owner, at: axis.coordinate(of: point), delegate: &delegate)
  }

  /// The finger lifts. After a drag: `willEndDragging` (the delegate may move the target),
  /// `didEndDragging`, and `willBeginDecelerating` when a motion follows. After a touch that did
  /// not drag, a view left past an edge or between pages settles.
  @_semantics("optimize.sil.specialize.generic.never")
  public mutating func touchUp<D: ScrollerDelegate>(at time: TimeInterval, delegate: inout D) {
    advance(to: time, delegate: &delegate)
    switch touch {
    case .none:
      return
    case .tracking, .ignored:
      touch = .none
      settle(delegate: &delegate)
    case .dragging(_, _, let last):
      estimator.add(time: sampleTime(time), position: last)
      release(velocity: -estimator.velocity, delegate: &delegate)
    }
  }

  /// The system takes the touch away (another gesture won). A drag ends as a release with no
  /// velocity; anything else settles.
  @_semantics("optimize.sil.specialize.generic.never")
  public mutating func touchCancelled<D: ScrollerDelegate>(
    at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    switch touch {
    case .none:
      return
    case .tracking, .ignored:
      touch = .none
      settle(delegate: &delegate)
    case .dragging:
      release(velocity: 0, delegate: &delegate)
    }
  }

  /// Releases the content as if a finger had just lifted with `velocity` (points per second,
  /// positive when the offset grows): begins a drag first if none is running, so the usual
  /// `willBeginDragging` … `didEndDragging` sequence is sent.
  @_semantics("optimize.sil.specialize.generic.never")
  public mutating func fling<D: ScrollerDelegate>(
    velocity: Double, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    guard velocity.isFinite, canScroll else { return }
    if !isDragging {
      beginDragging(anchor: 0, delegate: &delegate)
    }
    release(velocity: velocity / 1000, delegate: &delegate)
  }

  // MARK: - Drag internals

  /// The raw (un-rubber-banded) offset a finger grabbing the content now starts its drag from,
  /// so the content does not jump (DESIGN §4).
  ///
  /// Within the rubber band's reach (the overshoot it shows for a pull of two view lengths,
  /// ``grabReach``, about half a view length) it is the band's inverse. Further out (a bounce
  /// thrown that far, or content a reload shrank under a motion), the band has no inverse the
  /// drag could go on from without a jump: the grab keeps the content where it is, the drag
  /// moves it no further out, and back towards the range as fast as the finger (no faster),
  /// until it is within reach and the band takes over (``setShownOffset(_:delegate:)``).
  mutating func grabbedRawOffset() -> Double {
    grabBeyondReach = 0
    guard bounces else { return offset }
    let reach = grabReach
    let pull = Self.grabPullLimit * viewportLength
    if offset > maximumOffset + reach {
      grabBeyondReach = offset - maximumOffset - reach
      return maximumOffset + pull + grabBeyondReach
    }
    if offset < minimumOffset - reach {
      grabBeyondReach = offset - minimumOffset + reach
      return minimumOffset - pull + grabBeyondReach
    }
    return RubberBand.unclamp(
      offset, lower: minimumOffset, upper: maximumOffset, dimension: viewportLength)
  }

  /// The raw pull past an edge at which a grab beyond the rubber band's reach hands the content
  /// back to the band, in view lengths: the band shows ``grabReach`` there.
  static let grabPullLimit = 2.0

  /// How far past an edge the rubber band carries a drag: the overshoot it shows for a pull of
  /// two view lengths (about 0.52 of a view length); 0 without `bounces`. Content grabbed
  /// further out is held where it is until the finger brings it back within this reach.
  package var grabReach: Double {
    guard bounces else { return 0 }
    return RubberBand.offset(
      forOvershoot: Self.grabPullLimit * viewportLength, dimension: viewportLength)
  }

  func rawOffset(anchor: Double, startRaw: Double, last: Double) -> Double {
    startRaw - (last - anchor)
  }

  @_semantics("optimize.sil.specialize.generic.never")
  mutating func beginDragging<D: ScrollerDelegate>(anchor: Double, delegate: inout D) {
    // An animation started while the finger rested (setContentOffset during tracking) yields to
    // the drag.
    stopMotion(delegate: &delegate)
    let startRaw = grabbedRawOffset()
    touch = .dragging(anchor: anchor, startRaw: startRaw, last: anchor)
    velocityPerMillisecond = 0
    delegate.scroller(didEmit: .willBeginDragging)
    // Normally a no-op; it moves the content only when the raw overshoot had to be capped.
    setShownOffset(startRaw, delegate: &delegate)
  }

  /// Shows `raw` with the rubber band past the edges (or clamped without `bounces`). For a drag
  /// that grabbed the content beyond the band's reach, a raw pull past the hand-over point
  /// (``grabPullLimit`` view lengths) moves the content point for point, up to where it was
  /// grabbed and no further out.
  @_semantics("optimize.sil.specialize.generic.never")
  mutating func setShownOffset<D: ScrollerDelegate>(_ raw: Double, delegate: inout D) {
    var shown =
      bounces
      ? RubberBand.clamp(raw, lower: minimumOffset, upper: maximumOffset, dimension: viewportLength)
      : clampedToRange(raw)
    if bounces, grabBeyondReach != 0 {
      let pull = Self.grabPullLimit * viewportLength
      if grabBeyondReach > 0, raw > maximumOffset + pull {
        shown = maximumOffset + grabReach + min(raw - maximumOffset - pull, grabBeyondReach)
      } else if grabBeyondReach < 0, raw < minimumOffset - pull {
        shown = minimumOffset - grabReach + max(raw - minimumOffset + pull, grabBeyondReach)
      }
    }
    velocityPerMillisecond = -estimator.velocity
    moveTo(shown, delegate: &delegate)
  }
}
