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

  /// `pagesPastNestedScrollViewEnds`: a carousel row in a table page keeps the sideways drags
  /// that start on it until it is at its end that way; from there a swipe turns the page.
  @MainActor @Suite("Nested horizontal scrolling")
  struct NestedScrollingTests {
    /// Table pages (60 pt rows); the current page's second visible row holds a carousel 1,000 pt
    /// wide in 390 (its offset rests in 0…610), at `offset`.
    static func fixture(
      offset: CGFloat = 0, index: Int = 0, direction: LayoutDirection = .leftToRight
    ) throws -> (AdapterFixture, UIScrollView, CGPoint) {
      let fixture = AdapterFixture(direction: direction)
      fixture.usesTables = true
      fixture.table.reloadData()
      fixture.table.scrollToItem(at: index, animated: false)
      fixture.run(until: 0.05)
      let page = try #require(fixture.table.currentItemView as? UITableView)
      let row = try #require(
        page.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.dropFirst().first)
      let carousel = UIScrollView(frame: row.contentView.bounds)
      carousel.contentSize = CGSize(width: 1000, height: row.contentView.bounds.height)
      carousel.contentOffset.x = offset
      row.contentView.addSubview(carousel)
      UIKitStubDriver.current.layoutPass()
      let point = carousel.convert(
        CGPoint(x: carousel.contentOffset.x + 195, y: carousel.bounds.midY), to: fixture.window)
      #expect(point.y > 304 && point.y < 844, "on screen below the chrome")
      return (fixture, carousel, point)
    }

    /// A 200 pt swipe from `point`, `dx` < 0 to the left.
    static func swipe(_ fixture: AdapterFixture, from point: CGPoint, dx: CGFloat) {
      fixture.drag(from: point, to: CGPoint(x: point.x + dx, y: point.y), duration: 0.15)
      fixture.run(until: fixture.now + 1)
    }

    @Test("At its end, a swipe on the carousel turns the page; the carousel stays at its end")
    func endHandsOver() throws {
      let (fixture, carousel, point) = try Self.fixture(offset: 610)
      Self.swipe(fixture, from: point, dx: -200)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(fixture.table.pager.contentOffset.x == 390)
      #expect(carousel.contentOffset.x == 610)
    }

    @Test("At its end, a swipe back scrolls the carousel and the pages stay")
    func backScrollsTheCarousel() throws {
      let (fixture, carousel, point) = try Self.fixture(offset: 610)
      Self.swipe(fixture, from: point, dx: 200)
      #expect(fixture.table.currentItemIndex == 0 && fixture.table.pager.contentOffset.x == 0)
      #expect(carousel.contentOffset.x < 450, "scrolled back toward its start")
    }

    @Test("At its start on a later page, a swipe right turns back to the page before")
    func startHandsOverBack() throws {
      let (fixture, carousel, point) = try Self.fixture(offset: 0, index: 2)
      Self.swipe(fixture, from: point, dx: 200)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(fixture.table.pager.contentOffset.x == 390)
      #expect(carousel.contentOffset.x == 0)
    }

    @Test("On the first page, past the pages' own end, the carousel keeps the drag and bounces")
    func pagesAtTheirEndLeaveItToTheCarousel() throws {
      let (fixture, carousel, point) = try Self.fixture(offset: 0)
      fixture.drag(
        from: point, to: CGPoint(x: point.x + 200, y: point.y), duration: 0.15, lift: false)
      #expect(carousel.contentOffset.x < -20, "the carousel rubber-bands under the finger")
      #expect(fixture.table.pager.contentOffset.x == 0)
      fixture.window.touchEnded(time: fixture.now)
      fixture.run(until: fixture.now + 1)
      #expect(fixture.table.pager.contentOffset.x == 0 && carousel.contentOffset.x == 0)
    }

    @Test("A drag that reaches the carousel's end mid-way stays the carousel's")
    func decidedAtTheStart() throws {
      let (fixture, carousel, point) = try Self.fixture(offset: 500)
      Self.swipe(fixture, from: point, dx: -300)
      #expect(fixture.table.currentItemIndex == 0 && fixture.table.pager.contentOffset.x == 0)
      #expect(carousel.contentOffset.x == 610)
      // The next swipe starts at the end: it pages.
      let next = carousel.convert(
        CGPoint(x: carousel.contentOffset.x + 195, y: carousel.bounds.midY), to: fixture.window)
      Self.swipe(fixture, from: next, dx: -200)
      #expect(fixture.table.currentItemIndex == 1)
    }

    @Test("Off, the carousel keeps every drag that starts on it, as UIKit's nested scroll views")
    func offKeepsUIKitsOrder() throws {
      let (fixture, carousel, point) = try Self.fixture(offset: 610)
      fixture.table.pagesPastNestedScrollViewEnds = false
      Self.swipe(fixture, from: point, dx: -200)
      #expect(fixture.table.currentItemIndex == 0 && fixture.table.pager.contentOffset.x == 0)
      #expect(carousel.contentOffset.x == 610)
    }

    @Test("Right to left, the carousel's end is still its largest offset; the pages turn on")
    func rightToLeft() throws {
      // Right to left, page 1 is to the left: a finger moving right shows it. The carousel
      // (UIKit never mirrors a plain scroll view's offset) at its start takes that drag's
      // direction as its end.
      let (fixture, carousel, point) = try Self.fixture(offset: 0, direction: .rightToLeft)
      Self.swipe(fixture, from: point, dx: 200)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(carousel.contentOffset.x == 0)
    }

    @Test("The map hook still wins over a carousel at its end")
    func hookStillDecides() throws {
      let (fixture, _, point) = try Self.fixture(offset: 610)
      fixture.allowsPaging = { _ in false }
      Self.swipe(fixture, from: point, dx: -200)
      #expect(fixture.table.currentItemIndex == 0)
    }
  }
#endif
