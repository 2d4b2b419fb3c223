#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeTestSupport
  import SwipeUIKit
  import SwipeUIKitRefresh
  import Testing
  // UIKit's accessibility traits and notifications are mutable C globals in the iOS 17.4 SDK,
  // and the stub's too; these tests read them, so they import them as an app would.
  @preconcurrency import UIKitStub

  /// VoiceOver and Reduce Motion through `SwipeTableView` on the stub: the view scrolls as the
  /// engine decides and posts what VoiceOver says.
  @MainActor @Suite("SwipeTableView accessibility")
  struct SwipeTableViewAccessibilityTests {
    @Test("A three-finger scroll turns the page and posts its tab; the ends return false")
    func pageTurns() throws {
      let fixture = AdapterFixture(heights: [2000, 2000])
      fixture.table.tabTitles = ["Posts", "Likes"]
      fixture.run(until: 0.05)
      #expect(fixture.table.accessibilityScroll(.left))
      // Posted after the scrolling completes (UIAccessibility.h:372-374), not as it starts.
      fixture.run(until: 0.15)
      #expect(fixture.table.pager.contentOffset.x < 390, "still sliding")
      #expect(UIKitStubDriver.current.accessibilityPosts.isEmpty)
      fixture.run(until: 1)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(fixture.table.pager.contentOffset.x == 390)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts == ["Likes, tab 2 of 2"])
      #expect(UIKitStubDriver.current.accessibilityPosts.last?.notification == .pageScrolled)
      #expect(!fixture.table.accessibilityScroll(.next), "no page after the last")
      #expect(fixture.table.accessibilityScroll(.up))
      fixture.run(until: 1.1)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts.count == 1, "the page still moves")
      fixture.run(until: 2)
      let page = try #require(fixture.table.currentItemView)
      // One screen below the bar: 844 − 64 − 40 = 740 pt.
      #expect(abs(fixture.scrolled(page) - 740) < 0.5)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts.last == "Page 2 of 3")
    }

    @Test("A sideways three-finger scroll from inside a page turns it through the container")
    func sidewaysScrollFromACell() throws {
      let fixture = AdapterFixture(heights: [2000, 2000, 2000])
      fixture.table.tabTitles = ["Posts", "Photos", "Likes"]
      fixture.run(until: 0.05)
      let page = try #require(fixture.table.currentItemView)
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      page.addSubview(cell)
      // The page cannot scroll sideways: VoiceOver passes the scroll up to the pager.
      let handler = UIKitStubDriver.current.accessibilityScroll(.left, from: cell)
      #expect(handler === fixture.table.pager)
      fixture.run(until: 1)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts == ["Photos, tab 2 of 3"])
      let next = try #require(fixture.table.currentItemView)
      let nextCell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      next.addSubview(nextCell)
      UIKitStubDriver.current.accessibilityScroll(.previous, from: nextCell)
      fixture.run(until: 2)
      #expect(fixture.table.currentItemIndex == 0)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts.last == "Posts, tab 1 of 3")
    }

    @Test(
      "Up from a cell scrolls a table page by the area below the bar once the header collapsed",
      arguments: [PageReservation.headerPlaceholder, .contentInset])
    func upFromACellByTheVisibleArea(reservation: PageReservation) throws {
      let fixture = AdapterFixture(heights: [3000, 3000])
      fixture.usesTables = true
      fixture.table.headerReservation = reservation
      fixture.table.reloadData()
      fixture.run(until: 0.05)
      let page = try #require(fixture.table.currentItemView as? UITableView)
      page.contentOffset.y += 600
      fixture.run(until: 0.1)
      #expect(abs((fixture.table.swipeHeaderBar?.frame.minY ?? 0) - 64) < 0.5, "collapsed")
      let before = fixture.scrolled(page)
      let cell = try #require(page.visibleCells.first)
      let handler = UIKitStubDriver.current.accessibilityScroll(.up, from: cell)
      #expect(handler === page, "up and down are the page's own")
      fixture.run(until: 1)
      // UIKit scrolls by the bounds less the adjusted inset: with the default reservation that
      // is what shows below the bar (844 − 64 − 40); all-inset, a header's height less.
      let expected: CGFloat = reservation == .contentInset ? 540 : 740
      #expect(abs(fixture.scrolled(page) - before - expected) < 0.5)
    }

    @Test("A settled page change tells VoiceOver the layout changed, once, with the new page")
    func layoutChangedOnceSettled() throws {
      let fixture = AdapterFixture(heights: [2000, 2000, 2000])
      fixture.run(until: 0.05)
      func layoutPosts() -> [UIView?] {
        UIKitStubDriver.current.accessibilityPosts.filter { $0.notification == .layoutChanged }
          .map { $0.argument as? UIView }
      }
      fixture.table.scrollToItem(at: 2, animated: true)
      fixture.run(until: 0.15)
      #expect(layoutPosts().isEmpty, "nothing while the pages slide past")
      fixture.run(until: 1.5)
      let posts = layoutPosts()
      #expect(posts.count == 1)
      #expect(posts.first.flatMap { $0 } === fixture.table.currentItemView)
      #expect(fixture.table.currentItemIndex == 2)
      fixture.table.scrollToItem(at: 2, animated: true)
      fixture.run(until: 2.5)
      #expect(layoutPosts().count == 1, "no change, no news")
    }

    @Test("With a SwipeSegmentedBar, VoiceOver names the page by the bar's title")
    func segmentedBarTitles() {
      let fixture = AdapterFixture(heights: [2000, 2000, 2000])
      fixture.table.swipeHeaderBar = SwipeSegmentedBar(
        titles: ["Posts", "Photos", "Likes"], frame: CGRect(x: 0, y: 0, width: 390, height: 40))
      fixture.run(until: 0.05)
      #expect(fixture.table.tabTitles == ["Posts", "Photos", "Likes"])
      #expect(fixture.table.accessibilityScroll(.next))
      fixture.run(until: 1)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts == ["Photos, tab 2 of 3"])
    }

    @Test("VoiceOver reads the header, the bar, then the page on screen, never the neighbours")
    func readingOrder() throws {
      let fixture = AdapterFixture(heights: [2000, 2000, 2000])
      fixture.run(until: 0.05)
      let header = try #require(fixture.table.swipeHeaderView)
      let bar = try #require(fixture.table.swipeHeaderBar)
      func order() -> [ObjectIdentifier] {
        (fixture.table.accessibilityElements ?? []).map { ObjectIdentifier($0 as AnyObject) }
      }
      let first = try #require(fixture.table.currentItemView)
      #expect(order() == [header, bar, first].map(ObjectIdentifier.init))
      fixture.table.scrollToItem(at: 1, animated: false)
      fixture.run(until: 0.1)
      let second = try #require(fixture.table.currentItemView)
      #expect(second !== first)
      #expect(order() == [header, bar, second].map(ObjectIdentifier.init))
    }

    @Test(
      "Dynamic Type at the largest accessibility size: the bar grows and the view stays in place",
      arguments: [0.0, 150, 500])
    func dynamicTypeBar(scrolled: Double) throws {
      let fixture = AdapterFixture(heights: [3000, 3000], header: 200, bar: nil)
      let bar = SwipeSegmentedBar(
        titles: ["Posts", "Likes"], frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      fixture.table.swipeHeaderBar = bar
      fixture.run(until: 0.05)
      let page = try #require(fixture.table.currentItemView)
      let offset = CGFloat(scrolled) - 64 - 200 - 44
      page.contentOffset = CGPoint(x: 0, y: offset)
      fixture.run(until: 0.1)
      // The same container headless, at the same scroll.
      let (container, _) = Fixtures.container(
        heights: [3000, 3000], topInset: 64, header: 200, bar: 44)
      container.advance(to: 0.05)
      container.setCurrentPageOffset(Double(offset), animated: false)
      let header = try #require(fixture.table.swipeHeaderView)
      #expect(abs(header.frame.minY - container.headerFrame!.minY) < 0.5)
      let (headerTop, barTop) = (header.frame.minY, bar.frame.minY)
      // The largest accessibility size: subheadline at 53 pt.
      bar.titleFont = .systemFont(ofSize: 53)
      fixture.run(until: 0.2)
      #expect(bar.bounds.height == 90, "53 × 1.2 + 24 + 2, rounded up")
      container.barHeight = 90
      container.advance(to: 0.2)
      // In place: the header and the bar's top stay; the UIKit host does what the engine does.
      #expect(header.frame.minY == headerTop && bar.frame.minY == barTop)
      #expect(abs(header.frame.minY - container.headerFrame!.minY) < 0.5)
      #expect(abs(bar.frame.minY - container.barFrame!.minY) < 0.5 && bar.frame.height == 90)
      #expect(abs(Double(fixture.scrolled(page)) - container.currentScroll) < 0.5)
      let contentTop = page.convert(CGPoint.zero, to: nil).y
      let scroller = try #require(container.currentPage?.scroller)
      let headlessTop = Double(container.contentFrame(ofPageAt: 0).minY) - scroller.offset
      #expect(abs(Double(contentTop) - headlessTop) < 0.5)
    }

    @Test("Reduce Motion: scrollToItem(animated:) is there at once; the app can override it")
    func reduceMotion() throws {
      let fixture = AdapterFixture(heights: [2000, 2000, 2000])
      fixture.run(until: 0.05)
      UIKitStubDriver.current.isReduceMotionEnabled = true
      fixture.table.scrollToItem(at: 1, animated: true)
      #expect(fixture.table.pager.contentOffset.x == 390, "no slide")
      #expect(fixture.table.currentItemIndex == 1)
      // A three-finger scroll completes at once: its status is posted at once.
      #expect(fixture.table.accessibilityScroll(.left))
      #expect(fixture.table.pager.contentOffset.x == 780)
      #expect(UIKitStubDriver.current.accessibilityPosts.last?.notification == .pageScrolled)
      fixture.table.scrollToItem(at: 1, animated: false)
      fixture.table.prefersReducedMotion = false
      fixture.table.scrollToItem(at: 2, animated: true)
      #expect(fixture.table.pager.contentOffset.x < 780, "the app asked for the slide")
      fixture.run(until: 1)
      #expect(fixture.table.pager.contentOffset.x == 780)
    }

    @Test("Refresh and load more announce their start and end")
    func refreshAnnouncements() throws {
      let fixture = AdapterFixture(heights: [2000])
      fixture.table.refreshConfiguration = .seed
      fixture.table.loadMoreConfiguration = .init()
      fixture.run(until: 0.05)
      fixture.table.beginRefreshing(at: 0)
      fixture.run(until: 1)
      fixture.table.endRefreshing(at: 0)
      fixture.run(until: 2)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts == ["Refreshing", "Updated"])
      #expect(
        UIKitStubDriver.current.accessibilityPosts.allSatisfy { $0.notification == .announcement })
      fixture.table.setNoMoreData(at: 0)
      fixture.run(until: 2.1)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts.last == "No more data")
    }

    @Test("SwipeRefreshControl on a plain list announces the same way")
    func controlAnnouncements() {
      let (window, _, control) = refreshableList()
      control.beginRefreshing()
      UIKitStubDriver.current.run(until: 1, frameInterval: 1.0 / 120)
      control.endRefreshing()
      UIKitStubDriver.current.run(until: 2, frameInterval: 1.0 / 120)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts == ["Refreshing", "Updated"])
      withExtendedLifetime(window) {}
    }
  }
#endif
