import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

@Suite("Swipe container")
struct SwipeContainerTests {
  static func vertical(_ from: Double, _ to: Double, hold: Double = 0.1) -> DragGesture {
    DragGesture(
      from: CGPoint(x: 195, y: from), to: CGPoint(x: 195, y: to), duration: 0.2, hold: hold)
  }

  /// A horizontal drag of a left-to-right test, mirrored right to left (`x → 390 − x`).
  static func horizontal(
    _ from: Double, _ to: Double, duration: Double = 0.2,
    direction: LayoutDirection = .leftToRight
  ) -> DragGesture {
    direction.drag(
      DragGesture(from: CGPoint(x: from, y: 600), to: CGPoint(x: to, y: 600), duration: duration))
  }

  @Test("At rest the header sits at T and the bar below it; only the current page is loaded")
  func initialState() {
    let (container, pages) = Fixtures.container()
    #expect(container.headerFrame == CGRect(x: 0, y: 64, width: 390, height: 260))
    #expect(container.barFrame == CGRect(x: 0, y: 324, width: 390, height: 40))
    #expect(container.loadedPages.map(\.index) == [0])
    #expect(pages.requests == [0])
    #expect(container.currentPage?.scroller.contentInset.top == 364)
    #expect(SwipeInvariants.problems(in: container).isEmpty)
  }

  @Test("A short vertical drag collapses the header partly; the bar follows it")
  func partialCollapse() {
    let (container, _) = Fixtures.container()
    container.play(Self.vertical(700, 600), at: 0)
    // 24 moves of 4.17 pt: the slop is crossed at the third (12.5 pt), so the list moves by the
    // remaining 87.5 pt.
    let s = container.currentScroll
    #expect(abs(s - 87.5) < 1e-9)
    #expect(abs(Double(container.headerFrame?.minY ?? 0) - (64 - s)) < 1e-9)
    #expect(abs(Double(container.barFrame?.minY ?? 0) - (324 - s)) < 1e-9)
  }

  @Test("Scrolling past H pins the bar at T and hides the header behind it")
  func pinnedBar() {
    let (container, _) = Fixtures.container(heights: [3000])
    container.play(Self.vertical(800, 200), at: 0)
    #expect(container.currentScroll > 260)
    #expect(container.barFrame?.minY == 64)
    #expect(container.headerFrame?.minY == -196)
  }

  @Test(
    "A page appearing while the header shows takes the current page's position",
    arguments: LayoutDirection.cases)
  func alignmentWhileHeaderShows(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(direction: direction)
    container.play(Self.vertical(700, 600), at: 0)
    let s = container.currentScroll
    container.play(Self.horizontal(300, 250, duration: 0.05, direction: direction), at: 1)
    #expect(container.loadedPage(at: 1) != nil)
    #expect(container.scrolled(pageAt: 1) == s)
    container.advance(to: 3)
    #expect(container.currentIndex == 1)
    #expect(abs(Double(container.headerFrame?.minY ?? 0) - (64 - s)) < 1e-9)
  }

