import Foundation
import Testing

@testable import SwipeCore

@Suite("Swipe geometry")
struct SwipeGeometryTests {
  // T = 64, H = 260, B = 40 (the seed's SingleOneKindView with the scenario example's header).
  @Test(
    "Header and bar follow s, pin at T, and move down when pulled",
    arguments: [
      (0.0, 64.0, 324.0), (100, -36, 224), (260, -196, 64), (500, -196, 64), (-50, 114, 374),
    ])
  func headerAndBar(scrolled: Double, header: Double, bar: Double) {
    #expect(SwipeGeometry.headerTop(scrolled: scrolled, topInset: 64, headerHeight: 260) == header)
    #expect(SwipeGeometry.barTop(scrolled: scrolled, topInset: 64, headerHeight: 260) == bar)
    #expect(
      SwipeGeometry.firstRowTop(scrolled: scrolled, topInset: 64, headerHeight: 260, barHeight: 40)
        == 364 - scrolled)
  }

  @Test("A stretching header stays at T and grows when pulled down")
  func stretch() {
    #expect(
      SwipeGeometry.headerTop(scrolled: -50, topInset: 64, headerHeight: 260, stretches: true) == 64
    )
    #expect(SwipeGeometry.headerHeight(scrolled: -50, headerHeight: 260, stretches: true) == 310)
    #expect(SwipeGeometry.headerHeight(scrolled: 30, headerHeight: 260, stretches: true) == 260)
  }

  @Test("Without a header the bar sits at T, and with barScrollDisabled stays there when pulled")
  func barOnly() {
    #expect(SwipeGeometry.barTop(scrolled: 300, topInset: 64, headerHeight: 0) == 64)
    #expect(SwipeGeometry.barTop(scrolled: -40, topInset: 64, headerHeight: 0) == 104)
    #expect(
      SwipeGeometry.barTop(scrolled: -40, topInset: 64, headerHeight: 0, barScrollDisabled: true)
        == 64)
    // barScrollDisabled is ignored with a header, as in the seed.
    #expect(
      SwipeGeometry.barTop(scrolled: 100, topInset: 64, headerHeight: 260, barScrollDisabled: true)
        == 224)
  }

  @Test(
    "Alignment copies s while the header shows, else keeps the page's own (at least H)",
    arguments: [
      (100.0, 500.0, 100.0), (0, 300, 0), (260, 0, 260), (400, 0, 260), (400, 700, 700),
      (400, 900, 800), (-30, 50, 0),
    ])
  func alignment(current: Double, other: Double, expected: Double) {
    #expect(
      SwipeGeometry.alignedScroll(
        current: current, other: other, headerHeight: 260, otherMaximum: 800)
        == expected)
  }

  @Test("Short content is padded to reach s = H; long content is not")
  func padding() {
    // V − T − B = 740: 300 pt of rows need 440 pt of padding.
    let padding = SwipeGeometry.bottomPadding(
      contentHeight: 300, viewportHeight: 844, topInset: 64, barHeight: 40)
    #expect(padding == 440)
    #expect(
      SwipeGeometry.maximumScroll(
        contentHeight: 300, padding: padding, viewportHeight: 844, reservedTop: 364) == 260)
    #expect(
      SwipeGeometry.bottomPadding(
        contentHeight: 900, viewportHeight: 844, topInset: 64, barHeight: 40)
        == 0)
  }

  @Test(
    "The current index switches at half a width",
    arguments: [(0.0, 0), (194.9, 0), (195, 1), (780, 2)]
  )
  func currentIndex(offset: Double, index: Int) {
    #expect(SwipeGeometry.currentIndex(pagerOffset: offset, pageWidth: 390, pageCount: 3) == index)
  }

  @Test("Index, progress and visible pages stay inside the pages")
  func clamping() {
    #expect(SwipeGeometry.currentIndex(pagerOffset: -300, pageWidth: 390, pageCount: 3) == 0)
    #expect(SwipeGeometry.progress(pagerOffset: 2000, pageWidth: 390, pageCount: 3) == 2)
    #expect(SwipeGeometry.progress(pagerOffset: 585, pageWidth: 390, pageCount: 3) == 1.5)
    #expect(SwipeGeometry.visiblePages(pagerOffset: 100, pageWidth: 390, pageCount: 3) == 0...1)
    #expect(SwipeGeometry.visiblePages(pagerOffset: 390, pageWidth: 390, pageCount: 3) == 1...1)
    #expect(SwipeGeometry.visiblePages(pagerOffset: -40, pageWidth: 390, pageCount: 3) == 0...0)
    #expect(SwipeGeometry.visiblePages(pagerOffset: 0, pageWidth: 390, pageCount: 0) == nil)
    #expect(SwipeGeometry.currentIndex(pagerOffset: .nan, pageWidth: 390, pageCount: 3) == 0)
  }

  @Test(
    "Right to left the pager's physical offset is the logical one mirrored, and back",
    arguments: [
      (0.0, LayoutDirection.rightToLeft, 1170.0), (390, .rightToLeft, 780), (1170, .rightToLeft, 0),
      (-40, .rightToLeft, 1210), (1200, .rightToLeft, -30), (585, .leftToRight, 585),
    ])
  func mirroredPagerOffset(logical: Double, direction: LayoutDirection, physical: Double) {
    let mirrored = SwipeGeometry.mirroredPagerOffset(
      logical, maximumOffset: 1170, direction: direction)
    #expect(mirrored == physical)
    #expect(
      SwipeGeometry.mirroredPagerOffset(mirrored, maximumOffset: 1170, direction: direction)
        == logical)
  }
}
