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
      "An animated page change asked under a resting finger waits for its lift, then slides",
      arguments: LayoutDirection.cases)
    func pageChangeUnderRestingFinger(direction: LayoutDirection) {
      let fixture = AdapterFixture(direction: direction)
      let start = fixture.table.pager.contentOffset.x
      fixture.window.touchBegan(at: direction.point(x: 150, y: 600), time: fixture.now + 0.005)
      fixture.table.scrollToItem(at: 1, animated: true)
      fixture.run(until: fixture.now + 0.1)
      // Code never moves what a finger holds (DESIGN §6).
      #expect(fixture.table.pager.contentOffset.x == start)
      #expect(fixture.table.currentItemIndex == 0)
      fixture.window.touchEnded(time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 0.1)
      let progressed = direction.pagerOffset(
        Double(fixture.table.pager.contentOffset.x), pageCount: 4)
      #expect(progressed > 20 && progressed < 390, "sliding from the lift (\(progressed))")
      fixture.run(until: fixture.now + 0.5)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(
        Double(fixture.table.pager.contentOffset.x) == direction.pagerOffset(390, pageCount: 4))
      #expect(!fixture.table.pager.isDecelerating)
    }

    @Test(
      "A page change asked under a resting finger stops the page's own animation at the lift",
      arguments: LayoutDirection.cases)
    func pageChangeStopsAnimationAtTheLift(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(direction: direction)
      let page = try #require(fixture.table.currentItemView)
      fixture.window.touchBegan(at: direction.point(x: 150, y: 600), time: fixture.now + 0.005)
      page.setContentOffset(
        CGPoint(x: 0, y: page.contentOffset.y + 600), animated: true)
      fixture.run(until: fixture.now + 0.1)
      fixture.table.scrollToItem(at: 1, animated: true)
      let asked = fixture.scrolled(page)
      fixture.run(until: fixture.now + 0.05)
      #expect(fixture.scrolled(page) > asked, "the app's animation goes on under the finger")
      fixture.window.touchEnded(time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 1.0 / 120)
      let stopped = fixture.scrolled(page)
      #expect(stopped > asked && stopped < 600)
      fixture.run(until: fixture.now + 0.1)
      #expect(!page.isScrollAnimating, "the page change stopped the page's animation")
      #expect(abs(fixture.scrolled(page) - stopped) < 0.01)
      fixture.run(until: fixture.now + 0.5)
      #expect(fixture.table.currentItemIndex == 1)
    }

    @Test(
      "A page change asked while the host's finger drags a page leaves the page the finger's",
      arguments: LayoutDirection.cases)
    func pageKeepsItsFinger(direction: LayoutDirection) throws {
      let fixture = AdapterFixture(direction: direction)
      let page = try #require(fixture.table.currentItemView)
      fixture.drag(
        from: direction.point(x: 150, y: 700), to: direction.point(x: 150, y: 600), duration: 0.1,
        lift: false)
      #expect(page.isDragging)
      fixture.table.scrollToItem(at: 2, animated: false)
      fixture.run(until: fixture.now + 1.0 / 60)
      #expect(page.isDragging, "the page keeps its finger")
      #expect(fixture.table.currentItemIndex == 0)
      let before = page.contentOffset.y
      fixture.window.touchMoved(to: direction.point(x: 150, y: 400), time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 0.1)
      #expect(page.contentOffset.y > before + 150, "the finger still moves the page")
      fixture.window.touchEnded(time: fixture.now + 0.005)
      fixture.run(until: fixture.now + 1.0 / 60)
      #expect(fixture.table.currentItemIndex == 2, "at once at the lift, as asked")
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

    @Test("The app animating the page under a header finger does what it does under a page finger")
    func headerFingerIsPageFinger() throws {
      // The page's offset after each step: a drag from `y` (header or page), the app's
      // animation mid-drag, the drag going on, the lift.
      func play(from y: Double) throws -> [Double] {
        let fixture = AdapterFixture()
        let page = try #require(fixture.table.currentItemView)
        var trace: [Double] = []
        fixture.window.touchBegan(at: CGPoint(x: 195, y: y), time: fixture.now + 0.005)
        for step in 1...4 {
          fixture.window.touchMoved(
            to: CGPoint(x: 195, y: y - 8 * Double(step)), time: fixture.now + 0.008)
          fixture.run(until: fixture.now + 0.008)
          trace.append(fixture.scrolled(page))
        }
        page.setContentOffset(CGPoint(x: 0, y: page.contentOffset.y + 50), animated: true)
        for step in 1...10 {
          fixture.window.touchMoved(
            to: CGPoint(x: 195, y: y - 32 - 8 * Double(step)), time: fixture.now + 0.008)
          fixture.run(until: fixture.now + 0.008)
          trace.append(fixture.scrolled(page))
        }
        fixture.window.touchEnded(time: fixture.now + 0.005)
        for _ in 1...20 {
          fixture.run(until: fixture.now + 0.05)
          trace.append(fixture.scrolled(page))
        }
        return trace
      }
      let onPage = try play(from: 600)
      #expect(onPage[3] > 10, "the finger drags the page")
      #expect(try play(from: 150) == onPage)
    }
  }
#endif
