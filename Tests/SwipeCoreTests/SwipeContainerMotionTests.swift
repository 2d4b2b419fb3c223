import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// DESIGN.md §6 rules about motion across page changes, reloads and releases: nothing the user
/// sees jumps, and nothing depends on how often time is advanced.
@Suite("Swipe container motion")
struct SwipeContainerMotionTests {
  static func drag(_ container: SwipeContainer, from: Double, to: Double, at time: Double) {
    container.play(
      DragGesture(
        from: CGPoint(x: 195, y: from), to: CGPoint(x: 195, y: to), duration: 0.1), at: time)
  }

  @Test(
    "A page change stops the current page's deceleration at that instant, however often time advances",
    arguments: LayoutDirection.cases, [0.001, 0.05, 0.4])
  func pageChangeStopsTheMotion(direction: LayoutDirection, step: Double) {
    let (container, _) = Fixtures.container(
      heights: [3000, 3000, 3000, 3000], header: 200, direction: direction)
    Self.drag(container, from: 700, to: 560, at: 0)
    // The page decelerates after the flick; a pager fling at 1 s changes the page mid-motion.
    container.run(from: container.now, through: 1, frameRate: 1 / step)
    let atChange = container.scrolled(pageAt: 0)
    #expect(container.currentPage?.scroller.phase == .decelerating)
    container.fling(vx: direction.vx(1500), vy: 0, time: 1)
    container.run(from: 1, through: 2, frameRate: 1 / step)
    #expect(container.currentIndex == 1)
    #expect(container.pagerOffset == direction.pagerOffset(390, pageCount: 4))
    #expect(container.scrolled(pageAt: 0) == atChange)
    // Page 1 took page 0's position as it appeared (s ≥ H: at least H), then kept it.
    #expect(container.scrolled(pageAt: 1) == 200)
  }

  @Test(
    "The page under a swipe's finger stops at touch-down and stays there through the swipe",
    arguments: LayoutDirection.cases)
  func swipeStopsTheMotion(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(
      heights: [3000, 3000], header: 200, direction: direction)
    Self.drag(container, from: 700, to: 500, at: 0)
    container.run(from: container.now, through: 0.5)
    container.touchDown(at: direction.point(x: 300, y: 500), time: 0.5)
    let caught = container.scrolled(pageAt: 0)
    container.run(from: 0.5, through: 0.6)
    for (step, x) in [280.0, 240, 160, 80].enumerated() {
      container.touchMoved(to: direction.point(x: x, y: 500), time: 0.6 + Double(step) * 0.016)
      #expect(container.scrolled(pageAt: 0) == caught)
    }
    container.touchUp(time: 0.7)
    container.run(from: 0.7, through: 1.5)
    #expect(container.currentIndex == 1)
    #expect(container.scrolled(pageAt: 0) == caught)
  }

  @Test("An inward release while pulled down follows the bounce curve instead of snapping back")
  func inwardReleaseInTheContainer() {
    let (container, _) = Fixtures.container(heights: [3000], header: nil, bar: nil)
    container.play(
      DragGesture(
        from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.2, hold: 0.1),
      at: 0)
    container.run(from: container.now, through: 0.351)
    let pulled = container.currentScroll
    #expect(pulled < -50)
    container.fling(vx: 0, vy: 1000, time: 0.351)
    var previous = pulled
    container.run(from: 0.351, through: 0.376, frameRate: 1000) { container in
      let s = container.currentScroll
      // At most the release speed (1 pt/ms) plus the bounce's own pull (≈1 % of the distance).
      #expect(abs(s - previous) <= 1 + 0.0101 * abs(min(previous, 0)) + 1e-9, "at \(container.now)")
      previous = s
    }
    let expected = -EdgeBounce.displacement(
      after: 25, initial: -pulled, velocity: -1, rate: DecelerationRate.normal.perMillisecond)
    #expect(abs(container.currentScroll - expected) < 1e-6)
    container.run(from: 0.376, through: 0.6)
    #expect(container.currentScroll > 0)
  }

