#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// DESIGN.md §12: a page's scroll indicator and `scrollRectToVisible` see the area the page
  /// shows, below the header and bar and above the home indicator, not the reservation. A
  /// SwipeTableView under a navigation bar on an iPhone with a sensor housing (safe area 59 + 44
  /// on top, 34 at the bottom): header 200, bar 40, plain tables of 60 rows of 44 pt.
  @MainActor @Suite("Scroll indicators and visible rects in SwipeTableView")
  struct ScrollIndicatorContainerTests {
    @MainActor final class Fixture: SwipeTableViewDataSource {
      let window: UIWindow
      let navigation: UINavigationController
      let screen = UIViewController(nibName: nil, bundle: nil)
      let table: SwipeTableView
      let adjustsIndicators: Bool
      let ownInsets = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 3)

      init(reservation: PageReservation? = nil, adjustsIndicators: Bool = true) {
        // A fresh clock first: views register with the driver that exists when they are made.
        UIKitStubDriver.reset(now: 0)
        self.adjustsIndicators = adjustsIndicators
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let holder = UIView(frame: window.bounds)
        screen.view = holder
        navigation = UINavigationController(rootViewController: screen)
        navigation.view.frame = window.bounds
        table = SwipeTableView(frame: holder.bounds)
        table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 40))
        if let reservation { table.headerReservation = reservation }
        holder.addSubview(table)
        window.addSubview(navigation.view)
        table.dataSource = self
        run(for: 0.1)
      }

      func run(for seconds: TimeInterval) {
        UIKitStubDriver.current.run(
          until: UIKitStubDriver.current.now + seconds, frameInterval: 1.0 / 120)
      }

      func numberOfItems(in swipeTableView: SwipeTableView) -> Int { 8 }

      func swipeTableView(
        _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
      ) -> UIScrollView {
        let page = view as? UITableView ?? UITableView(frame: .zero, style: .plain)
        page.rowHeight = 44
        page.automaticallyAdjustsScrollIndicatorInsets = adjustsIndicators
        page.verticalScrollIndicatorInsets = ownInsets
        page.content = UITableView.Content(
          numberOfRows: { _, _ in 60 },
          cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
        page.reloadData()
        return page
      }

      var page: UITableView? { table.currentItemView as? UITableView }
      var barBottom: CGFloat { table.swipeHeaderBar?.frame.maxY ?? .nan }

      /// Scrolls the current page to `s` (from the top of its content area), as the app would.
      func scroll(to s: CGFloat) {
        guard let page else { return }
        page.contentOffset = CGPoint(x: 0, y: s - page.adjustedContentInset.top)
        UIKitStubDriver.current.layoutPass()
      }

      /// The window y of the top of the page's row `row` in section 0.
      func rowTop(_ row: Int) -> CGFloat {
        guard let page else { return .nan }
        let rect = page.rectForRow(at: IndexPath(row: row, section: 0))
        return page.frame.minY + rect.minY - page.contentOffset.y
      }
    }

    static let positions: [CGFloat] = [0, 60, 150, 199, 200, 320, 1500]

    @Test(
      "The indicator runs from the bar's bottom to the home indicator at every header position",
      arguments: [
        (PageReservation.headerPlaceholder, true), (.headerPlaceholder, false),
        (.contentInset, true), (.contentInset, false),
      ])
    func indicatorSeesTheVisibleArea(reservation: PageReservation, adjusts: Bool) throws {
      let fixture = Fixture(reservation: reservation, adjustsIndicators: adjusts)
      for s in Self.positions {
        fixture.scroll(to: s)
        let page = try #require(fixture.page)
        let track = page.modelVerticalIndicatorTrack
        #expect(
          abs(page.frame.minY + track.top - fixture.barBottom) < 0.5,
          "s \(s): track from \(track.top), bar ends at \(fixture.barBottom)")
        #expect(abs(page.frame.minY + track.bottom - (852 - 34)) < 0.5, "s \(s)")
        #expect(page.verticalScrollIndicatorInsets.right == 3, "the sides stay the app's")
      }
    }

    @Test(
      "A page beside the current one has its own chrome's indicator; a page that leaves gets its own insets back"
    )
    func neighbourAndUnload() throws {
      let fixture = Fixture()
      fixture.scroll(to: 120)
      fixture.table.scrollToItem(at: 1, animated: false)
      fixture.run(for: 0.1)
      let second = try #require(fixture.page)
      // The neighbour followed the current page's header: the same chrome, the same track.
      #expect(
        abs(second.frame.minY + second.modelVerticalIndicatorTrack.top - fixture.barBottom) < 0.5)
      let first = try #require(fixture.table.itemView(at: 0))
      // Two pages stay cached: the farthest leaves as pages 4 and 7 load.
      for index in [4, 7] {
        fixture.table.scrollToItem(at: index, animated: false)
        fixture.run(for: 0.1)
      }
      #expect(fixture.table.itemView(at: 0) == nil, "unloaded")
      #expect(first.verticalScrollIndicatorInsets == fixture.ownInsets)
    }

    @Test(
      "scrollRectToVisible shows a row right below the bar, and above the home indicator",
      arguments: [PageReservation.headerPlaceholder, .contentInset])
    func scrollRectToVisibleSeesTheVisibleArea(reservation: PageReservation) throws {
      let fixture = Fixture(reservation: reservation)
      fixture.scroll(to: 1200)
      let page = try #require(fixture.page)
      // The header has collapsed: the bar is pinned below the navigation bar.
      #expect(abs(fixture.barBottom - (103 + 40)) < 0.5)
      page.scrollRectToVisible(page.rectForRow(at: IndexPath(row: 5, section: 0)), animated: false)
      fixture.run(for: 0.05)
      // By default the row is right below the bar; all-inset reservation leaves the header's
      // height (200) in the adjusted inset, so UIKit counts it as covered.
      let expected: CGFloat = reservation == .contentInset ? 200 : 0
      #expect(abs(fixture.rowTop(5) - fixture.barBottom - expected) < 0.5)
      page.scrollRectToVisible(page.rectForRow(at: IndexPath(row: 40, section: 0)), animated: false)
      fixture.run(for: 0.05)
      #expect(
        abs(fixture.rowTop(40) + 44 - (852 - 34)) < 0.5, "its bottom above the home indicator")
      let before = page.contentOffset
      page.scrollRectToVisible(page.rectForRow(at: IndexPath(row: 35, section: 0)), animated: false)
      #expect(page.contentOffset == before, "a visible row moves nothing")
    }
  }
#endif
