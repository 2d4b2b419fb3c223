import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCompositional
@testable import SwipeCore
@testable import SwipeLayouts
@testable import SwipeScenario

/// A touch that stops a snapping motion without dragging lets the view settle on the nearest
/// anchor when it lifts (DESIGN.md §4, "Snapping always ends on an anchor").
@Suite("Snapping after a catch")
struct SnapSettleTests {
  /// The zodiac strip thrown by a short drag, then caught by a touch at 0.2 s.
  static func caughtZodiac(lift: TouchPhase, moveTo move: CGPoint? = nil)
    -> (Carousel, ScrollerEventRecorder)
  {
    var carousel = PagingByCellTests.zodiac()
    var recorder = ScrollerEventRecorder()
    let drag = DragGesture(
      from: CGPoint(x: 300, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1)
    for touch in drag.touches(startingAt: 0, frameRate: 120) {
      carousel.touch(touch.phase, at: touch.point, time: touch.time, delegate: &recorder)
    }
    carousel.touchDown(at: CGPoint(x: 200, y: 100), at: 0.2, delegate: &recorder)
    if let move { carousel.touchMoved(to: move, at: 0.25, delegate: &recorder) }
    recorder.clear()
    carousel.touch(lift, at: nil, time: 0.3, delegate: &recorder)
    return (carousel, recorder)
  }

  @Test("The zodiac strip caught mid-spring settles on 324 instead of resting at 268.363")
  func zodiacCatch() {
    var (carousel, recorder) = Self.caughtZodiac(lift: .up)
    #expect(abs(carousel.scroller.offset - 268.363) < 0.001)
    #expect(carousel.scroller.phase == .paging)
    #expect(recorder.milestones == [.event(.willBeginDecelerating)])
    carousel.advance(to: 0.620, delegate: &recorder)
    #expect(carousel.scroller.phase == .paging)
    carousel.advance(to: 0.621, delegate: &recorder)
    #expect(carousel.scroller.phase == .idle)
    #expect(carousel.scroller.offset == 324)
    #expect(carousel.currentPage == 1)
    #expect(recorder.milestones.last == .event(.didEndDecelerating))
  }

  @Test(
    "A cancelled catch, or one whose finger moved across the strip, settles too",
    arguments: [
      (TouchPhase.cancel, nil), (.up, CGPoint(x: 200, y: 180)), (.up, CGPoint(x: 205, y: 102)),
    ] as [(TouchPhase, CGPoint?)])
  func otherCatches(lift: TouchPhase, move: CGPoint?) {
    var (carousel, recorder) = Self.caughtZodiac(lift: lift, moveTo: move)
    carousel.advance(to: 2, delegate: &recorder)
    #expect(carousel.scroller.offset == 324)
  }

  @Test("A right-to-left strip settles on its mirrored anchor")
  func rightToLeftCatch() {
    var carousel = PagingByCellTests.zodiac(.rightToLeft)
    var ignore = IgnoringScrollerDelegate()
    carousel.fling(velocity: -3000, at: 0, delegate: &ignore)
    carousel.touchDown(at: CGPoint(x: 200, y: 100), at: 0.1, delegate: &ignore)
    let stopped = carousel.scroller.offset
    #expect(stopped < 3564 && stopped > 3564 - 324)
    carousel.touchUp(at: 0.15, delegate: &ignore)
    carousel.advance(to: 2, delegate: &ignore)
    let nearest = abs(stopped - 3564) < abs(stopped - 3240) ? 3564.0 : 3240
    #expect(carousel.scroller.offset == nearest)
  }

  @Test("An animated scrollToPage caught by a touch settles on the nearest page")
  func animationCatch() {
    var carousel = PagingByCellTests.zodiac()
    var ignore = IgnoringScrollerDelegate()
    carousel.scrollToPage(5, animated: true, at: 0, delegate: &ignore)
    carousel.touchDown(at: CGPoint(x: 200, y: 100), at: 0.1, delegate: &ignore)
    let stopped = carousel.scroller.offset
    carousel.touchUp(at: 0.2, delegate: &ignore)
    carousel.advance(to: 2, delegate: &ignore)
    #expect(carousel.scroller.offset == (stopped / 324).rounded() * 324)
  }

  // MARK: - Orthogonal rows

  /// Throws the banner row with a fling and catches it 0.1 s later at `point`.
  static func caughtRow(_ behavior: OrthogonalScrollingBehavior) throws
    -> CompositionalCollection
  {
    var collection = try OrthogonalScrollingTests.collection(behavior)
    var ignore = IgnoringScrollerDelegate()
    collection.fling(section: 0, velocity: 2500, at: 0, delegate: &ignore)
    collection.touch(.down, at: CGPoint(x: 200, y: 100), time: 0.1, delegate: &ignore)
    return collection
  }

  static func anchors(_ collection: CompositionalCollection) throws -> [Double] {
    try #require(collection.orthogonalScrollers[0]?.restingAnchors)
  }

  @Test(
    "A caught row settles on an anchor when the finger lifts",
    arguments: [OrthogonalScrollingBehavior.groupPaging, .groupPagingCentered, .paging])
  func rowCatch(behavior: OrthogonalScrollingBehavior) throws {
    var collection = try Self.caughtRow(behavior)
    var ignore = IgnoringScrollerDelegate()
    let stopped = OrthogonalScrollingTests.offset(collection)
    let anchors = try Self.anchors(collection)
    #expect(!anchors.contains(stopped))
    collection.touch(.up, at: nil, time: 0.2, delegate: &ignore)
    collection.advance(to: 3, delegate: &ignore)
    let nearest = try #require(anchors.min { abs($0 - stopped) < abs($1 - stopped) })
    #expect(OrthogonalScrollingTests.offset(collection) == nearest)
  }

  @Test("A caught row whose touch became a drag of the list settles when the finger lifts")
  func rowCatchThenListDrag() throws {
    var collection = try Self.caughtRow(.groupPaging)
    var ignore = IgnoringScrollerDelegate()
    let stopped = OrthogonalScrollingTests.offset(collection)
    for (index, y) in stride(from: 100.0, through: 20, by: -10).enumerated() {
      let time = 0.1 + Double(index + 1) / 120
      collection.touch(.move, at: CGPoint(x: 200, y: y), time: time, delegate: &ignore)
    }
    #expect(collection.scroller.isDragging)
    #expect(collection.contentOffset.y > 50)
    #expect(OrthogonalScrollingTests.offset(collection) == stopped)
    collection.touch(.up, at: nil, time: 0.2, delegate: &ignore)
    collection.advance(to: 3, delegate: &ignore)
    #expect(try Self.anchors(collection).contains(OrthogonalScrollingTests.offset(collection)))
  }

  @Test("A fling while a finger holds a caught row lifts that finger: the row settles")
  func flingLiftsTheFinger() throws {
    var collection = try Self.caughtRow(.groupPaging)
    var ignore = IgnoringScrollerDelegate()
    collection.fling(velocity: 1500, at: 0.2, delegate: &ignore)
    collection.advance(to: 4, delegate: &ignore)
    #expect(!collection.isMoving)
    #expect(collection.contentOffset.y > 100)
    #expect(try Self.anchors(collection).contains(OrthogonalScrollingTests.offset(collection)))
    // The next touch is a new one, and the row answers it.
    collection.touch(
      .down, at: CGPoint(x: 300, y: 100 - collection.contentOffset.y), time: 4,
      delegate: &ignore)
    #expect(collection.isTouching)
  }

  @Test("A second finger down is ignored until the first lifts")
  func oneFingerAtATime() throws {
    var collection = try Self.caughtRow(.groupPaging)
    var ignore = IgnoringScrollerDelegate()
    collection.touch(.down, at: CGPoint(x: 200, y: 500), time: 0.15, delegate: &ignore)
    #expect(collection.touchedSection == 0)
    collection.touch(.up, at: nil, time: 0.2, delegate: &ignore)
    collection.advance(to: 3, delegate: &ignore)
    #expect(try Self.anchors(collection).contains(OrthogonalScrollingTests.offset(collection)))
  }

  @Test("A new layout while a paged row moves puts it on a page")
  func newLayoutMidMotion() throws {
    var collection = try OrthogonalScrollingTests.collection(.paging)
    var ignore = IgnoringScrollerDelegate()
    collection.fling(section: 0, velocity: 2500, at: 0, delegate: &ignore)
    collection.advance(to: 0.1, delegate: &ignore)
    collection.setLayout(collection.layout, at: 0.1, delegate: &ignore)
    let row = try #require(collection.orthogonalScrollers[0])
    #expect(row.scroller.phase == .idle)
    #expect(try Self.anchors(collection).contains(row.offset))
  }
}
