#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// A finger the host owns and motions the container drives, on the same views (DESIGN.md §12):
  /// each test fails if the hosted form takes a different decision than the headless container.
  /// The fixture's page area starts at y = 304 (T 64 + H 200 + B 40); the header spans 64…264.
  @MainActor @Suite("SwipeTableView under a finger")
  struct HostedFingerTests {
    @Test(
      "An animated page change goes on under a resting finger and past its lift",
      arguments: LayoutDirection.allCases)
    func pageChangeUnderRestingFinger(direction: LayoutDirection) {
      let fixture = AdapterFixture(direction: direction)
      fixture.window.touchBegan(at: direction.point(x: 150, y: 600), time: fixture.now + 0.005)
      fixture.table.scrollToItem(at: 1, animated: true)
      fixture.run(until: fixture.now + 0.1)
      let progressed = direction.pagerOffset(
        Double(fixture.table.pager.contentOffset.x), pageCount: 4)
      #expect(progressed > 20, "the animation runs under the finger (\(progressed))")
      // A third of the way: UIKit's own settle at the lift would snap back to page 0.
      fixture.window.touchEnded(time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 0.5)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(
        Double(fixture.table.pager.contentOffset.x) == direction.pagerOffset(390, pageCount: 4))
      #expect(!fixture.table.pager.isDecelerating)
    }

    @Test(
      "A page change under a resting finger stops the page's own animation where it is",
      arguments: LayoutDirection.allCases)
    func pageChangeStopsAnimationUnderFinger(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(direction: direction)
      let page = try #require(fixture.table.currentItemView)
      fixture.window.touchBegan(at: direction.point(x: 150, y: 600), time: fixture.now + 0.005)
      page.setContentOffset(
        CGPoint(x: 0, y: page.contentOffset.y + 600), animated: true)
      fixture.run(until: fixture.now + 0.1)
      fixture.table.scrollToItem(at: 1, animated: true)
      let stopped = fixture.scrolled(page)
      #expect(stopped > 0 && stopped < 600)
      fixture.run(until: fixture.now + 0.1)
      #expect(!page.isScrollAnimating, "the page's animation stopped")
      #expect(abs(fixture.scrolled(page) - stopped) < 0.01)
      fixture.window.touchEnded(time: fixture.now + 0.005)
    }

    @Test(
      "A page that leaves the screen under the host's finger lets go of it",
      arguments: LayoutDirection.allCases)
    func pageLeavingLetsGo(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(direction: direction)
      let page = try #require(fixture.table.currentItemView)
      fixture.drag(
        from: direction.point(x: 150, y: 700), to: direction.point(x: 150, y: 600), duration: 0.1,
        lift: false)
      #expect(page.isDragging)
      fixture.table.scrollToItem(at: 2, animated: false)
      fixture.run(until: fixture.now + 1.0 / 60)
      #expect(!page.isDragging, "the page's pan was cancelled")
      let left = page.contentOffset.y
      fixture.window.touchMoved(to: direction.point(x: 150, y: 400), time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 0.1)
      #expect(page.contentOffset.y == left, "the finger no longer moves the page")
      fixture.window.touchEnded(time: fixture.now + 0.005)
    }

    @Test("An offset the app sets under a resting finger is clamped as one at rest")
    func appOffsetUnderRestingFinger() throws {
      let fixture = AdapterFixture(heights: [600])
      let page = try #require(fixture.table.currentItemView)
      fixture.window.touchBegan(at: CGPoint(x: 195, y: 600), time: fixture.now + 0.005)
      page.contentOffset = CGPoint(x: 0, y: 5000)
      fixture.run(until: fixture.now + 1.0 / 60)
      // 600 pt of content pads to s = H = 200 at most.
      #expect(abs(fixture.scrolled(page) - 200) < 0.01)
      fixture.window.touchEnded(time: fixture.now + 0.005)
    }

    @Test("The app animating the page under a header finger makes that finger let go of it")
    func headerFingerLetsGo() throws {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.currentItemView)
      fixture.window.touchBegan(at: CGPoint(x: 195, y: 150), time: fixture.now + 0.005)
      for step in 1...4 {
        fixture.window.touchMoved(
          to: CGPoint(x: 195, y: 150 - 8 * Double(step)), time: fixture.now + 0.008)
        fixture.run(until: fixture.now + 0.008)
      }
      let dragged = fixture.scrolled(page)
      #expect(dragged > 10, "the header finger drags the page")
      page.setContentOffset(CGPoint(x: 0, y: page.contentOffset.y + 50), animated: true)
      // The finger moves on at once: it no longer reaches the page.
      fixture.window.touchMoved(to: CGPoint(x: 195, y: 90), time: fixture.now + 0.001)
      fixture.run(until: fixture.now + 0.4)
      #expect(abs(fixture.scrolled(page) - (dragged + 50)) < 0.01, "the app's animation ran")
      for step in 1...10 {
        fixture.window.touchMoved(
          to: CGPoint(x: 195, y: 90 - 8 * Double(step)), time: fixture.now + 0.008)
        fixture.run(until: fixture.now + 0.008)
      }
      #expect(abs(fixture.scrolled(page) - (dragged + 50)) < 0.01, "the finger let go")
      fixture.window.touchEnded(time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 1)
      #expect(abs(fixture.scrolled(page) - (dragged + 50)) < 0.01, "no fling at the lift")
      fixture.window.touchEnded(time: fixture.now + 0.005)
    }
  }
#endif
