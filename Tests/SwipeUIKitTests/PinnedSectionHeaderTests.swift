#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// DESIGN.md §12, "pinned headers pin below the chrome": UIKit pins a plain table's section
  /// headers at `contentOffset.y + adjustedContentInset.top`. With the header's height as a
  /// placeholder and the top inset and bar as inset (the default for tables, in a page root
  /// too), the floating section header is right below the bar at every header position;
  /// all-inset reservation (the default before) keeps it where the bar was, a header's height
  /// too low once the header has collapsed. Pages that cannot hold a placeholder (a table with
  /// a `tableHeaderView` of its own, a collection view whose layout is the app's) reserve by the
  /// inset, and their pinned headers float that header's height below the bar: the documented
  /// limit, measured here.
  @MainActor @Suite("Pinned section headers")
  struct PinnedSectionHeaderTests {
    /// What a page is.
    enum PageKind: Sendable, CaseIterable {
      /// A plain table.
      case table
      /// A plain table in the app's page root.
      case tableInRoot
      /// A plain table with a `tableHeaderView` of its own, 90 pt.
      case tableWithOwnHeader
      /// A collection view with a flow layout whose section headers pin.
      case flowLayout
    }

    /// A page root holding a table.
    @MainActor final class TableRoot: UIView, SwipeTableViewPageRoot {
      let table = UITableView(frame: .zero, style: .plain)
      override func layoutSubviews() {
        super.layoutSubviews()
        table.frame = bounds
      }
    }

    /// Three sections of 20 items, for the flow layout.
    final class Items: NSObject, UICollectionViewDataSource {
      func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
      func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { 20 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }

    /// A container (T 64, H 200, B 40) of pages of `kind`: 3 sections of 20 rows (items) of
    /// 44 pt, with 28 pt section headers.
    @MainActor final class Fixture: SwipeTableViewDataSource {
      let window: UIWindow
      let table: SwipeTableView
      let kind: PageKind
      let items = Items()
      var roots: [Int: TableRoot] = [:]

      init(reservation: PageReservation? = nil, kind: PageKind = .table) {
        // A fresh clock first: views register with the driver that exists when they are made.
        UIKitStubDriver.reset(now: 0)
        self.kind = kind
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
        switch kind {
        case .table:
          return Self.fill(view as? UITableView ?? UITableView(frame: .zero, style: .plain))
        case .tableInRoot:
          let root = roots[index] ?? TableRoot(frame: .zero)
          roots[index] = root
          root.addSubview(root.table)
          return Self.fill(root.table)
        case .tableWithOwnHeader:
          let page = Self.fill(view as? UITableView ?? UITableView(frame: .zero, style: .plain))
          if page.tableHeaderView == nil {
            page.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 90))
          }
          return page
        case .flowLayout:
          if let page = view as? UICollectionView { return page }
          let layout = UICollectionViewFlowLayout()
          layout.itemSize = CGSize(width: 390, height: 44)
          layout.minimumLineSpacing = 0
          layout.headerReferenceSize = CGSize(width: 390, height: 28)
          layout.sectionHeadersPinToVisibleBounds = true
          let page = UICollectionView(frame: .zero, collectionViewLayout: layout)
          page.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
          page.dataSource = items
          page.reloadData()
          return page
        }
      }

      static func fill(_ page: UITableView) -> UITableView {
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

      /// Scrolls the current page to `s` (how far the header has scrolled: 0 at the top), as
      /// the app would set it, and lays out.
      func scroll(to s: CGFloat) {
        guard let page = table.currentItemView else { return }
        page.contentOffset = CGPoint(x: 0, y: s - page.contentInset.top)
        UIKitStubDriver.current.layoutPass()
      }

      /// The window y of the section header that floats (or of section 0's, at rest), and the
      /// bar's bottom.
      func headerAndBar() -> (header: CGFloat, bar: CGFloat)? {
        guard let page = table.currentItemView, let bar = table.swipeHeaderBar else { return nil }
        let top: CGFloat
        if let list = page as? UITableView {
          top = list.rectForHeader(inSection: list.pinnedSection ?? 0).minY
        } else {
          guard let collection = page as? UICollectionView else { return nil }
          let line = page.contentOffset.y + page.adjustedContentInset.top
          let headers = (0..<3).compactMap { section in
            collection.collectionViewLayout.layoutAttributesForSupplementaryView(
              ofKind: UICollectionView.elementKindSectionHeader,
              at: IndexPath(item: 0, section: section))?.frame.minY
          }
          top = headers.last { $0 <= line + 0.5 } ?? headers.first ?? 0
        }
        let header = page.convert(CGPoint(x: 0, y: top), to: window).y
        return (header, bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: window).y)
      }
    }

    static let positions: [CGFloat] = [0, 50, 150, 199, 200, 260, 500, 1200]

    @Test(
      "By default the floating section header is right below the bar at every position",
      arguments: [PageKind.table, .tableInRoot])
    func headerPinsBelowTheBar(kind: PageKind) throws {
      let fixture = Fixture(kind: kind)
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
      "All-inset reservation leaves it behind the bar: s below it, a header's height once collapsed",
      arguments: [
        (PageReservation.contentInset, PageKind.table), (.headerPlaceholder, .tableWithOwnHeader),
        (.headerPlaceholder, .flowLayout),
      ])
    func allInsetPinsTooLow(reservation: PageReservation, kind: PageKind) throws {
      let fixture = Fixture(reservation: reservation, kind: kind)
      let page = try #require(fixture.table.currentItemView)
      #expect(abs(page.contentInset.top - 304) < 0.01, "reserved by the inset")
      // A table's own header (90 pt) scrolls away before its first section header floats.
      for s in Self.positions where kind != .tableWithOwnHeader || s >= 290 {
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
