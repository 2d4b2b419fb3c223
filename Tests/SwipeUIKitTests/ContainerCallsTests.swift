#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import Testing
  import UIKitStub

  /// The calls a JXPagingView user expects: the current page to its top, the header collapsed
  /// or shown from code, a settable reuse limit with a stated position rule, a typed page view.
  @MainActor @Suite("Container calls")
  struct ContainerCallsTests {
    /// The fixture with its current page dragged `distance` up.
    static func scrolledFixture(by distance: CGFloat, pages: Int = 4) -> AdapterFixture {
      let fixture = AdapterFixture(heights: Array(repeating: 3000, count: pages))
      if distance > 0 {
        fixture.drag(
          from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 700 - distance), duration: 0.5)
        fixture.run(until: fixture.now + 4)
      }
      return fixture
    }

    /// The page's `s` at each frame until `time`.
    static func trace(_ fixture: AdapterFixture, until time: TimeInterval) -> [CGFloat] {
      var values: [CGFloat] = []
      while fixture.now < time {
        fixture.run(until: fixture.now + 1.0 / 120)
        if let page = fixture.table.currentItemView { values.append(fixture.scrolled(page)) }
      }
      return values
    }

    @Test("The current page slides to its top, the header whole; at once when not animated")
    func scrollToTop() throws {
      let fixture = Self.scrolledFixture(by: 400)
      let table = fixture.table
      let page = try #require(table.currentItemView)
      let start = fixture.scrolled(page)
      #expect(start > 300)
      table.scrollCurrentItemToTop()
      let trace = Self.trace(fixture, until: fixture.now + 0.6)
      #expect(trace.last == 0)
      #expect(table.swipeHeaderView?.frame.minY == 64, "the header whole at the top inset")
      #expect(zip(trace, trace.dropFirst()).allSatisfy { $0 >= $1 }, "one way")
      #expect(trace.count > 20 && trace[10] > 0, "a slide, not a jump")
      let again = Self.scrolledFixture(by: 400)
      again.table.scrollCurrentItemToTop(animated: false)
      #expect(again.scrolled(try #require(again.table.currentItemView)) == 0)
    }

    @Test("Collapse scrolls to the header's height; a page past it stays; show goes to the top")
    func collapseAndShow() throws {
      let fixture = Self.scrolledFixture(by: 0)
      let table = fixture.table
      let page = try #require(table.currentItemView)
      table.setHeaderCollapsed(true)
      fixture.run(until: fixture.now + 0.6)
      #expect(fixture.scrolled(page) == 200)
      #expect(table.swipeHeaderBar?.frame.minY == 64, "the bar pinned")
      #expect(table.headerProgress == 1)
      table.setHeaderCollapsed(false)
      fixture.run(until: fixture.now + 0.6)
      #expect(fixture.scrolled(page) == 0 && table.headerProgress == 0)
      let deep = Self.scrolledFixture(by: 500)
      let deepPage = try #require(deep.table.currentItemView)
      let before = deep.scrolled(deepPage)
      deep.table.setHeaderCollapsed(true)
      deep.run(until: deep.now + 0.6)
      #expect(deep.scrolled(deepPage) == before, "already past the header")
      UIKitStubDriver.current.isReduceMotionEnabled = true
      defer { UIKitStubDriver.current.isReduceMotionEnabled = false }
      deep.table.setHeaderCollapsed(false)
      #expect(deep.scrolled(deepPage) == 0, "at once under Reduce Motion")
    }

    @Test("The other pages align with a collapsed header as they come")
    func neighboursAlign() throws {
      let fixture = Self.scrolledFixture(by: 0)
      let table = fixture.table
      table.setHeaderCollapsed(true, animated: false)
      table.scrollToItem(at: 1, animated: false)
      UIKitStubDriver.current.layoutPass()
      let next = try #require(table.currentItemView)
      #expect(fixture.scrolled(next) == 200, "the next page shows the same header position")
    }

    @Test("A typed page view; the reuse limit is settable and trims at once")
    func typedViewAndReuseLimit() throws {
      let fixture = AdapterFixture(heights: Array(repeating: 3000, count: 10))
      fixture.usesTables = true
      let table = fixture.table
      table.reloadData()
      UIKitStubDriver.current.layoutPass()
      #expect(table.itemView(at: 0, as: UITableView.self) != nil)
      #expect(table.itemView(at: 0, as: UICollectionView.self) == nil)
      #expect(table.itemView(at: 9, as: UITableView.self) == nil, "not loaded")
      #expect(table.reusableViewLimit == 4)
      for index in [3, 6, 9] {
        table.scrollToItem(at: index, animated: false)
        UIKitStubDriver.current.layoutPass()
      }
      #expect(table.reusableViews.count > 1)
      table.reusableViewLimit = 1
      #expect(table.reusableViews.count == 1)
      table.reusableViewLimit = -3
      #expect(table.reusableViewLimit == 0 && table.reusableViews.isEmpty)
    }

    @Test("A recycled page view shows its new page where that page was")
    func recycledPosition() throws {
      let fixture = Self.scrolledFixture(by: 500, pages: 10)
      let table = fixture.table
      let first = try #require(table.currentItemView)
      let remembered = fixture.scrolled(first)
      #expect(remembered > 400)
      for index in [8, 6, 4] {
        table.scrollToItem(at: index, animated: false)
        UIKitStubDriver.current.layoutPass()
        let page = try #require(table.currentItemView)
        #expect(fixture.scrolled(page) == 200, "a new page aligns with the collapsed header")
      }
      #expect(table.itemView(at: 0) == nil, "page 0 left")
      table.scrollToItem(at: 0, animated: false)
      UIKitStubDriver.current.layoutPass()
      let back = try #require(table.currentItemView)
      #expect(fixture.scrolled(back) == remembered, "where page 0 was, in whichever view")
      #expect(fixture.calls.contains { $0.hasPrefix("reuse") }, "views were recycled")
    }
  }
#endif
