#if os(Linux)
  import Foundation
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// SwipeView keeps the hosted pages it shows, and as many that left the screen as UIKit pages
  /// (`SwipeTableView.defaultReusableViewLimit`), not every page ever shown.
  @MainActor @Suite("SwipeView page cache")
  struct SwipeViewPageCacheTests {
    /// The hosting controllers of the container's pages (the children of its pages' controller,
    /// the child whose view is the pager).
    static func pageControllers(_ fixture: SwipeFixture<SwipeViewTests.Swipe>)
      -> [UIViewController]
    {
      fixture.container.children.first { $0.view === fixture.table.pager }?.children ?? []
    }

    /// Shows each page from 0 to `count − 1` in turn, without animation.
    static func visitEveryPage(
      _ fixture: SwipeFixture<SwipeViewTests.Swipe>, _ selection: State<Int>, count: Int
    ) {
      var instant = Transaction()
      instant.disablesAnimations = true
      for index in 1..<count {
        selection.wrappedValue = index
        fixture.host.update(
          SwipeViewTests.view(selection.projectedValue, count: count), transaction: instant)
        fixture.layOut()
      }
    }

    @Test("Pages that left the screen are kept up to the UIKit bound; older ones are let go")
    func boundedLikeUIKitPages() async throws {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue, count: 12) }
        weak let first = Self.pageControllers(fixture).first
        #expect(first != nil)
        Self.visitEveryPage(fixture, selection, count: 12)
        let loaded = (0..<12).filter { fixture.table.itemView(at: $0) != nil }.count
        let kept = Self.pageControllers(fixture)
        #expect(
          kept.count <= loaded + SwipeTableView.defaultReusableViewLimit, "\(kept.count) kept")
        #expect(kept.count < 12)
        #expect(first == nil, "page 0's controller left the container and was released")
      }
    }

    @Test("A page shown again soon keeps its view and state; one let go is made anew")
    func recentPagesKeepTheirViews() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue, count: 12) }
        let zero = try #require(fixture.table.itemView(at: 0))
        fixture.swipeToNextPage()
        fixture.swipeToNextPage()
        var instant = Transaction()
        instant.disablesAnimations = true
        selection.wrappedValue = 0
        fixture.host.update(
          SwipeViewTests.view(selection.projectedValue, count: 12), transaction: instant)
        fixture.layOut()
        #expect(fixture.table.currentItemView === zero, "the same page view")
        Self.visitEveryPage(fixture, selection, count: 12)
        selection.wrappedValue = 0
        fixture.host.update(
          SwipeViewTests.view(selection.projectedValue, count: 12), transaction: instant)
        fixture.layOut()
        let again = try #require(fixture.table.currentItemView)
        #expect(again !== zero, "made anew")
        #expect(again.contentSize.height == 1000)
        #expect(again.contentOffset.y == -244)
      }
    }
  }
#endif
