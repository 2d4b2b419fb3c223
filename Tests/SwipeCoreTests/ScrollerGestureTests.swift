import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

@Suite("Scroller gestures")
struct ScrollerGestureTests {
  typealias Entry = ScrollerEventRecorder.Entry

  static func point(_ y: Double, x: Double = 200) -> CGPoint { CGPoint(x: x, y: y) }

  @Test("A touch inside the slop does not drag; past it the drag follows without a jump")
  func slop() {
    var scroller = Fixtures.scroller(offset: 1000)
    var recorder = ScrollerEventRecorder()
    scroller.touchDown(at: Self.point(400), at: 0, delegate: &recorder)
    scroller.touchMoved(to: Self.point(391), at: 0.01, delegate: &recorder)
    #expect(scroller.phase == .tracking)
    #expect(scroller.offset == 1000)
    scroller.touchMoved(to: Self.point(390), at: 0.02, delegate: &recorder)
    #expect(scroller.phase == .dragging)
    #expect(scroller.offset == 1000)
    scroller.touchMoved(to: Self.point(340), at: 0.03, delegate: &recorder)
    #expect(scroller.offset == 1050)
    #expect(recorder.entries == [.event(.willBeginDragging), .event(.didScroll)])
  }

  @Test("A movement along the other axis leaves the touch to someone else")
  func axisLock() {
    var scroller = Fixtures.scroller(offset: 1000)
    var recorder = ScrollerEventRecorder()
    scroller.touchDown(at: CGPoint(x: 100, y: 400), at: 0, delegate: &recorder)
    scroller.touchMoved(to: CGPoint(x: 130, y: 390), at: 0.01, delegate: &recorder)
    scroller.touchMoved(to: CGPoint(x: 180, y: 300), at: 0.02, delegate: &recorder)
    #expect(scroller.phase == .tracking)
    #expect(scroller.offset == 1000)
    scroller.touchUp(at: 0.03, delegate: &recorder)
    #expect(scroller.phase == .idle)
    #expect(recorder.entries.isEmpty)
  }

