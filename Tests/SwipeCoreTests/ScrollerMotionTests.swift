import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

@Suite("Scroller motion")
struct ScrollerMotionTests {
  typealias Entry = ScrollerEventRecorder.Entry

  @Test("A fling decelerates along the closed form and stops at the stop speed")
  func flingFollowsClosedForm() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.fling(velocity: 2000, at: 0, delegate: &recorder)
    scroller.advance(to: 0.1, delegate: &recorder)
    #expect(abs(scroller.offset - 181.070) < 1e-3)
    #expect(abs(scroller.velocity - 1637.13) < 0.01)
    #expect(scroller.phase == .decelerating)
    scroller.advance(to: 2.6464, delegate: &recorder)
    #expect(scroller.phase == .decelerating)
    scroller.advance(to: 2.6466, delegate: &recorder)
    #expect(scroller.phase == .idle)
    #expect(abs(scroller.offset - 993.010) < 1e-3)
    #expect(
      recorder.milestones == [
        .event(.willBeginDragging),
        .willEndDragging(
          velocity: 2000,
          target: Deceleration.reportedDistance(
            velocity: 2, rate: 0.998)),
        .event(.didEndDragging(willDecelerate: true)),
        .event(.willBeginDecelerating),
        .event(.didEndDecelerating),
      ])
  }

  @Test("The fast rate stops after 197.01 pt")
  func fastRate() {
    var scroller = Fixtures.scroller(rate: .fast)
    var recorder = ScrollerEventRecorder()
    scroller.fling(velocity: 2000, at: 0, delegate: &recorder)
    scroller.advance(to: 1, delegate: &recorder)
    #expect(abs(scroller.offset - 197.010) < 1e-3)
    #expect(scroller.phase == .idle)
  }

  @Test(
    "Stepping at any frame rate lands on the same trajectory",
    arguments: [24.0, 30, 60, 90, 120, 144, 240, 1000])
  func frameRateIndependence(frameRate: Double) {
    // A fling into the bottom edge exercises deceleration, the edge split and the bounce.
    var stepped = Fixtures.scroller(contentLength: 2000)
    var reference = stepped
    var ignore = IgnoringScrollerDelegate()
    stepped.fling(velocity: 3000, at: 0, delegate: &ignore)
    reference.fling(velocity: 3000, at: 0, delegate: &ignore)
    for checkpoint in [0.05, 0.3, 0.55, 0.8, 1.2, 2.0] {
      stepped.run(from: stepped.time, through: checkpoint, frameRate: frameRate, delegate: &ignore)
      reference.advance(to: checkpoint, delegate: &ignore)
      #expect(abs(stepped.offset - reference.offset) < 1e-9, "at \(checkpoint) s")
    }
  }

  @Test("Paging steps on a millisecond grid whatever the frame rate", arguments: [30.0, 60, 144])
  func pagingFrameRateIndependence(frameRate: Double) {
    var stepped = Fixtures.scroller(
      axis: .horizontal, contentLength: 1500, viewport: CGSize(width: 375, height: 600),
      paging: true)
    var reference = stepped
    var ignore = IgnoringScrollerDelegate()
    stepped.fling(velocity: 1000, at: 0, delegate: &ignore)
    reference.fling(velocity: 1000, at: 0, delegate: &ignore)
    for checkpoint in [0.0333, 0.1, 0.2005, 0.3] {
      stepped.run(from: stepped.time, through: checkpoint, frameRate: frameRate, delegate: &ignore)
      reference.advance(to: checkpoint, delegate: &ignore)
      #expect(abs(stepped.offset - reference.offset) < 1e-9, "at \(checkpoint) s")
    }
  }

  @Test("A fling that hits the edge bounces with the edge velocity and settles on the edge")
  func edgeHit() throws {
    var scroller = Fixtures.scroller(contentLength: 1000)  // maximum offset 156
    var recorder = ScrollerEventRecorder()
    scroller.fling(velocity: 2000, at: 0, delegate: &recorder)
    let crossing = try #require(
      DecayMotion.natural(start: 0, origin: 0, velocity: 2, rate: 0.998)?.crossingTime(of: 156))
    let edgeVelocity = 2 * pow(0.998, crossing)
    let peakTime = EdgeBounce.peakTime(initial: 0, velocity: edgeVelocity, rate: 0.998)
    let peak = EdgeBounce.displacement(
      after: peakTime, initial: 0, velocity: edgeVelocity, rate: 0.998)
    var highest = 0.0
    scroller.run(from: 0, through: 2, frameRate: 1000, delegate: &recorder) { scroller, _ in
      highest = max(highest, scroller.offset)
    }
    #expect(abs(highest - (156 + peak)) < 1e-3)
    #expect(scroller.offset == 156)
    #expect(scroller.phase == .idle)
    #expect(recorder.milestones.last == .event(.didEndDecelerating))
  }

  @Test("Without bounces a fling stops dead at the edge")
  func edgeHitWithoutBounces() {
    var scroller = Fixtures.scroller(contentLength: 1000, bounces: false)
    var recorder = ScrollerEventRecorder()
    scroller.fling(velocity: 2000, at: 0, delegate: &recorder)
    scroller.run(from: 0, through: 1, delegate: &recorder) { scroller, _ in
      #expect(scroller.offset <= 156)
    }
    #expect(scroller.offset == 156)
    #expect(recorder.milestones.last == .event(.didEndDecelerating))
  }

  @Test("A delegate's new target is where the motion ends, without overshoot")
  func delegateRetarget() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder(targetOverride: 500)
    scroller.fling(velocity: 2000, at: 0, delegate: &recorder)
    var previous = scroller.offset
    scroller.run(from: 0, through: 4, delegate: &recorder) { scroller, _ in
      #expect(scroller.offset >= previous && scroller.offset <= 500)
      previous = scroller.offset
    }
    #expect(scroller.offset == 500)
    #expect(scroller.phase == .idle)
  }

  @Test("A target behind the release or a release without speed still reaches the target")
  func retargetAgainstVelocity() {
    for (velocity, target) in [(2000.0, 100.0), (-2000, 3000), (0, 700)] {
      var scroller = Fixtures.scroller(offset: 1000)
      var recorder = ScrollerEventRecorder(targetOverride: target)
      scroller.fling(velocity: velocity, at: 0, delegate: &recorder)
      scroller.advance(to: 10, delegate: &recorder)
      #expect(abs(scroller.offset - target) < 1e-9)
    }
  }

  // The spring's last computed step (375.287 at 357 ms) is replaced by the snap, so the highest
  // shown position is the step before it.
  @Test("Paging from 200 at rest settles on 375 after 357 ms, peaking near 375.287")
  func pagingFromRest() {
    var scroller = Fixtures.scroller(
      axis: .horizontal, contentLength: 1500, viewport: CGSize(width: 375, height: 600),
      paging: true)
    var recorder = ScrollerEventRecorder()
    scroller.setContentOffset(200, animated: false, at: 0, delegate: &recorder)
    scroller.fling(velocity: 0, at: 0, delegate: &recorder)
    var highest = 0.0
    scroller.run(from: 0, through: 0.356, frameRate: 1000, delegate: &recorder) { scroller, _ in
      highest = max(highest, scroller.offset)
    }
    #expect(scroller.phase == .paging)
    scroller.advance(to: 0.358, delegate: &recorder)
    #expect(scroller.phase == .idle)
    #expect(scroller.offset == 375)
    #expect(highest > 375.25 && highest < 375.287)
  }

  @Test("A paging fling from a page boundary moves one page", arguments: [1000.0, -1000])
  func pagingFlingFromBoundary(velocity: Double) {
    var scroller = Fixtures.scroller(
      axis: .horizontal, contentLength: 1500, viewport: CGSize(width: 375, height: 600),
      offset: 375, paging: true)
    var recorder = ScrollerEventRecorder()
    scroller.fling(velocity: velocity, at: 0, delegate: &recorder)
    scroller.advance(to: 2, delegate: &recorder)
    #expect(scroller.offset == (velocity > 0 ? 750 : 0))
  }

  @Test("setContentOffset animates for 0.3 s with ease-in-out")
  func animatedOffset() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.setContentOffset(1000, animated: true, at: 0, delegate: &recorder)
    #expect(scroller.phase == .animating)
    scroller.advance(to: 0.075, delegate: &recorder)
    #expect(abs(scroller.offset - 146.447) < 1e-3)
    scroller.advance(to: 0.15, delegate: &recorder)
    #expect(abs(scroller.offset - 500) < 1e-9)
    scroller.advance(to: 0.3, delegate: &recorder)
    #expect(scroller.offset == 1000)
    #expect(scroller.phase == .idle)
    #expect(recorder.milestones == [.event(.didEndScrollingAnimation)])
  }

  @Test("setContentOffset to where it already is sends nothing; unanimated sends one didScroll")
  func offsetCallsWithoutAnimation() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.setContentOffset(0, animated: true, at: 0, delegate: &recorder)
    scroller.advance(to: 1, delegate: &recorder)
    #expect(recorder.entries.isEmpty)
    scroller.setContentOffset(300, animated: false, at: 1, delegate: &recorder)
    #expect(recorder.entries == [.event(.didScroll)])
    #expect(scroller.offset == 300)
  }

  @Test("Programmatic offsets are clamped to the scrollable range")
  func offsetClamped() {
    var scroller = Fixtures.scroller(contentLength: 1000)
    var ignore = IgnoringScrollerDelegate()
    scroller.setContentOffset(5000, animated: false, at: 0, delegate: &ignore)
    #expect(scroller.offset == 156)
    scroller.setContentOffset(-50, animated: true, at: 0, delegate: &ignore)
    scroller.advance(to: 1, delegate: &ignore)
    #expect(scroller.offset == 0)
  }

  @Test("A content inset moves the range and the edges a fling bounces on")
  func insetHandling() {
    var scroller = Fixtures.scroller(
      contentLength: 1000, inset: Insets(top: 64, bottom: 34))
    #expect(scroller.offset == -64)
    #expect(scroller.minimumOffset == -64)
    #expect(scroller.maximumOffset == 190)
    var ignore = IgnoringScrollerDelegate()
    scroller.fling(velocity: -3000, at: 0, delegate: &ignore)
    scroller.advance(to: 3, delegate: &ignore)
    #expect(scroller.offset == -64)
    scroller.fling(velocity: 3000, at: 3, delegate: &ignore)
    scroller.advance(to: 6, delegate: &ignore)
    #expect(scroller.offset == 190)
  }

  @Test("Content that shrinks under a deceleration bounces back into the new range")
  func contentShrinksDuringDeceleration() {
    var scroller = Fixtures.scroller()
    var recorder = ScrollerEventRecorder()
    scroller.fling(velocity: 3000, at: 0, delegate: &recorder)
    scroller.advance(to: 0.5, delegate: &recorder)
    scroller.setContentSize(CGSize(width: 390, height: 1000), delegate: &recorder)
    #expect(scroller.phase == .bouncing)
    scroller.advance(to: 3, delegate: &recorder)
    #expect(scroller.offset == 156)
    #expect(recorder.milestones.filter { $0 == .event(.didEndDecelerating) }.count == 1)
  }

  @Test("At rest, a smaller content size clamps the offset with one didScroll")
  func contentShrinksAtRest() {
    var scroller = Fixtures.scroller(offset: 3000)
    var recorder = ScrollerEventRecorder()
    scroller.setContentSize(CGSize(width: 390, height: 1000), delegate: &recorder)
    #expect(scroller.offset == 156)
    #expect(recorder.entries == [.event(.didScroll)])
  }
}

extension Scroller {
  /// The scroller's clock in seconds.
  var time: TimeInterval { now / 1000 }
}
