#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import Testing
  import UIKitStub

  /// `swipeTableView(_:shouldBeginPagingAt:)`: where the app's content takes horizontal drags of
  /// its own (a map, a canvas), a swipe there leaves the pages alone.
  @MainActor @Suite("Paging hook")
  struct PagingHookTests {
    /// The fixture whose delegate keeps the pager for drags below y = 600 (a map there).
    static func fixture() -> AdapterFixture {
      let fixture = AdapterFixture()
      fixture.allowsPaging = { $0.y < 600 }
      return fixture
    }

    @Test("A swipe on the map does not page; one elsewhere does; the delegate hears where")
    func hook() throws {
      let fixture = Self.fixture()
      var asked: [CGPoint] = []
      fixture.allowsPaging = { point in
        asked.append(point)
        return point.y < 600
      }
      let table = fixture.table
      fixture.drag(from: CGPoint(x: 330, y: 700), to: CGPoint(x: 60, y: 700), duration: 0.15)
      fixture.run(until: fixture.now + 1)
      #expect(table.currentItemIndex == 0 && table.pager.contentOffset.x == 0)
      #expect(asked.last.map { $0.y == 700 && $0.x < 330 } == true, "where the swipe began")
      fixture.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.15)
      fixture.run(until: fixture.now + 1)
      #expect(table.currentItemIndex == 1 && table.pager.contentOffset.x == 390)
    }

    @Test("On the map a vertical drag still scrolls the page")
    func verticalStillScrolls() throws {
      let fixture = Self.fixture()
      let page = try #require(fixture.table.currentItemView)
      let before = fixture.scrolled(page)
      fixture.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 650), duration: 0.4)
      fixture.run(until: fixture.now + 2)
      #expect(fixture.scrolled(page) > before + 100)
    }

    @Test("A carousel row in a page keeps the horizontal drags that start on it")
    func carouselKeepsItsDrags() throws {
      let fixture = AdapterFixture()
      let table = fixture.table
      let page = try #require(table.currentItemView)
      // A row of cards 1,000 pt wide, 100 pt tall, in the page's content below the header.
      let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
      carousel.contentSize = CGSize(width: 1000, height: 100)
      page.addSubview(carousel)
      UIKitStubDriver.current.layoutPass()
      let onCarousel = carousel.convert(CGPoint(x: 300, y: 50), to: fixture.window)
      #expect(onCarousel.y > 304 && onCarousel.y < 844, "below the header and the bar")
      fixture.drag(
        from: onCarousel, to: CGPoint(x: onCarousel.x - 200, y: onCarousel.y), duration: 0.3)
      fixture.run(until: fixture.now + 1)
      #expect(carousel.contentOffset.x > 150, "the carousel scrolled")
      #expect(table.currentItemIndex == 0 && table.pager.contentOffset.x == 0, "the pages stayed")
      fixture.drag(from: CGPoint(x: 330, y: 250), to: CGPoint(x: 60, y: 250), duration: 0.15)
      fixture.run(until: fixture.now + 1)
      #expect(table.currentItemIndex == 1, "off the carousel, a swipe pages")
    }
  }
#endif
