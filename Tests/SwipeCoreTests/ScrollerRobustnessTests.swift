import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

@Suite("Scroller robustness")
struct ScrollerRobustnessTests {
  @Test("Non-finite or negative sizes count as zero")
  func badSizes() {
    let scroller = Scroller(
      axis: .vertical, boundsSize: CGSize(width: -10, height: Double.nan),
      contentSize: CGSize(width: Double.infinity, height: -5),
      contentInset: Insets(top: .nan, bottom: .infinity))
    #expect(scroller.boundsSize == .zero)
    #expect(scroller.contentSize == .zero)
    #expect(scroller.contentInset == .zero)
    #expect(scroller.offset == 0)
  }

  @Test("Non-finite touches, times, offsets and velocities are ignored")
  func nonFiniteInput() {
    var scroller = Fixtures.scroller(offset: 500)
    var recorder = ScrollerEventRecorder()
    scroller.touchDown(at: CGPoint(x: Double.nan, y: 3), at: 0, delegate: &recorder)
    #expect(scroller.phase == .idle)
    scroller.setContentOffset(.nan, animated: false, at: 0, delegate: &recorder)
    scroller.setContentOffset(.infinity, animated: true, at: 0, delegate: &recorder)
    scroller.fling(velocity: .nan, at: 0, delegate: &recorder)
    scroller.fling(velocity: -.infinity, at: 0, delegate: &recorder)
    scroller.advance(to: .nan, delegate: &recorder)
    scroller.advance(to: .infinity, delegate: &recorder)
    #expect(scroller.offset == 500)
    #expect(recorder.entries.isEmpty)
    scroller.touchDown(at: CGPoint(x: 10, y: 300), at: 1, delegate: &recorder)
    scroller.touchMoved(to: CGPoint(x: 10, y: Double.infinity), at: 1.1, delegate: &recorder)
    #expect(scroller.offset == 500)
    #expect(scroller.phase == .tracking)
  }

  @Test("Time never runs backwards")
  func backwardsTime() {
    var scroller = Fixtures.scroller()
    var ignore = IgnoringScrollerDelegate()
    scroller.fling(velocity: 2000, at: 1, delegate: &ignore)
    scroller.advance(to: 1.1, delegate: &ignore)
    let offset = scroller.offset
    scroller.advance(to: 0.5, delegate: &ignore)
    #expect(scroller.offset == offset)
  }

  @Test("Absurd release speeds are clamped to 100,000 pt/s and stay finite")
  func hugeVelocity() {
    var scroller = Fixtures.scroller(contentLength: 2000)
    var recorder = ScrollerEventRecorder()
    scroller.fling(velocity: 1e300, at: 0, delegate: &recorder)
    #expect(recorder.milestones.contains(.willEndDragging(velocity: 100_000, target: 1156)))
    scroller.run(from: 0, through: 5, delegate: &recorder) { scroller, _ in
      #expect(scroller.offset.isFinite)
    }
    #expect(scroller.offset == 1156)
  }

  @Test("A zero-size viewport scrolls without dividing by zero")
  func zeroViewport() {
    var scroller = Fixtures.scroller(contentLength: 500, viewport: .zero, paging: true)
    var ignore = IgnoringScrollerDelegate()
    #expect(scroller.maximumOffset == 500)
    scroller.play(
      DragGesture(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 200), duration: 0.1), at: 0,
      delegate: &ignore)
    scroller.run(from: 0.1, through: 3, delegate: &ignore) { scroller, _ in
      #expect(scroller.offset.isFinite)
    }
    #expect(scroller.offset == 0)
    #expect(scroller.phase == .idle)
  }

  @Test("A second finger while one is down is ignored")
  func secondFinger() {
    var scroller = Fixtures.scroller(offset: 100)
    var ignore = IgnoringScrollerDelegate()
    scroller.touchDown(at: CGPoint(x: 10, y: 300), at: 0, delegate: &ignore)
    scroller.touchMoved(to: CGPoint(x: 10, y: 280), at: 0.01, delegate: &ignore)
    let offset = scroller.offset
    scroller.touchDown(at: CGPoint(x: 10, y: 900), at: 0.02, delegate: &ignore)
    #expect(scroller.offset == offset)
    #expect(scroller.phase == .dragging)
  }

  @Test("Lifting or cancelling without a touch does nothing")
  func strayLift() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.touchUp(at: 0, delegate: &recorder)
    scroller.touchCancelled(at: 0, delegate: &recorder)
    scroller.touchMoved(to: CGPoint(x: 1, y: 1), at: 0, delegate: &recorder)
    #expect(recorder.entries.isEmpty)
  }

  @Test("Cancelling a drag releases without velocity")
  func cancelDrag() {
    var scroller = Fixtures.scroller(offset: 100)
    var recorder = ScrollerEventRecorder()
    scroller.touchDown(at: CGPoint(x: 10, y: 300), at: 0, delegate: &recorder)
    scroller.touchMoved(to: CGPoint(x: 10, y: 200), at: 0.01, delegate: &recorder)
    scroller.touchCancelled(at: 0.02, delegate: &recorder)
    #expect(scroller.phase == .idle)
    #expect(recorder.milestones.contains(.willEndDragging(velocity: 0, target: scroller.offset)))
  }
}
