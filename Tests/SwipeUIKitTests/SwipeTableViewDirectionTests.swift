#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// SwipeTableView right to left: it follows `effectiveUserInterfaceLayoutDirection` (its own
  /// `semanticContentAttribute` or an ancestor's) and puts the pages where the engine says, page
  /// 0 at the right end of the pager.
  @MainActor @Suite("SwipeTableView right to left")
  struct SwipeTableViewDirectionTests {
    /// Where `view` is in the window.
    static func minX(_ view: UIView?) -> CGFloat? {
      view.map { $0.convert($0.bounds, to: nil).minX }
    }

    @Test("Under .forceRightToLeft page 0 is at the right and a finger moving right advances")
    func fingerMovingRightAdvances() throws {
      let fixture = AdapterFixture(direction: .rightToLeft)
      let table = fixture.table
      #expect(table.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(table.pager.contentSize.width == 1560)
      #expect(table.pager.contentOffset.x == 1170, "page 0 at the largest offset")
      let page0 = try #require(table.currentItemView)
      #expect(page0.frame.minX == 1170)
      #expect(Self.minX(page0) == 0)
      fixture.drag(
        from: CGPoint(x: 60, y: 600), to: CGPoint(x: 200, y: 600), duration: 0.15, lift: false)
      fixture.run(until: fixture.now + 0.02)
      // Mid-swipe page 1 comes in from the left.
      let page1 = try #require(table.itemView(at: 1))
      #expect(page1.frame.minX == 780)
      let incoming = try #require(Self.minX(page1))
      #expect(incoming < 0 && incoming > -390, "page 1 at x = \(incoming)")
      #expect(table.pageProgress > 0)
      fixture.window.touchMoved(to: CGPoint(x: 300, y: 600), time: fixture.now + 0.008)
      fixture.window.touchEnded(time: fixture.now + 0.016)
      fixture.run(until: fixture.now + 1)
      #expect(table.currentItemIndex == 1)
      #expect(table.pageProgress == 1)
      #expect(table.pager.contentOffset.x == 780)
      #expect(Self.minX(page1) == 0)
      #expect(fixture.calls.contains("index 1"))
    }

    @Test("A pager fling toward smaller offsets advances right to left")
    func flingAdvances() {
      let fixture = AdapterFixture(direction: .rightToLeft)
      fixture.table.pager.fling(velocity: CGPoint(x: -1500, y: 0), time: fixture.now)
      fixture.run(until: fixture.now + 1)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(fixture.table.pager.contentOffset.x == 780)
    }

    @Test("The table's own semanticContentAttribute flips it, keeping the current page in place")
    func ownAttributeFlips() throws {
      let fixture = AdapterFixture()
      let table = fixture.table
      table.scrollToItem(at: 2, animated: false)
      let page = try #require(table.currentItemView)
      page.contentOffset = CGPoint(x: 0, y: page.contentOffset.y + 120)
      fixture.run(until: fixture.now + 0.05)
      let header = table.swipeHeaderView?.frame
      #expect(table.pager.contentOffset.x == 780)
      table.semanticContentAttribute = .forceRightToLeft
      fixture.run(until: fixture.now + 1.0 / 120)
      #expect(table.currentItemIndex == 2)
      #expect(table.pager.contentOffset.x == 390)
      #expect(table.currentItemView === page)
      #expect(page.frame.minX == 390)
      #expect(Self.minX(page) == 0)
      #expect(abs(fixture.scrolled(page) - 120) < 0.01)
      #expect(table.swipeHeaderView?.frame == header)
      #expect(fixture.calls.filter { $0.hasPrefix("index") } == ["index 2"], "no page change")
      // A finger moving right now advances to page 3.
      fixture.drag(from: CGPoint(x: 60, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.15)
      fixture.run(until: fixture.now + 1)
      #expect(table.currentItemIndex == 3)
      #expect(table.pager.contentOffset.x == 0)
      table.semanticContentAttribute = .unspecified
      fixture.run(until: fixture.now + 1.0 / 120)
      #expect(table.currentItemIndex == 3)
      #expect(table.pager.contentOffset.x == 1170)
      #expect(Self.minX(table.currentItemView) == 0)
    }
  }
#endif
