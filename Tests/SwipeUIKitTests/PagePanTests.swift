#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// Where the pages' pans are (DESIGN.md §12, "One mover"): the current page's on the
  /// container, every other page's on its page, with the page's own settings back.
  @MainActor @Suite("SwipeTableView holds the current page's pan")
  struct PagePanTests {
    @Test("The current page's pan is the container's; a page no longer current gets its own back")
    func currentPagePanMoves() throws {
      let fixture = AdapterFixture()
      let first = try #require(fixture.table.itemView(at: 0))
      #expect(first.panGestureRecognizer.view === fixture.table)
      fixture.table.scrollToItem(at: 1, animated: false)
      fixture.run(until: fixture.now + 0.1)
      #expect(first.panGestureRecognizer.view === first)
      // The app's setting while its page is not current comes back each time the pan does.
      first.panGestureRecognizer.maximumNumberOfTouches = 3
      fixture.table.scrollToItem(at: 0, animated: false)
      fixture.run(until: fixture.now + 0.1)
      #expect(first.panGestureRecognizer.view === fixture.table)
      #expect(first.panGestureRecognizer.maximumNumberOfTouches == 1)
      #expect(fixture.table.pager.panGestureRecognizer.view === fixture.table)
      fixture.table.scrollToItem(at: 1, animated: false)
      fixture.run(until: fixture.now + 0.1)
      let second = try #require(fixture.table.itemView(at: 1))
      #expect(second.panGestureRecognizer.view === fixture.table)
      #expect(first.panGestureRecognizer.view === first)
      #expect(first.panGestureRecognizer.maximumNumberOfTouches == 3)
    }

    @Test("Out of its window the container gives the current page its pan back")
    func leavingTheWindowReturnsThePan() throws {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.itemView(at: 0))
      #expect(page.panGestureRecognizer.view === fixture.table)
      fixture.table.removeFromSuperview()
      UIKitStubDriver.current.layoutPass()
      #expect(page.panGestureRecognizer.view === page)
      fixture.window.addSubview(fixture.table)
      UIKitStubDriver.current.layoutPass()
      #expect(page.panGestureRecognizer.view === fixture.table)
    }
  }
#endif
