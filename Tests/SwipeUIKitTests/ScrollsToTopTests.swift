#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  @testable import SwipeUIKit

  /// The status-bar tap: UIKit scrolls the one on-screen scroll view with `scrollsToTop`, and
  /// none when there are several (UIScrollView.h:211-214), so only the current page has it.
  @MainActor @Suite("Scroll to top")
  struct ScrollsToTopTests {
    @Test("Only the current page has scrollsToTop, before and after a swipe")
    func onlyTheCurrentPage() throws {
      let fixture = AdapterFixture()
      fixture.run(until: 0.2)
      fixture.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 100, y: 600), duration: 0.15)
      fixture.run(until: 2)
      #expect(fixture.table.currentItemIndex == 1)
      for index in 0..<4 {
        guard let view = fixture.table.itemView(at: index) else { continue }
        #expect(view.scrollsToTop == (index == 1), "page \(index)")
      }
      #expect(fixture.table.pager.scrollsToTop == false)
    }

    /// A container whose first page has scrolled far enough to collapse the header, at rest.
    private static func collapsedFirstPage() throws -> (AdapterFixture, UIScrollView) {
      let fixture = AdapterFixture()
      fixture.run(until: 0.2)
      fixture.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2)
      fixture.run(until: 3)
      let page = try #require(fixture.table.itemView(at: 0))
      #expect(fixture.scrolled(page) > 300)
      return (fixture, page)
    }

    @Test(
      "A scroll view in the header or the bar does not take the status-bar tap from the page",
      arguments: [false, true])
    func scrollViewInChrome(inBar: Bool) throws {
      let fixture = AdapterFixture()
      // In the header, low enough to stay on screen after the drag below.
      let carousel = UIScrollView(frame: CGRect(x: 0, y: inBar ? 0 : 150, width: 390, height: 40))
      carousel.contentSize = CGSize(width: 1170, height: 40)
      let chrome = try #require(
        inBar ? fixture.table.swipeHeaderBar : fixture.table.swipeHeaderView)
      chrome.addSubview(carousel)
      // Set again: the container takes the chrome's scroll views out of the status-bar tap.
      if inBar {
        fixture.table.swipeHeaderBar = chrome
      } else {
        fixture.table.swipeHeaderView = chrome
      }
      fixture.run(until: 0.2)
      fixture.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), duration: 0.5)
      fixture.run(until: 3)
      let page = try #require(fixture.table.itemView(at: 0))
      #expect(fixture.scrolled(page) > 50, "the page is away from its top")
      #expect(!carousel.scrollsToTop)
      #expect(fixture.window.tapStatusBar(time: fixture.now + 0.01) === page)
    }

    @Test("A status-bar tap at rest scrolls the current page to its top, header shown")
    func tapAtRest() throws {
      let (fixture, page) = try Self.collapsedFirstPage()
      let scrolled = try #require(fixture.window.tapStatusBar(time: fixture.now + 0.01))
      #expect(scrolled === page)
      fixture.run(until: fixture.now + 2)
      #expect(abs(fixture.scrolled(page)) < 0.5)
      #expect(abs((fixture.table.swipeHeaderView?.frame.minY ?? 0) - 64) < 0.5)
    }

    @Test("A status-bar tap during a swipe scrolls the current page to its top, header shown")
    func tapDuringSwipe() throws {
      let (fixture, page) = try Self.collapsedFirstPage()
      // A finger holds the pager between two pages: both are on screen. It moves slowly
      // (50 pt/s, below paging's 0.3 pt/ms), so the lift brings the pager back to the first
      // page rather than flinging it to the second.
      fixture.drag(
        from: CGPoint(x: 300, y: 600), to: CGPoint(x: 250, y: 600), duration: 1, lift: false)
      #expect(fixture.table.itemView(at: 1) != nil, "the neighbour is on screen")
      let scrolled = try #require(fixture.window.tapStatusBar(time: fixture.now + 0.01))
      #expect(scrolled === page)
      // The header follows the page that UIKit scrolls by itself under the held pager.
      fixture.run(until: fixture.now + 0.8)
      #expect(abs(fixture.scrolled(page)) < 0.5)
      #expect(abs((fixture.table.swipeHeaderView?.frame.minY ?? 0) - 64) < 0.5)
      fixture.window.touchEnded(time: fixture.now + 0.01)
      fixture.run(until: fixture.now + 2)
      #expect(fixture.table.currentItemIndex == 0)
      #expect(abs(fixture.scrolled(page)) < 0.5)
      #expect(abs((fixture.table.swipeHeaderView?.frame.minY ?? 0) - 64) < 0.5)
    }
  }
#endif
