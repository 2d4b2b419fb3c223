#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// DESIGN.md §12, "pinned headers pin below the chrome": UIKit pins a plain table's section
  /// headers at `contentOffset.y + adjustedContentInset.top`. With the header's height as a
  /// placeholder and the top inset and bar as inset (the default for tables), the floating
  /// section header is right below the bar at every header position; all-inset reservation
  /// (the default before) keeps it where the bar was, a header's height too low once the header
  /// has collapsed.
  @MainActor @Suite("Pinned section headers")
  struct PinnedSectionHeaderTests {
    /// A container (T 64, H 200, B 40) of plain tables: 3 sections of 20 rows of 44 pt, with
    /// 28 pt section headers.
    @MainActor final class Fixture: SwipeTableViewDataSource {
      let window: UIWindow
      let table: SwipeTableView

      init(reservation: PageReservation? = nil) {
        // A fresh clock first: views register with the driver that exists when they are made.
        UIKitStubDriver.reset(now: 0)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table = SwipeTableView(frame: window.bounds)
        table.swipeHeaderTopInset = 64
        table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        if let reservation { table.headerReservation = reservation }
        window.addSubview(table)
        table.dataSource = self
        UIKitStubDriver.current.run(until: 0.1, frameInterval: 1.0 / 120)
      }

      func numberOfItems(in swipeTableView: SwipeTableView) -> Int { 2 }

      func swipeTableView(
        _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
      ) -> UIScrollView {
        let page = view as? UITableView ?? UITableView(frame: .zero, style: .plain)
        page.rowHeight = 44
        var content = UITableView.Content(
          numberOfRows: { _, _ in 20 },
          cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
        content.numberOfSections = { _ in 3 }
        content.heightForHeader = { _, _ in 28 }
        content.viewForHeader = { _, _ in UIView(frame: .zero) }
        page.content = content
        page.reloadData()
        return page
      }

      /// Scrolls the current page to `s` (its offset from the top of its content area), as the
      /// app would set it, and lays out.
      func scroll(to s: CGFloat) {
        guard let page = table.currentItemView else { return }
        page.contentOffset = CGPoint(x: 0, y: s - page.contentInset.top)
        UIKitStubDriver.current.layoutPass()
      }

      /// The window y of the section header that floats (or of section 0's, at rest), and the
      /// bar's bottom.
      func headerAndBar() -> (header: CGFloat, bar: CGFloat)? {
        guard let page = table.currentItemView as? UITableView,
          let bar = table.swipeHeaderBar
        else { return nil }
        let section = page.pinnedSection ?? 0
        let header = page.rectForHeader(inSection: section).minY - page.contentOffset.y
        return (page.frame.minY + header, bar.frame.maxY)
      }
    }

    static let positions: [CGFloat] = [0, 50, 150, 199, 200, 260, 500, 1200]

    @Test("By default the floating section header is right below the bar at every position")
    func headerPinsBelowTheBar() throws {
      let fixture = Fixture()
      for s in Self.positions {
        fixture.scroll(to: s)
        let found = try #require(fixture.headerAndBar())
        #expect(
          abs(found.header - found.bar) < 0.5, "s \(s): header \(found.header), bar \(found.bar)")
      }
      let page = try #require(fixture.table.currentItemView as? UITableView)
      // The top inset and the bar are inset; the header is the placeholder.
      #expect(abs(page.contentInset.top - (64 + 40)) < 0.01)
      #expect(page.tableHeaderView?.frame.height == 200)
    }

    @Test(
      "All-inset reservation leaves it behind the bar: s below it, a header's height once collapsed"
    )
    func allInsetPinsTooLow() throws {
      let fixture = Fixture(reservation: .contentInset)
      for s in Self.positions {
        fixture.scroll(to: s)
        let found = try #require(fixture.headerAndBar())
        // The pin line stays at T + H + B while the bar moves up with the header: the section
        // header stays where it was, `s` below the bar, and H below it once collapsed.
        let expected = min(s, 200)
        #expect(abs(found.header - found.bar - expected) < 0.5, "s \(s)")
      }
    }

    @Test(
      "scrollToRow(.top) puts the row right below the bar by default, a header too low all-inset",
      arguments: [PageReservation.headerPlaceholder, .contentInset])
    func scrollToRowSeesTheVisibleArea(reservation: PageReservation) throws {
      let fixture = Fixture(reservation: reservation)
      for (s, row) in [(0.0, 5), (150, 12), (700, 3)] {
        fixture.scroll(to: s)
        let page = try #require(fixture.table.currentItemView as? UITableView)
        let path = IndexPath(row: row, section: 1)
        page.scrollToRow(at: path, at: .top, animated: false)
        UIKitStubDriver.current.run(
          until: UIKitStubDriver.current.now + 0.05, frameInterval: 1.0 / 120)
        let top = page.frame.minY + page.rectForRow(at: path).minY - page.contentOffset.y
        let bar = try #require(fixture.table.swipeHeaderBar).frame.maxY
        // The header has scrolled away: the bar is pinned at T; the row is where the adjusted
        // inset's top is, which the all-inset reservation puts a header's height lower.
        #expect(abs(bar - 104) < 0.5)
        let expected: CGFloat = reservation == .contentInset ? 200 : 0
        #expect(abs(top - bar - expected) < 0.5, "s \(s), row \(row): row at \(top), bar \(bar)")
      }
    }

    @Test("A table with a header view of its own keeps it and reserves through the inset")
    func ownTableHeaderIsKept() throws {
      let fixture = Fixture()
      let own = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 90))
      let page = try #require(fixture.table.currentItemView as? UITableView)
      page.tableHeaderView = own
      fixture.table.reloadData()
      UIKitStubDriver.current.layoutPass()
      let shown = try #require(fixture.table.currentItemView as? UITableView)
      #expect(shown.tableHeaderView === own)
      #expect(abs(shown.contentInset.top - (64 + 200 + 40)) < 0.01)
    }
  }
#endif
