#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// A page root: a table filling it, and a badge over its bottom right corner.
  @MainActor private final class FeedPage: UIView, SwipeTableViewPageRoot {
    var table = UITableView(frame: .zero, style: .plain)
    let badge = UIView(frame: .zero)

    init() {
      super.init(frame: .zero)
      addSubview(table)
      addSubview(badge)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      table.frame = bounds
      badge.frame = CGRect(x: bounds.maxX - 60, y: bounds.maxY - 60, width: 44, height: 44)
    }

    /// Shows `rows` rows of 60 pt.
    func show(rows: Int) {
      table.rowHeight = 60
      table.content = UITableView.Content(
        numberOfRows: { _, _ in rows },
        cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
      table.reloadData()
    }
  }

  /// A data source of tables in page roots, one root per page, recording what it was offered.
  @MainActor private final class RootedPages: SwipeTableViewDataSource {
    var roots: [Int: FeedPage] = [:]
    var offered: [UIScrollView?] = []
    let count: Int

    init(count: Int) {
      self.count = count
    }

    func numberOfItems(in swipeTableView: SwipeTableView) -> Int { count }

    func swipeTableView(
      _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
    ) -> UIScrollView {
      offered.append(view)
      let root = roots[index] ?? FeedPage()
      roots[index] = root
      root.show(rows: 40)
      return root.table
    }
  }

  /// SwipeTableView with pages whose scroll view is inside a view of the app's
  /// (``SwipeTableViewPageRoot``).
  @MainActor private struct RootedFixture {
    let window: UIWindow
    let table: SwipeTableView
    fileprivate let pages = RootedPages(count: 6)

    /// A 390 × 844 window with the container (T 64, H 200, B 40) of six rooted pages, on a fresh
    /// stub clock: made in each test's body, as the clock is the process's.
    init() {
      UIKitStubDriver.reset(now: 0)
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      table = SwipeTableView(frame: window.bounds)
      table.swipeHeaderTopInset = 64
      table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
      window.addSubview(table)
      table.dataSource = pages
      UIKitStubDriver.current.layoutPass()
    }
  }

  @MainActor @Suite("SwipeTableView page roots")
  struct PageRootTests {
    @Test("The root is framed and added to the pager; its scroll view stays in it as the page")
    func rootFramedScrollViewObserved() throws {
      let fixture = RootedFixture()
      let table = fixture.table
      let pages = fixture.pages
      let root = try #require(pages.roots[0])
      #expect(root.superview === table.pager)
      #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(root.table.superview === root)
      #expect(root.table.frame == root.bounds)
      #expect(root.badge.superview === root)
      #expect(table.currentItemView === root.table)
      // A table in a root reserves as any table page: the top inset and the bar by the inset,
      // the header by a placeholder, so its pinned section headers stay right below the bar.
      #expect(root.table.contentInset.top == 104)
      #expect(root.table.tableHeaderView?.frame.height == 200, "the header's placeholder")
      #expect(root.table.contentOffset.y == -104)
    }

    @Test("Scrolling the scroll view in the root scrolls the header away")
    func scrollingTheRootsTableMovesTheHeader() throws {
      let fixture = RootedFixture()
      let window = fixture.window
      let table = fixture.table
      let pages = fixture.pages
      let root = try #require(pages.roots[0])
      let now = UIKitStubDriver.current.now
      window.drag(
        from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 550), startingAt: now + 0.01,
        duration: 0.3, steps: 36)
      UIKitStubDriver.current.run(until: now + 2, frameInterval: 1.0 / 120)
      let scrolled = root.table.contentOffset.y + 104
      #expect(scrolled > 100)
      #expect(table.swipeHeaderView?.frame.minY == 64 - min(scrolled, 200))
      #expect(table.swipeHeaderBar?.frame.minY == 264 - min(scrolled, 200))
    }

    @Test("VoiceOver reaches what the current page's root holds and what the app adds on top")
    func voiceOverReachesRootsAndOverlays() throws {
      let fixture = RootedFixture()
      let table = fixture.table
      let pages = fixture.pages
      let driver = UIKitStubDriver.current
      let indicator = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      indicator.isAccessibilityElement = true
      indicator.accessibilityLabel = "Refreshing"
      table.addSubview(indicator)
      func focusable() -> [String] {
        for (index, root) in pages.roots {
          root.badge.isAccessibilityElement = true
          root.badge.accessibilityLabel = "badge \(index)"
        }
        return driver.voiceOverElements(in: fixture.window).compactMap(\.accessibilityLabel)
      }
      #expect(focusable().contains("badge 0"), "the root's floating button")
      #expect(focusable().contains("Refreshing"), "a view the app put on the container")
      #expect(focusable().last == "Refreshing", "after the page")
      table.scrollToItem(at: 1, animated: false)
      driver.layoutPass()
      #expect(focusable().contains("badge 1"))
      #expect(!focusable().contains("badge 0"), "never a neighbour's")
    }

    @Test("Each page's root is framed at its page; a page that leaves takes its root out")
    func rootsFollowTheirPages() throws {
      let fixture = RootedFixture()
      let table = fixture.table
      let pages = fixture.pages
      for index in [5, 3, 1, 4] {
        table.scrollToItem(at: index, animated: false)
        UIKitStubDriver.current.layoutPass()
        let shown = try #require(pages.roots[index])
        #expect(shown.frame.minX == CGFloat(index) * 390)
        #expect(table.currentItemView === shown.table)
        for (page, root) in pages.roots {
          let loaded = table.itemView(at: page) != nil
          #expect(
            (root.superview === table.pager) == loaded,
            "page \(page)'s root is in the pager exactly while the page is loaded")
          #expect(root.table.superview === root, "the scroll view stays in its root")
        }
      }
      #expect(pages.roots.values.contains { $0.superview == nil }, "a page was unloaded")
      let offered = pages.offered.compactMap { $0 }
      #expect(!offered.isEmpty, "a page view that left was offered for reuse")
      #expect(offered.allSatisfy { $0.superview is FeedPage }, "in its root")
    }

    @Test("A root whose scroll view the owner replaces stays shown with the new one")
    func replacedScrollViewKeepsTheRoot() throws {
      let fixture = RootedFixture()
      let table = fixture.table
      let pages = fixture.pages
      let root = try #require(pages.roots[0])
      let old = root.table
      old.removeFromSuperview()
      root.table = UITableView(frame: .zero, style: .plain)
      root.addSubview(root.table)
      table.reloadData()
      UIKitStubDriver.current.layoutPass()
      #expect(table.currentItemView === root.table)
      #expect(root.superview === table.pager)
      #expect(root.table.contentInset.top == 104)
      #expect(root.table.tableHeaderView?.frame.height == 200)
      // The old table is no page's: moving it tells the container nothing.
      old.contentOffset = CGPoint(x: 0, y: 400)
      UIKitStubDriver.current.layoutPass()
      #expect(table.swipeHeaderView?.frame.minY == 64)
    }
  }
#endif
