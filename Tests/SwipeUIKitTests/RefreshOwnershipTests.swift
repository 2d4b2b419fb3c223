#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// DESIGN.md §12, "refresh with any control": an inset the container did not set is the
  /// owner's; the container keeps its reservation on top of it and never takes it away.
  @MainActor @Suite("Refresh ownership")
  struct RefreshOwnershipTests {
    /// T + H + B of the fixture.
    static let reserved: CGFloat = 64 + 200 + 40

    @Test(
      "A third-party header that adds to contentInset.top and shows itself moves the stack down",
      arguments: [PageReservation.contentInset, .placeholder])
    func thirdPartyControl(reservation: PageReservation) throws {
      let fixture = AdapterFixture()
      fixture.usesTables = true
      fixture.table.headerReservation = reservation
      fixture.table.reloadData()
      fixture.run(until: 0.05)
      let page = try #require(fixture.table.currentItemView as? UITableView)
      let ownTop: CGFloat = reservation == .placeholder ? 0 : Self.reserved
      #expect(page.contentInset.top == ownTop)
      if reservation == .placeholder {
        #expect(page.tableHeaderView?.frame.height == Self.reserved)
        #expect(page.contentOffset.y == 0, "the content starts at y = 0, under the placeholder")
      }
      // The control begins refreshing: 50 pt more inset, scrolled to show itself.
      page.contentInset.top += 50
      page.contentOffset = CGPoint(x: 0, y: -page.contentInset.top)
      fixture.run(until: 0.1)
      let header = try #require(fixture.table.swipeHeaderView)
      #expect(page.contentInset.top == ownTop + 50, "the owner's inset is kept")
      #expect(abs(header.frame.minY - (64 + 50)) < 0.5, "the stack moved down with the content")
      // It ends: the 50 pt go, the content scrolls back.
      page.contentInset.top -= 50
      page.contentOffset = CGPoint(x: 0, y: -page.contentInset.top)
      fixture.run(until: 0.15)
      #expect(page.contentInset.top == ownTop)
      #expect(abs(header.frame.minY - 64) < 0.5)
    }

    @Test("An inset the app adds while the container's refresh holds the page survives its end")
    func userInsetSurvivesRefresh() throws {
      let fixture = AdapterFixture()
      fixture.table.refreshConfiguration = .seed
      fixture.run(until: 0.05)
      let page = try #require(fixture.table.currentItemView)
      fixture.table.beginRefreshing(at: 0)
      fixture.run(until: 1)
      #expect(page.contentInset.top == Self.reserved + 60, "the refresh holds 60 pt")
      page.contentInset.top += 20
      fixture.run(until: 1.1)
      fixture.table.endRefreshing(at: 0)
      fixture.run(until: 3)
      #expect(fixture.table.refreshState(at: 0) == .idle)
      #expect(page.contentInset.top == Self.reserved + 20, "the app's 20 pt are still there")
      #expect(fixture.scrolled(page) >= -20.01, "the page rests inside its range")
    }
  }
#endif
