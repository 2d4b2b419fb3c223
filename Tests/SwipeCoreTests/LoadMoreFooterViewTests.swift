import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// The room a drawn load-more footer takes below the content, and the tap that loads now.
@Suite("Load-more footer: room and tap")
struct LoadMoreFooterViewTests {
  /// A container whose first page is long (1,200 pt) and second short (300 pt), with load
  /// more on both and a footer of `footer` points.
  static func container(footer: Double) -> SwipeContainer {
    let (container, _) = Fixtures.container(heights: [1200, 300], header: 200)
    container.loadMoreConfiguration = .init()
    container.loadMoreFooterHeight = footer
    container.scrollToItem(at: 0, animated: false)
    return container
  }

  static func maximumOffset(_ container: SwipeContainer, page: Int) -> Double {
    guard let position = container.loadedPosition(of: page) else { return .nan }
    return container.loadedPages[position].scroller.maximumOffset
  }

  @Test("A long page keeps the footer's height below its content; its frame sits right there")
  func longPageReserves() {
    let without = Self.container(footer: 0)
    let with = Self.container(footer: 44)
    #expect(Self.maximumOffset(with, page: 0) - Self.maximumOffset(without, page: 0) == 44)
    #expect(without.loadMoreFooterFrame(pageAt: 0) == nil)
    let frame = with.loadMoreFooterFrame(pageAt: 0)
    let position = with.loadedPosition(of: 0) ?? 0
    let top = 1200 + with.loadedPages[position].placeholder
    #expect(frame == CGRect(x: 0, y: top, width: 390, height: 44))
  }

  @Test("A page whose content fits has no footer and keeps no room")
  func shortPageHides() {
    let with = Self.container(footer: 44)
    with.scrollToItem(at: 1, animated: false)
    let without = Self.container(footer: 0)
    without.scrollToItem(at: 1, animated: false)
    #expect(with.loadMoreFooterFrame(pageAt: 1) == nil)
    #expect(Self.maximumOffset(with, page: 1) == Self.maximumOffset(without, page: 1))
  }

  @Test("Without load more, a footer height changes nothing")
  func noLoadMoreNoRoom() {
    let (plain, _) = Fixtures.container(heights: [1200, 300], header: 200)
    let (tall, _) = Fixtures.container(heights: [1200, 300], header: 200)
    tall.loadMoreFooterHeight = 44
    #expect(tall.loadMoreFooterFrame(pageAt: 0) == nil)
    #expect(Self.maximumOffset(tall, page: 0) == Self.maximumOffset(plain, page: 0))
  }

  @Test("Changing the footer's height moves nothing the user sees")
  func heightChangeKeepsPlace() {
    let container = Self.container(footer: 0)
    container.play(
      DragGesture(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.2),
      at: 0)
    container.run(from: container.now, through: 3)
    let before = container.scrolled(pageAt: 0)
    container.loadMoreFooterHeight = 44
    #expect(container.scrolled(pageAt: 0) == before)
    container.loadMoreFooterHeight = -.infinity
    #expect(container.loadMoreFooterHeight == 0)
    #expect(container.scrolled(pageAt: 0) == before)
  }

  @Test("A tap loads now, once; not while loading, after noMoreData, or during a refresh")
  func tapLoads() {
    let container = Self.container(footer: 44)
    container.refreshConfiguration = .seed
    var loads: [Int] = []
    container.eventHandler = { event in
      if case .loadMore(let page) = event { loads.append(page) }
    }
    container.beginLoadingMore(pageAt: 0)
    #expect(loads == [0])
    #expect(container.loadMoreState(pageAt: 0) == .loading)
    container.beginLoadingMore(pageAt: 0)
    #expect(loads == [0])
    container.endLoadingMore(pageAt: 0)
    container.setNoMoreData(pageAt: 0)
    container.beginLoadingMore(pageAt: 0)
    #expect(loads == [0])

    container.beginRefreshing(pageAt: 1, animated: false)
    container.beginLoadingMore(pageAt: 1)
    #expect(loads == [0])
    #expect(container.loadMoreState(pageAt: 1) == .idle)
    container.beginLoadingMore(pageAt: 7)
    container.beginLoadingMore(pageAt: -1)
    #expect(loads == [0])
  }

  @Test("The footer's begin event fires from idle only")
  func reducerBegin() {
    var footer = LoadMoreFooter()
    var effects: [RefreshEffect] = []
    footer.send(.begin, into: &effects)
    #expect(footer.state == .loading)
    #expect(effects.contains(.fireAction))
    effects.removeAll()
    footer.send(.begin, into: &effects)
    #expect(effects.isEmpty)
    var suspended = LoadMoreFooter()
    suspended.send(.headerActive(true), into: &effects)
    suspended.send(.begin, into: &effects)
    #expect(suspended.state == .idle)
    #expect(effects.isEmpty)
  }
}
