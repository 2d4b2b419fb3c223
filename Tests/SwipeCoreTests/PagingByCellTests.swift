import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeLayouts
@testable import SwipeScenario

@Suite("Paging by cell")
struct PagingByCellTests {
  /// ATPagingByCell's strip: 12 cells of 314 pt, 10 pt apart, 38 pt side insets, in 390 pt.
  static let zodiacAnchors = (0..<12).map { Double($0) * 324 }

  @Test("Centred anchors of the zodiac strip are multiples of the cell stride")
  func zodiacAnchors() {
    let cells = (0..<12).map { (minX: 38 + Double($0) * 324, width: 314.0) }
    let anchors = PagingByCell.anchors(
      cells: cells, viewportWidth: 390, leadingInset: 38, alignment: .center, maximumOffset: 3564)
    #expect(anchors == Self.zodiacAnchors)
    let leading = PagingByCell.anchors(
      cells: cells, viewportWidth: 390, leadingInset: 38, alignment: .leading, maximumOffset: 3564)
    #expect(leading == Self.zodiacAnchors)
  }

  @Test(
    "Release rule: fast flicks move one page, slow drags snap to the nearest",
    arguments: [
      // (release offset, velocity pt/ms, start page, expected page)
      (324.0, 5.0, 1, 2), (324, -5, 1, 0),  // fast flicks from rest, both directions
      (500, 50, 1, 2),  // however fast the flick: one page
      (900, 50, 1, 3), (900, 5, 0, 3),  // dragged past a cell: the page ahead, never behind
      (648, 5, 1, 3), (648, -5, 3, 1),  // released on an anchor: the fling still moves
      (100, -5, 2, 0),  // dragged back past a cell, flicked back: the page behind the release
      (400, 5, 3, 4),  // dragged back, flicked forward: one page on from the start
      (.nan, 5, 2, 3), (.nan, -5, 2, 1),  // no offset: one page from the start
      (0, -3, 0, 0),  // first page: a backward flick stays
      (3564, 3, 11, 11),  // last page: a forward flick stays
      (400, 0.1, 1, 1), (500, 0.1, 1, 2), (486, 0, 1, 1),  // slow: nearest (ties to the lower)
      (1400, 0, 1, 2),  // slow drag far away: still at most one page from the start
      (700, -0.5, 2, 1),  // velocity wins over where the finger dragged
      (324, 0.29, 1, 1), (324, 0.3, 1, 2),  // the fling threshold
    ])
  func releaseRule(offset: Double, velocity: Double, start: Int, expected: Int) {
    #expect(
      PagingByCell.targetPage(
        releaseOffset: offset, velocity: velocity, startPage: start,
        anchors: Self.zodiacAnchors) == expected)
  }

  @Test("A strip at rest between cells settles on the nearest; on a cell it stays")
  func settlePage() {
    let anchors = Self.zodiacAnchors
    #expect(PagingByCell.settlePage(restingAt: 100, anchors: anchors) == 0)
    #expect(PagingByCell.settlePage(restingAt: 200, anchors: anchors) == 1)
    #expect(PagingByCell.settlePage(restingAt: 324.4, anchors: anchors) == nil, "on a cell")
    #expect(PagingByCell.settlePage(restingAt: 324.6, anchors: anchors) == 1)
    #expect(PagingByCell.settlePage(restingAt: 9000, anchors: anchors) == 11, "past the end")
    #expect(PagingByCell.settlePage(restingAt: .nan, anchors: anchors) == nil)
    #expect(PagingByCell.settlePage(restingAt: 50, anchors: []) == nil)
  }

  @Test("maxPagesPerFling widens the reach of slow drags; a flick moves one page from the start")
  func maxPagesPerFling() {
    #expect(
      PagingByCell.targetPage(
        releaseOffset: 1400, velocity: 0, startPage: 1, anchors: Self.zodiacAnchors,
        maxPagesPerFling: 3) == 4)
    #expect(
      PagingByCell.targetPage(
        releaseOffset: 500, velocity: 4, startPage: 1, anchors: Self.zodiacAnchors,
        maxPagesPerFling: 3) == 2)
  }

  @Test("Variable widths: anchors come from the real frames; the last ones merge at the end")
  func variableWidths() {
    let widths = [100.0, 300, 150, 200, 80, 80]
    var x = 10.0
    var cells: [(minX: Double, width: Double)] = []
    for width in widths {
      cells.append((x, width))
      x += width + 10
    }
    let content = x - 10 + 10
    let maximum = content - 390
    let leading = PagingByCell.anchors(
      cells: cells, viewportWidth: 390, leadingInset: 10, alignment: .leading,
      maximumOffset: maximum)
    #expect(leading == [0, 110, 420, 580, maximum])
    let centre = PagingByCell.anchors(
      cells: cells, viewportWidth: 390, leadingInset: 10, alignment: .center,
      maximumOffset: maximum)
    #expect(centre.first == 0)
    #expect(centre.last == maximum)
    #expect(centre == centre.sorted())
  }

  @Test("Nearest page by binary search, ties to the lower page")
  func nearest() {
    #expect(PagingByCell.nearestPage(to: 162, anchors: Self.zodiacAnchors) == 0)
    #expect(PagingByCell.nearestPage(to: 162.1, anchors: Self.zodiacAnchors) == 1)
    #expect(PagingByCell.nearestPage(to: -50, anchors: Self.zodiacAnchors) == 0)
    #expect(PagingByCell.nearestPage(to: 1e9, anchors: Self.zodiacAnchors) == 11)
    #expect(PagingByCell.nearestPage(to: .nan, anchors: Self.zodiacAnchors) == 0)
    #expect(PagingByCell.nearestPage(to: 5, anchors: []) == 0)
  }

  // MARK: - The carousel engine

  static func zodiac(_ direction: LayoutDirection = .leftToRight) -> Carousel {
    Carousel(
      configuration: .init(
        itemWidths: Array(repeating: 314, count: 12), spacing: 10, leadingInset: 38,
        trailingInset: 38, layoutDirection: direction),
      viewport: CGSize(width: 390, height: 300))
  }

  static func flick(_ carousel: inout Carousel, by dx: Double, at time: Double) {
    var ignore = IgnoringScrollerDelegate()
    let drag = DragGesture(
      from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200 + dx, y: 100), duration: 0.05)
    for touch in drag.touches(startingAt: time, frameRate: 120) {
      carousel.touch(touch.phase, at: touch.point, time: touch.time, delegate: &ignore)
    }
  }

  @Test("Every fast flick moves exactly one cell, however fast", arguments: [-150.0, -300, -320])
  func oneCellPerFlick(dx: Double) {
    var carousel = Self.zodiac()
    var ignore = IgnoringScrollerDelegate()
    for step in 0..<5 {
      Self.flick(&carousel, by: dx, at: Double(step))
      carousel.advance(to: Double(step) + 0.9, delegate: &ignore)
      #expect(carousel.currentPage == step + 1)
      #expect(carousel.scroller.offset == Double(step + 1) * 324)
    }
  }

  @Test(
    "A flick that dragged past a cell goes on to the cell ahead, never back",
    arguments: [-400.0, -600])
  func flickPastACell(dx: Double) {
    var carousel = Self.zodiac()
    var ignore = IgnoringScrollerDelegate()
    var page = 0
    for step in 0..<3 {
      Self.flick(&carousel, by: dx, at: Double(step))
      // Where the finger let go: `-dx` past the page it started on.
      let released = Double(page) * 324 - dx
      carousel.advance(to: Double(step) + 0.9, delegate: &ignore)
      // The first cell ahead of the release: 400 and 600 pt pass one cell.
      page += 2
      #expect(carousel.currentPage == page)
      #expect(carousel.scroller.offset == Double(page) * 324)
      #expect(carousel.scroller.offset > released, "it moves on with the flick")
    }
  }

  @Test("A flick during the motion counts from the page it was heading to")
  func retargetDuringMotion() {
    var carousel = Self.zodiac()
    var ignore = IgnoringScrollerDelegate()
    Self.flick(&carousel, by: -200, at: 0)
    carousel.advance(to: 0.12, delegate: &ignore)
    #expect(carousel.scroller.phase == .paging)
    Self.flick(&carousel, by: -200, at: 0.12)
    carousel.advance(to: 2, delegate: &ignore)
    #expect(carousel.currentPage == 2)
  }

  @Test("Right to left starts at the right end, and a flick to the right advances")
  func rightToLeft() {
    var carousel = Self.zodiac(.rightToLeft)
    var ignore = IgnoringScrollerDelegate()
    #expect(carousel.scroller.offset == 3564)
    #expect(carousel.currentPage == 0)
    #expect(Double(carousel.itemFrames[0].maxX) == 3954 - 38)
    Self.flick(&carousel, by: 200, at: 0)
    carousel.advance(to: 1, delegate: &ignore)
    #expect(carousel.currentPage == 1)
    #expect(carousel.scroller.offset == 3564 - 324)
  }

  @Test("The last page is reachable and stable; scrollToPage clamps")
  func lastPage() {
    var carousel = Self.zodiac()
    var ignore = IgnoringScrollerDelegate()
    carousel.scrollToPage(99, animated: true, at: 0, delegate: &ignore)
    carousel.advance(to: 1, delegate: &ignore)
    #expect(carousel.currentPage == 11)
    Self.flick(&carousel, by: -300, at: 1)
    carousel.advance(to: 3, delegate: &ignore)
    #expect(carousel.currentPage == 11)
    #expect(carousel.scroller.offset == 3564)
  }
}