  @Test(
    "A page appearing while the bar is pinned keeps its own position, at least H",
    arguments: LayoutDirection.cases)
  func alignmentWhilePinned(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000], direction: direction)
    // Page 1 scrolled far down earlier, page 0 just past the pin.
    container.scrollToItem(at: 1, animated: false)
    container.setCurrentPageOffset(1000 - 364, animated: false)
    container.scrollToItem(at: 0, animated: false)
    #expect(container.scrolled(pageAt: 1) == 1000)
    container.setCurrentPageOffset(300 - 364, animated: false)
    container.scrollToItem(at: 1, animated: true)
    container.run(from: container.now, through: 1)
    #expect(container.scrolled(pageAt: 1) == 1000)
    // Page 2 had never scrolled: it appears at H so the bar stays pinned.
    container.scrollToItem(at: 2, animated: true)
    container.run(from: container.now, through: 2)
    #expect(container.scrolled(pageAt: 2) == 260)
  }

  @Test("Short pages are padded to collapse the header; without padding they cannot")
  func shortPagePadding() {
    let (container, _) = Fixtures.container(heights: [300])
    #expect(container.currentPage?.padding == 440)
    container.play(Self.vertical(800, 100), at: 0)
    container.advance(to: 3)
    #expect(container.currentScroll == 260)
    #expect(container.barFrame?.minY == 64)

    let (plain, _) = Fixtures.container(heights: [300])
    plain.adjustsContentSize = false
    #expect(plain.currentPage?.padding == 0)
    plain.play(Self.vertical(800, 100), at: 0)
    plain.advance(to: 3)
    #expect(plain.currentScroll == 0)
  }

  @Test(
    "The current index switches at half a page width, and progress follows continuously",
    arguments: LayoutDirection.cases)
  func indexAtHalfWidth(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(direction: direction)
    let log = ContainerCallLog()
    container.delegate = log
    container.touchDown(at: direction.point(x: 300, y: 600), time: 0)
    container.touchMoved(to: direction.point(x: 290, y: 600), time: 0.01)
    container.touchMoved(to: direction.point(x: 96, y: 600), time: 0.2)
    #expect(container.pagerOffset == direction.pagerOffset(194, pageCount: 4))
    #expect(container.currentIndex == 0)
    container.touchMoved(to: direction.point(x: 94, y: 600), time: 0.21)
    #expect(container.currentIndex == 1)
    #expect(abs(container.progress - 196.0 / 390) < 1e-12)
    #expect(log.milestones == [.willBeginDragging, .currentIndexDidChange(1)])
  }

  @Test(
    "Axis lock: a mostly horizontal drag swipes, a mostly vertical one scrolls",
    arguments: LayoutDirection.cases)
  func axisLock(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(direction: direction)
    container.play(
      direction.drag(
        DragGesture(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 200, y: 560), duration: 0.2)),
      at: 0)
    #expect(container.currentScroll == 0)
    #expect(direction.pagerOffset(container.pagerOffset, pageCount: 4) > 0)
    #expect(container.progress > 0)
    container.advance(to: 2)
    let (other, _) = Fixtures.container(direction: direction)
    other.play(
      direction.drag(
        DragGesture(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 260, y: 500), duration: 0.2)),
      at: 0)
    #expect(other.pagerOffset == direction.pagerOffset(0, pageCount: 4))
    #expect(other.currentScroll > 0)
  }

  @Test("A vertical drag on the header scrolls the page with the same physics, fling included")
  func headerDrag() {
    let (onHeader, _) = Fixtures.container(heights: [3000])
    let (onList, _) = Fixtures.container(heights: [3000])
    onHeader.play(Self.vertical(300, 150, hold: 0), at: 0)  // starts on the header
    onList.play(Self.vertical(800, 650, hold: 0), at: 0)  // starts on the list
    #expect(onHeader.currentPage?.scroller.phase == .decelerating)
    for time in [0.3, 0.6, 1.0, 3.0] {
      onHeader.advance(to: time)
      onList.advance(to: time)
      #expect(onHeader.currentScroll == onList.currentScroll)
    }
    #expect(onHeader.currentScroll > 260)
  }

  @Test("Pulling the header down rubber-bands and bounces back; a touch stops a deceleration")
  func pullDownAndStop() {
    let (container, _) = Fixtures.container(heights: [3000])
    container.play(Self.vertical(300, 500), at: 0)
    #expect(container.currentScroll < 0)
    #expect(container.headerFrame?.minY ?? 0 > 64)
    container.advance(to: 2)
    #expect(container.currentScroll == 0)
    container.play(Self.vertical(800, 500, hold: 0), at: 3)
    container.advance(to: 3.4)
    let moving = container.currentScroll
    container.touchDown(at: CGPoint(x: 100, y: 600), time: 3.4)
    container.advance(to: 4)
    #expect(container.currentScroll == moving)
  }

  @Test(
    "scrollToItem animates across pages, aligning each one before it appears",
    arguments: LayoutDirection.cases)
  func scrollToItemAnimated(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(direction: direction)
    let log = ContainerCallLog()
    container.delegate = log
    container.play(Self.vertical(700, 620), at: 0)
    let s = container.currentScroll
    container.scrollToItem(at: 3, animated: true)
    container.run(from: container.now, through: 2) { container in
      #expect(SwipeInvariants.problems(in: container).isEmpty)
    }
    #expect(container.currentIndex == 3)
    #expect(container.pagerOffset == direction.pagerOffset(3 * 390, pageCount: 4))
    #expect(container.scrolled(pageAt: 3) == s)
    #expect(
      log.milestones == [
        .currentIndexDidChange(1), .currentIndexDidChange(2), .currentIndexDidChange(3),
        .didEndScrollingAnimation,
      ])
  }

  @Test(
    "scrollToItem without animation jumps; out-of-range indices are clamped",
    arguments: LayoutDirection.cases)
  func scrollToItemJump(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(direction: direction)
    let log = ContainerCallLog()
    container.delegate = log
    container.scrollToItem(at: 99, animated: false)
    #expect(container.currentIndex == 3)
    #expect(container.loadedPages.map(\.index).sorted() == [0, 3])
    #expect(log.milestones == [.currentIndexDidChange(3)])
    #expect(container.pagerOffset == direction.pagerOffset(1170, pageCount: 4))
    container.scrollToItem(at: -5, animated: false)
    #expect(container.currentIndex == 0)
    #expect(container.pagerOffset == direction.pagerOffset(0, pageCount: 4))
  }

  @Test(
    "A horizontal swipe sends the pager's delegate calls in UIKit's order",
    arguments: LayoutDirection.cases)
  func swipeCallOrder(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(direction: direction)
    let log = ContainerCallLog()
    container.delegate = log
    container.play(Self.horizontal(300, 100, direction: direction), at: 0)
    container.run(from: container.now, through: 2)
    #expect(
      log.milestones == [
        .willBeginDragging, .willEndDragging(targetIndex: 1),
        .didEndDragging(willDecelerate: true), .willBeginDecelerating, .currentIndexDidChange(1),
        .didEndDecelerating,
      ])
    #expect(log.calls.contains(.didScroll))
  }

  @Test("Without a header the bar stays at T; with barScrollDisabled even when pulled")
  func barOnly() {
    let (container, _) = Fixtures.container(header: nil)
    container.barScrollDisabled = true
    container.play(Self.vertical(300, 500), at: 0)
    #expect(container.currentScroll < 0)
    #expect(container.barFrame?.minY == 64)
    #expect(container.headerFrame == nil)
  }

  @Test("Removing the header while pinned keeps the rows in place; at the top it stays at the top")
  func headerRemoval() {
    let (container, _) = Fixtures.container(heights: [3000, 3000])
    container.setCurrentPageOffset(500 - 364, animated: false)
    let row = SwipeGeometry.firstRowTop(
      scrolled: container.currentScroll, topInset: 64, headerHeight: 260, barHeight: 40)
    container.headerHeight = nil
    #expect(container.headerFrame == nil)
    #expect(container.barFrame?.minY == 64)
    let after = SwipeGeometry.firstRowTop(
      scrolled: container.currentScroll, topInset: 64, headerHeight: 0, barHeight: 40)
    #expect(after == row)
    #expect(container.currentScroll == 240)

    let (top, _) = Fixtures.container()
    top.headerHeight = 100
    #expect(top.currentScroll == 0)
    #expect(top.barFrame?.minY == 164)
    #expect(SwipeInvariants.problems(in: top).isEmpty)
  }

  @Test(
    "reloadData with fewer pages clamps the index and keeps surviving positions",
    arguments: LayoutDirection.cases)
  func reloadClamps(direction: LayoutDirection) {
    let (container, pages) = Fixtures.container(
      heights: [3000, 3000, 3000, 3000], direction: direction)
    container.setCurrentPageOffset(100 - 364, animated: false)
    container.scrollToItem(at: 3, animated: false)
    let log = ContainerCallLog()
    container.delegate = log
    pages.heights = [3000, 3000]
    container.reloadData()
    #expect(container.pageCount == 2)
    #expect(container.currentIndex == 1)
    #expect(container.pagerOffset == direction.pagerOffset(390, pageCount: 2))
    #expect(container.scrolled(pageAt: 0) == 100)
    #expect(container.scrolled(pageAt: 1) == 100)
    #expect(log.milestones == [.currentIndexDidChange(1)])
    pages.heights = []
    container.reloadData()
    #expect(container.pageCount == 0)
    #expect(container.loadedPages.isEmpty)
    #expect(container.headerFrame?.minY == 64)
  }

  @Test(
    "Top inset, resize and content changes keep every page's position",
    arguments: LayoutDirection.cases)
  func runtimeChanges(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(heights: [3000, 3000], direction: direction)
    container.setCurrentPageOffset(150 - 364, animated: false)
    container.topInset = 0
    #expect(container.currentScroll == 150)
    #expect(container.headerFrame?.minY == -150)
    container.scrollToItem(at: 1, animated: false)
    container.resize(to: CGSize(width: 844, height: 390))
    #expect(container.pagerOffset == direction.pagerOffset(844, pageCount: 2, width: 844))
    #expect(container.pageFrame(at: 1) == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(container.currentScroll == 150)
    container.setContentHeight(100, forPageAt: 1)
    #expect(container.currentScroll == 150)  // padding keeps the short page able to collapse
    #expect(SwipeInvariants.problems(in: container).isEmpty)
  }

  @Test(
    "Pages load lazily, only visible ones plus a bounded cache stay, slots recycle by kind",
    arguments: LayoutDirection.cases)
  func lazyLoadingAndReuse(direction: LayoutDirection) {
    let pages = TestPages(
      Array(repeating: 1000, count: 10), kinds: (0..<10).map { $0 % 2 == 0 ? "table" : "grid" })
    Fixtures.keepAlive(pages)
    let container = SwipeContainer(
      viewportSize: Fixtures.phoneViewport, headerHeight: 200, barHeight: 40)
    container.layoutDirection = direction
    container.dataSource = pages
    var seenSlots: [String: Set<Int>] = [:]
    for index in 1..<10 {
      container.scrollToItem(at: index, animated: true)
      container.run(from: Double(index), through: Double(index) + 0.5) { container in
        #expect(container.loadedPages.count <= 2 + container.cacheLimit)
        for page in container.loadedPages {
          seenSlots[page.content.reuseIdentifier, default: []].insert(page.slot)
        }
      }
    }
    #expect(Set(pages.requests) == Set(0..<10))
    let tableSlots = seenSlots["table"] ?? []
    let gridSlots = seenSlots["grid"] ?? []
    #expect(tableSlots.isDisjoint(with: gridSlots))
    #expect(tableSlots.count + gridSlots.count <= 8)
  }

  @Test("A tap on a page selects it; taps on the bar, drags and stopping taps do not")
  func selection() {
    let (container, _) = Fixtures.container(heights: [3000])
    let log = ContainerCallLog()
    container.delegate = log
    container.touchDown(at: CGPoint(x: 100, y: 600), time: 0)
    container.touchUp(time: 0.05)
    container.touchDown(at: CGPoint(x: 100, y: 340), time: 1)  // on the bar
    container.touchUp(time: 1.05)
    container.play(Self.vertical(800, 500, hold: 0), at: 2)
    container.advance(to: 2.5)
    container.touchDown(at: CGPoint(x: 100, y: 600), time: 2.5)  // stops the deceleration
    container.touchUp(time: 2.55)
    log.allowsSelection = false
    container.touchDown(at: CGPoint(x: 100, y: 600), time: 4)
    container.touchUp(time: 4.05)
    #expect(log.milestones == [.shouldSelect(0), .didSelect(0), .shouldSelect(0)])
  }

  @Test(
    "A delegate may call scrollToItem and reloadData from inside its callbacks",
    arguments: LayoutDirection.cases)
  func reentrantDelegate(direction: LayoutDirection) {
    let (container, pages) = Fixtures.container(direction: direction)
    let log = ContainerCallLog()
    var reloaded = false
    log.onCall = { container, call in
      if call == .currentIndexDidChange(1) { container.scrollToItem(at: 3, animated: false) }
      if call == .currentIndexDidChange(3), !reloaded {
        reloaded = true
        pages.heights = [500, 500]
        container.reloadData()
      }
    }
    container.delegate = log
    container.scrollToItem(at: 1, animated: false)
    #expect(
      log.milestones == [
        .currentIndexDidChange(1), .currentIndexDidChange(3), .currentIndexDidChange(1),
      ])
    #expect(container.currentIndex == 1)
    #expect(container.pageCount == 2)
    #expect(SwipeInvariants.problems(in: container).isEmpty)
  }
}