  @Test("A reload during a drag keeps the drag, its position and its pull until the finger lifts")
  func reloadDuringATouch() {
    let (container, pages) = Fixtures.container(heights: [1200, 1200, 1200], header: 200)
    container.refreshConfiguration = .seed
    var fired: [Int] = []
    container.eventHandler = { event in
      if case .refresh(let page) = event { fired.append(page) }
    }
    container.touchDown(at: CGPoint(x: 195, y: 300), time: 0)
    for step in 1...12 {
      container.touchMoved(
        to: CGPoint(x: 195, y: 300 + Double(step) * 25), time: Double(step) * 0.016)
    }
    #expect(container.refreshState(pageAt: 0) == .armed)
    let pulled = container.currentScroll
    let header = container.headerFrame
    pages.heights = [900, 1500]
    container.reloadData()
    #expect(container.pageCount == 2)
    #expect(container.currentScroll == pulled)
    #expect(container.headerFrame == header)
    #expect(container.refreshState(pageAt: 0) == .armed)
    #expect(fired.isEmpty)
    // The drag goes on under the finger, then the release fires the armed pull once.
    container.touchMoved(to: CGPoint(x: 195, y: 640), time: 0.21)
    #expect(container.currentScroll < pulled)
    container.touchUp(time: 0.22)
    #expect(fired == [0])
    #expect(container.loadedPage(at: 0)?.content.contentHeight == 900)
    container.run(from: 0.22, through: 1.5)
    #expect(container.currentScroll == -60)
  }

  @Test(
    "A reload removing the page under the finger waits for the finger to lift",
    arguments: LayoutDirection.cases)
  func reloadRemovingTheTouchedPage(direction: LayoutDirection) {
    let (container, pages) = Fixtures.container(
      heights: [1200, 1200, 1200], header: 200, direction: direction)
    container.scrollToItem(at: 2, animated: false)
    container.touchDown(at: CGPoint(x: 195, y: 600), time: 0)
    container.touchMoved(to: CGPoint(x: 195, y: 560), time: 0.016)
    container.touchMoved(to: CGPoint(x: 195, y: 500), time: 0.032)
    let scrolled = container.currentScroll
    pages.heights = [1200]
    container.reloadData()
    #expect(container.pageCount == 3)
    #expect(container.currentIndex == 2)
    container.touchMoved(to: CGPoint(x: 195, y: 450), time: 0.048)
    #expect(container.currentScroll == scrolled + 50)
    container.touchUp(time: 0.05)
    #expect(container.pageCount == 1)
    #expect(container.currentIndex == 0)
    #expect(container.pagerOffset == 0)
    #expect(container.loadedPages.map(\.index) == [0])
    #expect(SwipeInvariants.problems(in: container).isEmpty)
  }

  @Test("A reload giving the touched page another kind swaps its scroll view when the finger lifts")
  func reloadChangingTheTouchedKind() throws {
    let (container, pages) = Fixtures.container(heights: [3000, 3000], header: 200)
    container.touchDown(at: CGPoint(x: 195, y: 600), time: 0)
    container.touchMoved(to: CGPoint(x: 195, y: 560), time: 0.016)
    container.touchMoved(to: CGPoint(x: 195, y: 400), time: 0.032)
    let slot = try #require(container.currentPage?.slot)
    let scrolled = container.currentScroll
    pages.kinds = ["grid", "page"]
    container.reloadData()
    #expect(container.currentPage?.slot == slot)
    #expect(container.currentScroll == scrolled)
    container.touchUp(time: 0.04)
    #expect(container.currentPage?.slot != slot)
    #expect(container.currentPage?.content.reuseIdentifier == "grid")
    #expect(container.currentScroll == scrolled)
    #expect(SwipeInvariants.problems(in: container).isEmpty)
  }

  @Test(
    "Swiping away from a page held open by a refresh glides the header with the finger",
    arguments: LayoutDirection.cases)
  func headerGlidesFromAHeldPage(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(
      heights: [1200, 1200], header: 200, direction: direction)
    container.refreshConfiguration = .seed
    container.beginRefreshing(pageAt: 0, animated: false)
    #expect(container.currentScroll == -60)
    #expect(container.headerFrame?.minY == 124)
    container.touchDown(at: direction.point(x: 380, y: 500), time: 0)
    var previous = 124.0
    for step in 1...40 {
      container.touchMoved(
        to: direction.point(x: 380 - Double(step) * 9, y: 500), time: Double(step) * 0.008)
      let top = Double(container.headerFrame?.minY ?? .nan)
      let f = container.progress
      // (1 − f)·top(−60) + f·top(0), whatever the current index.
      #expect(abs(top - ((1 - f) * 124 + f * 64)) < 1e-9, "at progress \(f)")
      #expect(abs(top - previous) <= 60 * 9 / 390 + 1e-9)
      previous = top
    }
    #expect(container.currentIndex == 1)
  }
}
