#if os(Linux)
  import Foundation
  import SwipeCore
  import Testing
  import SwipeUIKit
  import UIKitStub

  /// Properties set in any order give the same container: a reservation set after the data
  /// source (and after the pages have scrolled) shows what one set before it shows.
  @MainActor @Suite("Setting order")
  struct SettingOrderTests {
    /// What the user sees of a table page: the header's and bar's tops, the first visible row's
    /// top in the window, and the page's `s`.
    struct Seen: Equatable, CustomStringConvertible {
      var header: CGFloat
      var bar: CGFloat
      var row: Int
      var rowTop: CGFloat
      var scrolled: CGFloat

      var description: String {
        "header \(header) bar \(bar) row \(row) at \(rowTop) s \(scrolled)"
      }

      /// Whether the two look the same, to 0.5 pt (and scroll the same, with `scroll`; `s`
      /// as the fixture measures it holds for the reservations that put the header in the
      /// inset only).
      func isClose(to other: Seen, scroll: Bool = true) -> Bool {
        row == other.row && abs(header - other.header) < 0.5 && abs(bar - other.bar) < 0.5
          && abs(rowTop - other.rowTop) < 0.5
          && (!scroll || abs(scrolled - other.scrolled) < 0.5)
      }
    }

    static func seen(_ fixture: AdapterFixture) throws -> Seen {
      let page = try #require(fixture.table.currentItemView as? UITableView)
      let barBottom = try #require(fixture.table.swipeHeaderBar).frame.maxY
      // The first row whose top is at or below the bar's bottom.
      let row = try #require(
        (0..<page.numberOfRows(inSection: 0)).first { row in
          page.convert(page.rectForRow(at: IndexPath(row: row, section: 0)), to: fixture.window)
            .minY >= barBottom - 0.5
        })
      let top = page.convert(page.rectForRow(at: IndexPath(row: row, section: 0)), to: nil).minY
      return Seen(
        header: try #require(fixture.table.swipeHeaderView).frame.minY, bar: barBottom, row: row,
        rowTop: top, scrolled: fixture.scrolled(page))
    }

    /// A table fixture whose reservation is `reservation`, set before the data source when
    /// `first`, else after the first layout pass (the fixture sets the data source itself).
    static func fixture(_ reservation: PageReservation, first: Bool) -> AdapterFixture {
      let fixture = AdapterFixture(heights: [3000, 3000, 600])
      fixture.usesTables = true
      if first {
        fixture.table.dataSource = nil
        fixture.table.headerReservation = reservation
        fixture.table.dataSource = fixture
      } else {
        fixture.table.reloadData()
        fixture.run(until: 0.05)
        fixture.table.headerReservation = reservation
      }
      fixture.run(until: 0.1)
      return fixture
    }

    @Test(
      "A reservation set after the data source shows what one set before it shows",
      arguments: [PageReservation.contentInset, .placeholder, .headerPlaceholder])
    func reservationAfterDataSource(_ reservation: PageReservation) throws {
      var expected: [Seen] = []
      do {
        let fixture = Self.fixture(reservation, first: true)
        expected.append(try Self.seen(fixture))
        fixture.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 0.2)
        fixture.run(until: fixture.now + 3)
        expected.append(try Self.seen(fixture))
      }
      let fixture = Self.fixture(reservation, first: false)
      var seen = [try Self.seen(fixture)]
      fixture.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 0.2)
      fixture.run(until: fixture.now + 3)
      seen.append(try Self.seen(fixture))
      for (got, wanted) in zip(seen, expected) {
        #expect(got.isClose(to: wanted), "\(reservation): \(got), expected \(wanted)")
      }
    }

    @Test(
      "Changing the reservation of scrolled pages keeps what the user sees in place",
      arguments: [
        (PageReservation.headerPlaceholder, PageReservation.contentInset),
        (.contentInset, .placeholder), (.placeholder, .headerPlaceholder),
      ])
    func reservationChangeKeepsTheScreen(from: PageReservation, to: PageReservation) throws {
      let fixture = Self.fixture(from, first: true)
      for scroll in [CGFloat(100), 500] {
        let page = try #require(fixture.table.currentItemView as? UITableView)
        page.contentOffset.y += scroll
        fixture.run(until: fixture.now + 0.1)
        let before = try Self.seen(fixture)
        fixture.table.headerReservation = to
        fixture.run(until: fixture.now + 0.1)
        let after = try Self.seen(fixture)
        #expect(
          after.isClose(to: before, scroll: false),
          "\(from) → \(to) at +\(scroll): \(after) vs \(before)")
        fixture.table.headerReservation = from
        fixture.run(until: fixture.now + 0.1)
      }
    }
  }
#endif
