import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// Fingers and calls that meet: the app's offset under a finger, where a finger lands, a page
/// leaving from under one, a fling of pager and page at once. Each rule is what UIKit does, so
/// the headless container and SwipeTableView take the same decisions.
@Suite("Swipe container fingers and calls")
struct SwipeContainerFingerTests {
  /// A finger down at `y` that drags 40 pt up and stays down; returns the current page's `s`.
  static func dragUp(_ container: SwipeContainer, from y: Double) -> Double {
    container.touchDown(at: CGPoint(x: 195, y: y), time: 0)
    for step in 1...4 {
      container.touchMoved(
        to: CGPoint(x: 195, y: y - 10 * Double(step)), time: 0.01 * Double(step))
    }
    return container.currentScroll
  }

  @Test("The app animating the page under a header finger does what it does under a page finger")
  func animationUnderHeaderFinger() throws {
    // The current page's `s` after each step: a drag from `y`, the app's animation, more moves,
    // the lift (DESIGN.md §12, "One mover": the page's own pan has a finger on the header).
    func play(from y: Double) -> [Double] {
      let (container, _) = Fixtures.container(heights: [3000])
      var trace = [Self.dragUp(container, from: y)]
      container.setCurrentPageOffset(trace[0] + 50 - 364, animated: true)
      for step in 1...10 {
        container.touchMoved(
          to: CGPoint(x: 195, y: y - 40 - 10 * Double(step)), time: 0.05 * Double(step))
        trace.append(container.currentScroll)
      }
      container.touchUp(time: 0.6)
      for step in 1...10 {
        container.advance(to: 0.6 + 0.1 * Double(step))
        trace.append(container.currentScroll)
      }
      return trace
    }
    let onPage = play(from: 700)
    #expect(onPage[0] > 10)
    #expect(play(from: 300) == onPage)
  }

  @Test("An offset the app sets on a page the finger drags goes there at once; the drag goes on")
  func offsetUnderPageFinger() throws {
    let (container, _) = Fixtures.container(heights: [3000])
    let dragged = Self.dragUp(container, from: 700)
    #expect(dragged > 10)
    container.setCurrentPageOffset(dragged + 50 - 364, animated: true)
    #expect(abs(container.currentScroll - (dragged + 50)) < 1e-9)
    container.touchMoved(to: CGPoint(x: 195, y: 650), time: 0.1)
    #expect(abs(container.currentScroll - (dragged + 60)) < 1e-9)
    container.touchUp(time: 0.2)
  }

  @Test("Above a header pulled down, a finger lands on the page, as UIKit's hit-testing sees it")
  func touchAbovePulledHeader() {
    let (container, _) = Fixtures.container(heights: [3000])
    container.touchDown(at: CGPoint(x: 195, y: 700), time: 0)
    for step in 1...10 {
      container.touchMoved(
        to: CGPoint(x: 195, y: 700 + 20 * Double(step)), time: 0.01 * Double(step))
    }
    let header = container.headerFrame ?? .zero
    #expect(header.minY > 150, "the header rides the pull")
    let above = CGPoint(x: 195, y: 100)
    #expect(container.isInPageArea(above))
    #expect(!container.isInPageArea(CGPoint(x: 195, y: header.midY)))
    container.touchUp(time: 0.2)
    container.advance(to: 3)
    #expect(container.isInPageArea(CGPoint(x: 195, y: 20)), "above the header at T")
    #expect(!container.isInPageArea(CGPoint(x: 195, y: 100)), "on the header at rest")
  }

  @Test(
    "A page change asked under a finger leaves the page the finger's until it lifts",
    arguments: LayoutDirection.cases)
  func pageChangeWaitsForTheFinger(direction: LayoutDirection) {
    let (container, pages) = Fixtures.container(heights: [3000, 3000], direction: direction)
    container.touchDown(at: direction.point(x: 150, y: 600), time: 0)
    container.scrollToItem(at: 1, animated: true)
    container.advance(to: 1)
    // Code never moves what a finger holds (DESIGN §6): the pages stay.
    #expect(container.currentIndex == 0)
    #expect(container.pageFrame(at: 0).minX == 0, "page 0 where it was")
    // A reload before the lift: page 0 is still under the finger, its content held for it.
    pages.heights = [200, 3000]
    container.reloadData()
    #expect(container.loadedPage(at: 0)?.content.contentHeight == 3000)
    container.touchUp(time: 1.1)
    container.advance(to: 2)
    #expect(container.currentIndex == 1, "the lift performs the page change")
    #expect(container.loadedPage(at: 0).map { $0.content.contentHeight == 200 } ?? true)
  }

