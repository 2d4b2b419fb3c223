import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeLayouts
@testable import SwipeScenario

/// Every Double → Int conversion is checked or clamped (DESIGN.md §9c): huge content, tiny
/// viewports, far-future times and absurd counts through the public API never trap.
@Suite("Extreme sizes through the public API")
struct ExtremeSizeTests {
  @Test(
    "A saturating conversion clamps to Int's range and maps NaN to 0",
    arguments: [
      (Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min), (1e300, Int.max),
      (-1e300, Int.min), (9_223_372_036_854_775_808.0, Int.max),
      (-9_223_372_036_854_775_808.0, Int.min),
      (9_223_372_036_854_774_784.0, 9_223_372_036_854_774_784), (-2.9, -2), (2.9, 2), (0, 0),
    ])
  func saturating(value: Double, expected: Int) {
    #expect(Int(saturating: value) == expected)
  }

  /// A paging scroller dragged by `distance` points (finger movement) in 0.1 s, released and
  /// played to rest.
  static func settlePaging(contentLength: Double, viewport: CGSize, distance: Double) -> Scroller {
    var scroller = Fixtures.scroller(
      contentLength: contentLength, viewport: viewport, offset: 0, paging: true)
    var ignore = IgnoringScrollerDelegate()
    scroller.play(
      DragGesture(
        from: CGPoint(x: 10, y: 500), to: CGPoint(x: 10, y: 500 + distance), duration: 0.1),
      at: 0, delegate: &ignore)
    scroller.run(from: 0.1, through: 3, delegate: &ignore) { scroller, _ in
      #expect(scroller.offset.isFinite)
    }
    return scroller
  }

  @Test(
    "A paging scroller with more pages than an Int can count settles on a page",
    arguments: [(1e22, 844.0), (5000, 1e-300), (1e300, 1e-300), (1e308, .leastNonzeroMagnitude)])
  func hugePageCounts(contentLength: Double, viewportHeight: Double) {
    let viewport = CGSize(width: 390, height: viewportHeight)
    for distance in [0.0, -300, 300] {
      let scroller = Self.settlePaging(
        contentLength: contentLength, viewport: viewport, distance: distance)
      #expect(scroller.offset.isFinite)
      #expect(scroller.offset >= scroller.minimumOffset)
      #expect(scroller.offset <= scroller.maximumOffset)
    }
  }

  @Test("A paging scroller of normal size still lands on whole pages")
  func normalPaging() {
    let scroller = Self.settlePaging(
      contentLength: 844 * 5, viewport: CGSize(width: 390, height: 844), distance: -300)
    #expect(scroller.offset == 844)
    #expect(scroller.phase == .idle)
  }

  @Test("The page a release settles on is clamped however large the page count")
  func targetPage() {
    #expect(
      PagingSpring.targetPage(offset: 1e300, velocity: 0, pageSize: 1e-300, lastPage: Int.max)
        == Int.max)
    #expect(
      PagingSpring.targetPage(offset: -1e300, velocity: -1, pageSize: 1e-300, lastPage: Int.max)
        == 0)
    #expect(
      PagingSpring.targetPage(offset: 5, velocity: 0, pageSize: .leastNonzeroMagnitude, lastPage: 3)
        == 3)
    #expect(PagingSpring.targetPage(offset: 600, velocity: 1, pageSize: 375, lastPage: 4) == 2)
    #expect(
      PagingSpring.targetPage(offset: 1e300, velocity: 0, pageSize: 1e-300, lastPage: .infinity)
        == 1e300 / 1e-300)
  }

  @Test("A paging motion advanced to a far-future time snaps instead of trapping")
  func farFuture() {
    var scroller = Fixtures.scroller(contentLength: 844 * 5, offset: 0, paging: true)
    var ignore = IgnoringScrollerDelegate()
    scroller.touchDown(at: CGPoint(x: 10, y: 700), at: 0, delegate: &ignore)
    scroller.touchMoved(to: CGPoint(x: 10, y: 400), at: 0.1, delegate: &ignore)
    scroller.touchUp(at: 0.1, delegate: &ignore)
    #expect(scroller.phase == .paging)
    scroller.advance(to: 1e300, delegate: &ignore)
    #expect(scroller.offset == 844)
    #expect(scroller.phase == .idle)
  }

  @Test(
    "Pager geometry with extreme widths and offsets stays within the pages",
    arguments: [
      (1e300, 1e-300), (-1e300, 1e-300), (1e308, .leastNonzeroMagnitude),
      (-1e308, .leastNonzeroMagnitude), (0, .infinity),
      (1e308, 1e308), (-1e308, 1e308),
    ])
  func pagerGeometry(offset: Double, width: Double) {
    for count in [1, 4, Int.max] {
      let index = SwipeGeometry.currentIndex(
        pagerOffset: offset, pageWidth: width, pageCount: count)
      #expect((0..<count).contains(index))
      let progress = SwipeGeometry.progress(pagerOffset: offset, pageWidth: width, pageCount: count)
      #expect(progress.isFinite)
      let visible = SwipeGeometry.visiblePages(
        pagerOffset: offset, pageWidth: width, pageCount: count)
      #expect(visible.map { $0.lowerBound >= 0 && $0.upperBound < count } == true)
    }
  }

  @Test("A release may move at most the page count, whatever maxPagesPerFling says")
  func hugeReach() {
    let anchors = [0.0, 100, 200, 300]
    #expect(
      PagingByCell.targetPage(
        releaseOffset: 300, velocity: 1, startPage: 2, anchors: anchors, maxPagesPerFling: .max)
        == 3)
    #expect(
      PagingByCell.targetPage(
        releaseOffset: 50, velocity: -1, startPage: 3, anchors: anchors, maxPagesPerFling: .max)
        == 0, "dragged back past two cells: the page behind the release")
    #expect(
      PagingByCell.targetPage(
        releaseOffset: 0, velocity: 0, startPage: .max, anchors: anchors, maxPagesPerFling: .max)
        == 0)
  }

  @Test("A container in a 10⁻³⁰⁰-point-wide viewport swipes without trapping")
  func tinyContainer() {
    let pages = SwipeSceneDataSource(pages: Array(repeating: .init(contentHeight: 5000), count: 4))
    let container = SwipeContainer(
      viewportSize: CGSize(width: 1e-300, height: 844), topInset: 64, headerHeight: 200,
      barHeight: 40)
    container.dataSource = pages
    container.touchDown(at: CGPoint(x: 300, y: 500), time: 0)
    container.touchMoved(to: CGPoint(x: 10, y: 500), time: 0.05)
    container.touchUp(time: 0.05)
    container.advance(to: 2)
    #expect((0..<4).contains(container.currentIndex))
    #expect(container.pagerOffset.isFinite)
  }

  @Test("Sample times built in code are kept within the playable window")
  func samplingInCode() {
    #expect(Sampling.every(1e-300, until: 600).times.count == InputLimits.maximumSamples + 1)
    #expect(Sampling.every(0.5, until: 1e300).times.last == 600)
    #expect(Sampling.every(.nan, until: 3).times == [0])
    #expect(Sampling.every(0.1, until: -1).times == [0])
    #expect(Sampling.at([2, .nan, -1, 1e300, .infinity, 1]).times == [1, 2])
  }
}