  @Test("Dragging past the top shows the absolute rubber band; release bounces back")
  func rubberBandDragAndRelease() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.touchDown(at: Self.point(400), at: 0, delegate: &recorder)
    scroller.touchMoved(to: Self.point(410), at: 0.01, delegate: &recorder)
    scroller.touchMoved(to: Self.point(510), at: 0.1, delegate: &recorder)
    #expect(abs(scroller.offset + 51.6352) < 1e-3)
    // Back and forth lands on the same shown offset: the band is absolute.
    scroller.touchMoved(to: Self.point(700), at: 0.2, delegate: &recorder)
    scroller.touchMoved(to: Self.point(510), at: 0.3, delegate: &recorder)
    #expect(abs(scroller.offset + 51.6352) < 1e-3)
    for step in 1...20 {
      scroller.touchMoved(to: Self.point(510), at: 0.3 + Double(step) * 0.008, delegate: &recorder)
    }
    scroller.touchUp(at: 0.46, delegate: &recorder)
    #expect(scroller.phase == .bouncing)
    let released = scroller.offset
    scroller.advance(to: 0.56, delegate: &recorder)
    #expect(abs(scroller.offset - released * pow(0.99, 100)) < 1e-6)
    scroller.advance(to: 2, delegate: &recorder)
    #expect(scroller.offset == 0)
    #expect(
      recorder.milestones == [
        .event(.willBeginDragging),
        .willEndDragging(velocity: 0, target: 0),
        .event(.didEndDragging(willDecelerate: true)),
        .event(.willBeginDecelerating),
        .event(.didEndDecelerating),
      ])
  }

  @Test("Grabbing a decelerating view stops it under the finger and sends didEndDecelerating")
  func grabDuringDeceleration() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.fling(velocity: 3000, at: 0, delegate: &recorder)
    scroller.advance(to: 0.2, delegate: &recorder)
    let held = scroller.offset
    recorder.clear()
    scroller.touchDown(at: Self.point(400), at: 0.25, delegate: &recorder)
    let atGrab = scroller.offset
    #expect(atGrab > held)
    #expect(scroller.phase == .tracking)
    #expect(scroller.velocity == 0)
    scroller.advance(to: 0.5, delegate: &recorder)
    #expect(scroller.offset == atGrab)
    #expect(recorder.milestones == [.event(.didEndDecelerating)])
    scroller.touchMoved(to: Self.point(380), at: 0.51, delegate: &recorder)
    scroller.touchMoved(to: Self.point(370), at: 0.52, delegate: &recorder)
    #expect(abs(scroller.offset - (atGrab + 10)) < 1e-9)
  }

  @Test("Grabbing a bouncing view keeps the shown overscroll and continues the band from it")
  func grabDuringBounce() {
    var scroller = Fixtures.scroller()
    var ignore = IgnoringScrollerDelegate()
    scroller.play(
      DragGesture(from: Self.point(300), to: Self.point(600), duration: 0.2, hold: 0.1), at: 0,
      delegate: &ignore)
    scroller.advance(to: 0.35, delegate: &ignore)
    #expect(scroller.phase == .bouncing)
    let shown = scroller.offset
    scroller.touchDown(at: Self.point(500), at: 0.35, delegate: &ignore)
    scroller.touchMoved(to: Self.point(510), at: 0.36, delegate: &ignore)
    #expect(abs(scroller.offset - shown) < 1e-9)
    scroller.touchMoved(to: Self.point(530), at: 0.37, delegate: &ignore)
    let raw = RubberBand.overshoot(forOffset: -shown, dimension: 844) + 20
    #expect(abs(scroller.offset + RubberBand.offset(forOvershoot: raw, dimension: 844)) < 1e-9)
  }

  @Test("Releasing a held view that is past the edge bounces it back")
  func tapOnBouncingView() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.play(
      DragGesture(from: Self.point(300), to: Self.point(600), duration: 0.2, hold: 0.1), at: 0,
      delegate: &recorder)
    scroller.advance(to: 0.35, delegate: &recorder)
    recorder.clear()
    scroller.touchDown(at: Self.point(500), at: 0.35, delegate: &recorder)
    scroller.touchUp(at: 0.4, delegate: &recorder)
    #expect(scroller.phase == .bouncing)
    scroller.advance(to: 2, delegate: &recorder)
    #expect(scroller.offset == 0)
    #expect(
      recorder.milestones == [
        .event(.didEndDecelerating), .event(.willBeginDecelerating), .event(.didEndDecelerating),
      ])
  }

  @Test("A quick drag flings with the weighted release velocity")
  func dragFling() throws {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.play(
      DragGesture(from: Self.point(700), to: Self.point(400), duration: 0.25), at: 0,
      delegate: &recorder)
    let velocity = try #require(
      recorder.entries.compactMap { entry -> Double? in
        if case .willEndDragging(let velocity, _) = entry { return velocity }
        return nil
      }.first)
    #expect(abs(velocity - 1200) < 1e-6)
    #expect(scroller.phase == .decelerating)
    #expect(abs(scroller.offset - 290) < 1e-9)
  }

  @Test("Holding still before lifting is not a fling")
  func holdBeforeLift() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.play(
      DragGesture(from: Self.point(700), to: Self.point(400), duration: 0.25, hold: 0.05), at: 0,
      delegate: &recorder)
    #expect(scroller.phase == .idle)
    #expect(recorder.milestones.last == .event(.didEndDragging(willDecelerate: false)))
  }

  @Test("Content shorter than the view drags only with alwaysBounce", arguments: [false, true])
  func shortContent(alwaysBounce: Bool) {
    var scroller = Fixtures.scroller(contentLength: 300, alwaysBounce: alwaysBounce)
    var recorder = ScrollerEventRecorder()
    scroller.play(
      DragGesture(from: Self.point(500), to: Self.point(300), duration: 0.2, hold: 0.1), at: 0,
      delegate: &recorder)
    if alwaysBounce {
      #expect(scroller.phase == .bouncing)
      #expect(scroller.offset > 0)
      scroller.advance(to: 2, delegate: &recorder)
    } else {
      #expect(recorder.entries.isEmpty)
    }
    #expect(scroller.offset == 0)
  }

  @Test("A drag along an axis the view cannot scroll lets go of the touch and settles the view")
  func dragAlongUnscrollableAxisSettles() {
    // Content that shrank under a view left past its new end: it cannot scroll any more.
    var scroller = Fixtures.scroller(contentLength: 3000, offset: 500)
    var recorder = ScrollerEventRecorder()
    scroller.setContentSize(CGSize(width: 390, height: 300), delegate: &recorder)
    scroller.placeOffset(200, at: 0, delegate: &recorder)
    #expect(!scroller.canScroll)
    scroller.touchDown(at: Self.point(500), at: 0.01, delegate: &recorder)
    scroller.touchMoved(to: Self.point(480), at: 0.02, delegate: &recorder)
    // UIKit's pan fails: the view is no longer tracked and returns into its range.
    #expect(!scroller.isTracking)
    #expect(scroller.phase == .bouncing)
    scroller.advance(to: 2, delegate: &recorder)
    #expect(scroller.offset == 0)
  }

  @Test("Without bounces a drag stops at the edge")
  func dragWithoutBounces() {
    var scroller = Fixtures.scroller(bounces: false)
    var ignore = IgnoringScrollerDelegate()
    scroller.touchDown(at: Self.point(300), at: 0, delegate: &ignore)
    scroller.touchMoved(to: Self.point(320), at: 0.01, delegate: &ignore)
    scroller.touchMoved(to: Self.point(600), at: 0.02, delegate: &ignore)
    #expect(scroller.offset == 0)
  }

  @Test("With scrolling disabled touches do nothing and calls still work")
  func scrollDisabled() {
    var scroller = Fixtures.scroller()
    scroller.isScrollEnabled = false
    var recorder = ScrollerEventRecorder()
    scroller.play(
      DragGesture(from: Self.point(700), to: Self.point(400), duration: 0.25), at: 0,
      delegate: &recorder)
    scroller.fling(velocity: 3000, at: 0.3, delegate: &recorder)
    #expect(recorder.entries.isEmpty)
    scroller.setContentOffset(100, animated: false, at: 0.4, delegate: &recorder)
    #expect(scroller.offset == 100)
  }

  @Test("A setContentOffset during a drag jumps and the drag continues from there")
  func offsetDuringDrag() {
    var scroller = Fixtures.scroller(offset: 1000)
    var ignore = IgnoringScrollerDelegate()
    scroller.touchDown(at: Self.point(400), at: 0, delegate: &ignore)
    scroller.touchMoved(to: Self.point(380), at: 0.01, delegate: &ignore)
    scroller.setContentOffset(2000, animated: true, at: 0.02, delegate: &ignore)
    #expect(scroller.offset == 2000)
    scroller.touchMoved(to: Self.point(370), at: 0.03, delegate: &ignore)
    #expect(scroller.offset == 2010)
  }

  @Test("An inward throw from past the edge crosses into the content and decelerates")
  func inwardThrow() {
    var scroller = Fixtures.scroller()
    var ignore = IgnoringScrollerDelegate()
    scroller.touchDown(at: Self.point(300), at: 0, delegate: &ignore)
    scroller.touchMoved(to: Self.point(320), at: 0.01, delegate: &ignore)
    scroller.touchMoved(to: Self.point(420), at: 0.02, delegate: &ignore)
    #expect(scroller.offset < 0)
    scroller.fling(velocity: 4000, at: 0.03, delegate: &ignore)
    #expect(scroller.phase == .bouncing)
    scroller.advance(to: 0.2, delegate: &ignore)
    #expect(scroller.phase == .decelerating)
    #expect(scroller.offset > 0)
    scroller.advance(to: 5, delegate: &ignore)
    #expect(scroller.phase == .idle)
    #expect(scroller.offset > 0 && scroller.offset <= scroller.maximumOffset)
  }

  @Test(
    "An inward release while overscrolled follows the bounce curve, never snapping to the edge",
    arguments: [300.0, 1000, 4000])
  func inwardReleaseFollowsCurve(speed: Double) throws {
    var scroller = Fixtures.scroller()
    var ignore = IgnoringScrollerDelegate()
    scroller.touchDown(at: Self.point(300), at: 0, delegate: &ignore)
    scroller.touchMoved(to: Self.point(320), at: 0.01, delegate: &ignore)
    scroller.touchMoved(to: Self.point(420), at: 0.02, delegate: &ignore)
    let start = -scroller.offset
    #expect(start > 30)
    scroller.fling(velocity: speed, at: 0.03, delegate: &ignore)
    let rate = DecelerationRate.normal.perMillisecond
    let crossing = try #require(
      EdgeBounce.inwardCrossingTime(initial: start, velocity: -speed / 1000, rate: rate))
    var previous = scroller.offset
    var time = 0.03
    while time < 0.03 + crossing / 1000 {
      time += 1.0 / 120
      scroller.advance(to: time, delegate: &ignore)
      let elapsed = min(time - 0.03, crossing / 1000) * 1000
      if time - 0.03 < crossing / 1000 {
        let expected = -EdgeBounce.displacement(
          after: elapsed, initial: start, velocity: -speed / 1000, rate: rate)
        #expect(abs(scroller.offset - expected) < 1e-6, "at \(time) s")
        #expect(scroller.phase == .bouncing)
      }
      // One frame never moves further than the release speed plus the bounce's own pull
      // (−ln 0.99 ≈ 0.01 of the distance per millisecond) allow.
      #expect(abs(scroller.offset - previous) <= (speed + 10.1 * start) / 120, "at \(time) s")
      previous = scroller.offset
    }
    #expect(scroller.offset >= 0)
  }
}