  @Test(
    "A fling of pager and page: the page change's stop settles first, then the page flies",
    arguments: LayoutDirection.cases)
  func flingBothAxes(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(heights: [3000, 3000], direction: direction)
    container.refreshConfiguration = .seed
    var names: [String] = []
    container.eventHandler = { event in
      if case .refresh = event { names.append("refresh") }
      if case .willBeginDragging = event { names.append("willBeginDragging") }
    }
    container.beginRefreshing(pageAt: 0)
    container.advance(to: 0.05)
    #expect(container.refreshState(pageAt: 0) == .willRefresh)
    container.fling(vx: direction.vx(1500), vy: -500, time: 0.05)
    // The reveal stopped by the page change fires after the pager's own calls.
    #expect(names == ["willBeginDragging", "refresh"])
    container.advance(to: 2)
    container.scrollToItem(at: 0, animated: false)
    container.advance(to: 3)
    container.endRefreshing(pageAt: 0)
    // The page decelerates while its control retracts (a retraction ends once it is at rest).
    container.fling(vx: 0, vy: 3000, time: 3)
    container.advance(to: 3.31)
    #expect(container.refreshState(pageAt: 0) == .retracting)
    container.fling(vx: direction.vx(1500), vy: -500, time: 3.31)
    // The page change stops the page in its range: the retraction is over before it flies.
    #expect(container.refreshState(pageAt: 0) == .idle)
    #expect(container.loadedPage(at: 0)?.scroller.phase != .idle)
  }
}

/// DESIGN.md §12: a page the container's own finger drags hears of it as UIKit's pan would have
/// told it (``SwipeContainerEvent/pageMotion(page:_:)``), the end of the deceleration included,
/// whoever ends it.
@Suite("Page motion notifications")
struct SwipePageMotionTests {
  /// The fixture's container recording the page notifications it sends.
  final class Recorder {
    let container: SwipeContainer
    var names: [String] = []

    init() {
      (container, _) = Fixtures.container(heights: [6000, 6000])
      container.eventHandler = { [unowned self] event in
        if case .pageMotion = event { names.append(event.name) }
      }
    }

    /// A drag up from y 700 by `step` every 1/120 s, 10 moves from `start`, lifted at the last.
    func drag(from y: Double = 700, step: Double, start: TimeInterval, lift: Bool = true) {
      container.touchDown(at: CGPoint(x: 200, y: y), time: start)
      for move in 1...10 {
        container.touchMoved(
          to: CGPoint(x: 200, y: y - step * Double(move)), time: start + Double(move) / 120)
      }
      if lift { container.touchUp(time: start + 10.0 / 120) }
    }
  }

  static let fling = [
    "page:0:willBeginDragging", "page:0:didEndDragging", "page:0:willBeginDecelerating",
  ]

  @Test("A fling: the drag, the deceleration, and its end once it runs out")
  func flingRunsOut() {
    let recorder = Recorder()
    recorder.drag(step: 12, start: 0.2)
    #expect(recorder.names == Self.fling)
    recorder.container.advance(to: 1)
    #expect(recorder.names == Self.fling, "still decelerating")
    recorder.container.advance(to: 6)
    #expect(recorder.names == Self.fling + ["page:0:didEndDecelerating"])
  }

  @Test("A finger that stops the fling ends the deceleration at once, and drags again")
  func fingerStopsTheFling() {
    let recorder = Recorder()
    recorder.drag(step: 12, start: 0.2)
    recorder.container.touchDown(at: CGPoint(x: 200, y: 600), time: 0.5)
    #expect(recorder.names == Self.fling + ["page:0:didEndDecelerating"])
    recorder.container.touchUp(time: 0.55)
    #expect(recorder.names == Self.fling + ["page:0:didEndDecelerating"], "a tap: nothing more")
    recorder.drag(step: 2, start: 1)
    #expect(
      recorder.names == Self.fling + [
        "page:0:didEndDecelerating", "page:0:willBeginDragging", "page:0:didEndDragging",
      ])
  }

  @Test(
    "A page change that stops the fling ends its deceleration too; a sideways drag says nothing")
  func pageChangeStopsTheFling() {
    let recorder = Recorder()
    recorder.drag(step: 12, start: 0.2)
    recorder.container.scrollToItem(at: 1, animated: false)
    #expect(recorder.names == Self.fling + ["page:0:didEndDecelerating"])
    recorder.names.removeAll()
    recorder.container.advance(to: 3)
    recorder.container.touchDown(at: CGPoint(x: 300, y: 700), time: 3)
    for move in 1...10 {
      recorder.container.touchMoved(
        to: CGPoint(x: 300 - 20 * Double(move), y: 700), time: 3 + Double(move) / 120)
    }
    recorder.container.touchUp(time: 3.1)
    recorder.container.advance(to: 5)
    #expect(recorder.names.isEmpty, "the pager's drag is not the page's: \(recorder.names)")
  }
}
