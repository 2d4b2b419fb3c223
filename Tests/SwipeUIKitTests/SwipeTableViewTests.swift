#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// SwipeTableView on UIKitStub: each test fails if the adapter does not apply what the engine
  /// decides (DESIGN.md §6, §12).
  @MainActor @Suite("SwipeTableView")
  struct SwipeTableViewTests {
    @Test("The header and the bar follow the current page while UIKit's physics scrolls it")
    func chromeFollowsThePage() throws {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.currentItemView)
      fixture.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.1)
      var checked = 0
      for _ in 0..<90 {
        fixture.run(until: fixture.now + 1.0 / 120)
        let s = fixture.scrolled(page)
        let header = try #require(fixture.table.swipeHeaderView)
        let bar = try #require(fixture.table.swipeHeaderBar)
        let expectedHeader = s >= 0 ? 64 - min(s, 200) : 64 - s
        #expect(abs(header.frame.minY - expectedHeader) < 0.5, "s \(s)")
        #expect(abs(bar.frame.minY - max(expectedHeader + 200, 64)) < 0.5, "s \(s)")
        checked += 1
      }
      #expect(fixture.scrolled(page) > 200, "the fling collapsed the header")
      #expect(page.isDecelerating || fixture.scrolled(page) > 0)
      #expect(checked == 90)
    }

    @Test(
      "A page appearing mid-swipe is aligned before any of it is visible",
      arguments: LayoutDirection.cases)
    func appearingPageIsAligned(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(direction: direction)
      let page0 = try #require(fixture.table.currentItemView)
      page0.contentOffset = CGPoint(x: 0, y: page0.contentOffset.y + 120)
      fixture.run(until: 0.1)
      #expect(abs(fixture.scrolled(page0) - 120) < 0.01)
      fixture.drag(
        from: direction.point(x: 330, y: 600), to: direction.point(x: 200, y: 600), duration: 0.2,
        lift: false)
      var sawPage1 = false
      for _ in 0..<30 {
        fixture.run(until: fixture.now + 1.0 / 120)
        guard let page1 = fixture.table.itemView(at: 1) else { continue }
        let visible = page1.convert(page1.bounds, to: fixture.window).intersects(
          fixture.window.bounds)
        if visible {
          sawPage1 = true
          #expect(abs(fixture.scrolled(page1) - 120) < 0.01, "page 1 appeared unaligned")
        }
      }
      #expect(sawPage1)
      fixture.window.touchEnded(time: fixture.now + 0.01)
    }

    @Test("A header drag flings the page with UIKit's physics; a touch on the page stops it")
    func headerDragFlingsAndStops() throws {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.currentItemView)
      fixture.drag(from: CGPoint(x: 195, y: 250), to: CGPoint(x: 195, y: 100), duration: 0.05)
      fixture.run(until: fixture.now + 0.1)
      let moving = fixture.scrolled(page)
      fixture.run(until: fixture.now + 0.1)
      #expect(fixture.scrolled(page) > moving, "the fling goes on after the finger lifted")
      fixture.window.touchBegan(at: CGPoint(x: 195, y: 600), time: fixture.now + 0.005)
      let stopped = fixture.scrolled(page)
      fixture.run(until: fixture.now + 0.2)
      #expect(abs(fixture.scrolled(page) - stopped) < 0.01, "the touch on the page stopped it")
      fixture.window.touchEnded(time: fixture.now + 0.01)
    }

    @Test("A header drag pulled past the top bounces back with UIKit's physics, without a jump")
    func headerDragBounces() throws {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.currentItemView)
      fixture.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 330), duration: 0.15)
      let pulled = fixture.scrolled(page)
      #expect(pulled < -40, "the header drag pulled the page down (s = \(pulled))")
      var previous = pulled
      var largestStep: CGFloat = 0
      var returning = false
      for _ in 0..<120 {
        fixture.run(until: fixture.now + 1.0 / 120)
        let s = fixture.scrolled(page)
        // Released moving down, it goes on a little, then only returns.
        if returning {
          #expect(s >= previous - 1e-9, "the bounce only returns (s \(previous) → \(s))")
        }
        returning = returning || s > previous
        largestStep = max(largestStep, abs(s - previous))
        previous = s
        let header = try #require(fixture.table.swipeHeaderView)
        #expect(abs(header.frame.minY - (64 - min(s, 0))) < 0.5, "the header rides the pull")
      }
      #expect(abs(fixture.scrolled(page)) < 0.01, "back at rest at the top")
      #expect(largestStep < 20, "no frame moves more than the bounce allows (\(largestStep))")
    }

    @Test(
      "A finger beside the page (the pager pulled past its end) leaves its bounce alone",
      arguments: LayoutDirection.cases)
    func fingerBesideThePage(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(heights: [120], direction: direction)
      fixture.table.alwaysBounceHorizontal = true
      let page = try #require(fixture.table.currentItemView)
      fixture.table.pager.fling(velocity: CGPoint(x: direction.vx(-2500), y: 0), time: fixture.now)
      fixture.drag(from: CGPoint(x: 195, y: 250), to: CGPoint(x: 195, y: 40), duration: 0.05)
      fixture.run(until: fixture.now + 1.0 / 60)
      #expect(fixture.scrolled(page) > 200, "the header drag flung the page past its end")
      let past = direction.pagerOffset(Double(fixture.table.pager.contentOffset.x), pageCount: 1)
      #expect(past < -10, "the pager is bounced past page 0")
      fixture.window.touchBegan(at: direction.point(x: 5, y: 600), time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 0.05)
      fixture.window.touchEnded(time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 2)
      #expect(abs(fixture.scrolled(page) - 200) < 0.01, "the page came back to its end")
      #expect(fixture.table.pager.contentOffset.x == 0)
    }

    @Test(
      "At most the visible pages and the cache are alive; views are reused by class",
      arguments: LayoutDirection.cases)
    func reuseIsBounded(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(heights: Array(repeating: 2000, count: 12), direction: direction)
      fixture.mixesClasses = true
      fixture.table.reloadData()
      for index in 1..<12 {
        fixture.table.scrollToItem(at: index, animated: false)
        fixture.run(until: fixture.now + 0.05)
        let pages = fixture.table.subviews.first { $0 is UIScrollView }?.subviews.count ?? 0
        #expect(pages <= 2 + 2, "\(pages) page views at index \(index)")
        let shown = try #require(fixture.table.currentItemView)
        #expect(shown.convert(shown.bounds, to: fixture.window).minX == 0, "page \(index) shows")
      }
      #expect(fixture.calls.contains { $0.hasPrefix("reuse") })
      let alive = fixture.made.filter { $0.view != nil }.count
      #expect(alive <= 2 + 2 + 4, "\(alive) page views alive")
    }

    @Test("A page view that goes to the reuse pool while it moves is at rest there")
    func recycledViewIsAtRest() throws {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.currentItemView)
      page.fling(velocity: CGPoint(x: 0, y: 3000), time: 0.02)
      fixture.run(until: 0.05)
      #expect(page.isDecelerating)
      fixture.heights = []
      fixture.table.reloadData()
      fixture.run(until: 0.1)
      #expect(page.superview == nil, "unloaded")
      #expect(!page.isDecelerating, "a reused view would carry the motion into its next page")
    }

    @Test("A refresh timer running out between two frames acts at its own instant")
    func refreshTimerBetweenFrames() throws {
      let fixture = AdapterFixture()
      fixture.table.refreshConfiguration = .seed
      let page = try #require(fixture.table.currentItemView)
      fixture.table.beginRefreshing(at: 0)
      fixture.run(until: 1)
      var changes: [TimeInterval] = []
      let observation = page.observe(\.contentInset, options: .new) { _, _ in
        MainActor.assumeIsolated { changes.append(UIKitStubDriver.current.now) }
      }
      UIKitStubDriver.current.advance(to: 1.005)
      fixture.table.endRefreshing(at: 0)
      // Frames at 60 Hz: none at 1.305, when the seed style's 0.3 s of result run out.
      UIKitStubDriver.current.run(until: 1.5, frameInterval: 1.0 / 60)
      #expect(changes.first.map { abs($0 - 1.305) < 1e-9 } == true, "\(changes)")
      observation.invalidate()
    }

    @Test(
      "reloadData with fewer and more pages clamps the index and keeps positions",
      arguments: LayoutDirection.cases)
    func reloadChangesCount(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(direction: direction)
      fixture.table.scrollToItem(at: 3, animated: false)
      fixture.run(until: 0.05)
      fixture.heights = [2000, 2000]
      fixture.table.reloadData()
      fixture.run(until: 0.1)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(fixture.table.currentItemView != nil)
      #expect(
        Double(fixture.table.pager.contentOffset.x) == direction.pagerOffset(390, pageCount: 2))
      #expect(fixture.table.currentItemView?.frame.minX == fixture.table.pager.contentOffset.x)
      fixture.heights = Array(repeating: 2000, count: 6)
      fixture.table.reloadData()
      fixture.table.scrollToItem(at: 5, animated: false)
      fixture.run(until: 0.15)
      #expect(fixture.table.currentItemIndex == 5)
      #expect(
        Double(fixture.table.pager.contentOffset.x) == direction.pagerOffset(1950, pageCount: 6))
    }

    @Test("A resize keeps the current page and its position", arguments: LayoutDirection.cases)
    func resizeKeepsPlace(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(direction: direction)
      fixture.table.scrollToItem(at: 2, animated: false)
      let page = try #require(fixture.table.currentItemView)
      page.contentOffset = CGPoint(x: 0, y: page.contentOffset.y + 300)
      fixture.run(until: 0.05)
      fixture.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
      fixture.table.frame = fixture.window.bounds
      fixture.run(until: 0.1)
      #expect(fixture.table.currentItemIndex == 2)
      let resized = try #require(fixture.table.currentItemView)
      #expect(resized.frame.size == CGSize(width: 844, height: 390))
      #expect(Double(resized.frame.minX) == direction.pagerOffset(1688, pageCount: 4, width: 844))
      #expect(fixture.table.pager.contentOffset.x == resized.frame.minX)
      #expect(abs(fixture.scrolled(resized) - 300) < 0.01)
    }

    @Test(
      "A page asked for before the view has a size is shown once it has one",
      arguments: LayoutDirection.cases)
    func scrollBeforeFirstLayout(direction: LayoutDirection) throws {
      let fixture = AdapterFixture()  // the data source (its own view is not used)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      if direction == .rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
      let table = SwipeTableView(frame: .zero)
      table.dataSource = fixture
      table.scrollToItem(at: 2, animated: false)
      #expect(table.currentItemIndex == 2, "the page asked for, before any layout")
      table.frame = window.bounds
      window.addSubview(table)
      UIKitStubDriver.current.layoutPass()
      #expect(table.currentItemIndex == 2)
      #expect(Double(table.pager.contentOffset.x) == direction.pagerOffset(780, pageCount: 4))
      let page = try #require(table.currentItemView)
      #expect(Double(page.frame.minX) == direction.pagerOffset(780, pageCount: 4))
    }

    @Test(
      "A delegate may call scrollToItem and reloadData from its callbacks",
      arguments: LayoutDirection.cases)
    func reentrantDelegate(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(direction: direction)
      var reentered = false
      fixture.onIndexChange = { table in
        guard !reentered else { return }
        reentered = true
        table.reloadData()
        table.scrollToItem(at: 3, animated: false)
      }
      fixture.table.scrollToItem(at: 1, animated: false)
      fixture.run(until: 0.1)
      #expect(fixture.table.currentItemIndex == 3)
      #expect(fixture.calls.filter { $0.hasPrefix("index") } == ["index 1", "index 3"])
    }

    @Test("Recycled page views lose their observers; the view and its pages deallocate")
    func noRetainCycles() throws {
      weak var weakTable: SwipeTableView?
      weak var weakPage: UIScrollView?
      do {
        let fixture = AdapterFixture(heights: Array(repeating: 2000, count: 8))
        weakTable = fixture.table
        weakPage = fixture.table.currentItemView
        let page = try #require(fixture.table.currentItemView)
        #expect(page.observers.count >= 3)
        // Far enough that the cache (two pages) lets page 0 go.
        for index in [3, 5, 7] { fixture.table.scrollToItem(at: index, animated: false) }
        fixture.run(until: 0.1)
        #expect(page.observers.count == 0, "a page off screen is not observed")
        fixture.table.removeFromSuperview()
      }
      #expect(weakTable == nil)
      #expect(weakPage == nil)
    }
  }
#endif
