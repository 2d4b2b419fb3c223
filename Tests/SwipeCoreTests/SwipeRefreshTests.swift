import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

@Suite("Swipe container refresh")
struct SwipeRefreshTests {
  /// A 4-page container with the seed's refresh: every page, 60 pt, firing on release.
  static func container(
    placement: RefreshPlacement = .aboveHeader, heights: [Double] = [1200, 1200, 1200, 1200],
    loadMore: Bool = true, direction: LayoutDirection = .leftToRight
  ) -> (SwipeContainer, ContainerCallLog, [Int]) {
    // The log is returned so that it outlives the test's use of the (weak) delegate.
    let (container, _) = Fixtures.container(heights: heights, header: 200, direction: direction)
    container.refreshPlacement = placement
    container.refreshConfiguration = .seed
    if loadMore { container.loadMoreConfiguration = .init() }
    let log = ContainerCallLog()
    Fixtures.keepAlive(log)
    container.delegate = log
    return (container, log, [])
  }

  static func pull(_ container: SwipeContainer, at time: Double, by distance: Double = 300) {
    container.play(
      DragGesture(
        from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 300 + distance), duration: 0.3,
        hold: 0.1), at: time)
  }

  static func fired(_ container: SwipeContainer, during body: () -> Void) -> [Int] {
    var pages: [Int] = []
    container.eventHandler = { event in
      if case .refresh(let page) = event { pages.append(page) }
    }
    body()
    container.eventHandler = nil
    return pages
  }

  @Test("Above the header: a full pull fires once and the whole stack holds 60 pt lower")
  func aboveHeader() {
    let (container, _, _) = Self.container()
    let fired = Self.fired(container) {
      Self.pull(container, at: 0)
      container.run(from: container.now, through: 2)
    }
    #expect(fired == [0])
    #expect(container.refreshState(pageAt: 0) == .refreshing)
    #expect(container.currentScroll == -60)
    #expect(container.headerFrame?.minY == 124)
    #expect(
      container.refreshIndicatorFrame(pageAt: 0) == CGRect(x: 0, y: 64, width: 390, height: 60))
    container.endRefreshing(pageAt: 0)
    container.run(from: container.now, through: 4)
    #expect(container.refreshState(pageAt: 0) == .idle)
    #expect(container.currentScroll == 0)
    #expect(container.currentPage?.scroller.contentInset.top == container.reservedTop)
    #expect(container.headerFrame?.minY == 64)
  }

  @Test("Below the bar: the header and bar stay put while the list pulls and holds under them")
  func belowBar() {
    let (container, _, _) = Self.container(placement: .belowBar)
    Self.pull(container, at: 0)
    #expect(container.headerFrame?.minY == 64)
    container.run(from: container.now, through: 2)
    #expect(container.currentScroll == -60)
    #expect(container.headerFrame?.minY == 64)
    #expect(container.barFrame?.minY == 264)
    #expect(container.refreshIndicatorFrame(pageAt: 0)?.minY == 304)
  }

  @Test("Short pulls never fire; pages the delegate disables never pull")
  func shortAndDisabled() {
    let (container, _, _) = Self.container()
    let fired = Self.fired(container) {
      Self.pull(container, at: 0, by: 60)  // 60 pt of finger is well under the trigger
      container.run(from: container.now, through: 2)
    }
    #expect(fired.isEmpty)
    let disabled = DisablingDelegate()
    Fixtures.keepAlive(disabled)
    container.delegate = disabled
    #expect(container.refreshHeader(pageAt: 1) == nil)
    container.scrollToItem(at: 1, animated: false)
    let none = Self.fired(container) {
      Self.pull(container, at: 3)
      container.run(from: container.now, through: 5)
    }
    #expect(none.isEmpty)
    #expect(container.currentScroll == 0)
  }

  @Test(
    "A page swiped away keeps refreshing and comes back held open",
    arguments: LayoutDirection.cases)
  func refreshingPageSwipedAway(direction: LayoutDirection) {
    let (container, _, _) = Self.container(direction: direction)
    container.cacheLimit = 0
    Self.pull(container, at: 0)
    container.run(from: container.now, through: 1.5)
    container.scrollToItem(at: 3, animated: false)  // page 0 is unloaded (no cache)
    container.run(from: container.now, through: 2)
    #expect(container.loadedPage(at: 0) == nil)
    #expect(container.refreshState(pageAt: 0) == .refreshing)
    container.scrollToItem(at: 0, animated: true)
    container.run(from: container.now, through: 3) { container in
      #expect(SwipeInvariants.problems(in: container).isEmpty)
    }
    #expect(container.currentScroll == -60)
    #expect(container.currentPage?.scroller.contentInset.top == container.reservedTop + 60)
  }

  @Test(
    "A refresh ended off screen gives its height back before the page returns",
    arguments: LayoutDirection.cases)
  func endOffScreen(direction: LayoutDirection) {
    let (container, _, _) = Self.container(direction: direction)
    Self.pull(container, at: 0)
    container.run(from: container.now, through: 1.5)
    container.scrollToItem(at: 2, animated: false)
    container.endRefreshing(pageAt: 0)
    container.run(from: container.now, through: 3)
    #expect(container.refreshState(pageAt: 0) == .idle)
    container.scrollToItem(at: 0, animated: false)
    #expect(container.currentScroll == 0)
    #expect(container.currentPage?.scroller.contentInset.top == container.reservedTop)
  }

  @Test(
    "A programmatic begin on a page off screen fires once and shows held when it appears",
    arguments: LayoutDirection.cases)
  func beginOffScreen(direction: LayoutDirection) {
    let (container, _, _) = Self.container(direction: direction)
    let fired = Self.fired(container) {
      container.beginRefreshing(pageAt: 2)
      container.beginRefreshing(pageAt: 2)
    }
    #expect(fired == [2])
    container.scrollToItem(at: 2, animated: false)
    #expect(container.currentScroll == -60)
  }

  @Test(
    "A programmatic scroll asked during a pull waits for the lift: the pull fires, then the pages slide",
    arguments: LayoutDirection.cases)
  func scrollDuringPullWaits(direction: LayoutDirection) {
    let (container, _, _) = Self.container(direction: direction)
    container.touchDown(at: CGPoint(x: 195, y: 300), time: 0)
    for step in 1...20 {
      container.touchMoved(to: CGPoint(x: 195, y: 300 + Double(step) * 15), time: Double(step) / 60)
    }
    #expect(container.refreshState(pageAt: 0) == .armed)
    let pull = container.scrolled(pageAt: 0)
    // Code never moves what a finger holds (DESIGN §6): nothing changes until the lift.
    container.scrollToItem(at: 1, animated: true)
    #expect(container.refreshState(pageAt: 0) == .armed)
    #expect(container.currentIndex == 0 && container.scrolled(pageAt: 0) == pull)
    let fired = Self.fired(container) {
      container.touchUp(time: 0.4)
      container.run(from: container.now, through: 2)
    }
    #expect(fired == [0], "released armed, the pull refreshes its page")
    #expect(container.currentIndex == 1, "then the pages slide to the page asked for")
  }

  @Test("Load more fires once per gesture and never after noMoreData")
  func loadMore() {
    let (container, _, _) = Self.container()
    var loads: [Int] = []
    container.eventHandler = { event in
      if case .loadMore(let page) = event { loads.append(page) }
    }
    let flick = DragGesture(
      from: CGPoint(x: 195, y: 760), to: CGPoint(x: 195, y: 160), duration: 0.15)
    container.play(flick, at: 0)
    container.run(from: container.now, through: 3)
    #expect(loads == [0])
    #expect(container.loadMoreState(pageAt: 0) == .loading)
    container.endLoadingMore(pageAt: 0)
    container.setNoMoreData(pageAt: 0)
    container.play(
      DragGesture(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.15),
      at: 3)
    container.run(from: container.now, through: 5)
    #expect(loads == [0])
    #expect(container.loadMoreState(pageAt: 0) == .noMoreData)
  }

  @Test("The delegate's refresh height is the held height; the trigger is at least that")
  func delegateHeight() {
    let (container, _, _) = Self.container()
    let tall = DisablingDelegate(height: 80)
    Fixtures.keepAlive(tall)
    container.delegate = tall
    #expect(container.refreshHeader(pageAt: 0)?.configuration.holdHeight == 80)
    #expect(container.refreshHeader(pageAt: 0)?.configuration.triggerDistance == 80)
  }
}

/// Disables refresh on every page but the first; optionally answers a refresh height.
final class DisablingDelegate: SwipeContainerDelegate {
  let height: Double?
  init(height: Double? = nil) { self.height = height }
  func swipeContainer(_ container: SwipeContainer, shouldPullToRefreshAt index: Int) -> Bool {
    height != nil || index == 0
  }
  func swipeContainer(_ container: SwipeContainer, heightForRefreshHeaderAt index: Int) -> Double? {
    height
  }
}
