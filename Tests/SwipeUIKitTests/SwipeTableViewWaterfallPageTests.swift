#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeUIKitLayouts
  import Testing
  import UIKitStub

  /// A `UICollectionView` laid out by `SwipeWaterfallLayout` as a `SwipeTableView` page: the
  /// header's room is reserved by inset or by placeholder with no code of the app's, and the
  /// page moves the shared header as a plain page of the same height does.
  @MainActor @Suite("SwipeTableView with waterfall pages")
  struct SwipeTableViewWaterfallPageTests {
    /// Where the header rests after each of three drags on the current page.
    static func headerPositions(_ fixture: AdapterFixture) throws -> [CGFloat] {
      fixture.run(until: 0.05)
      let header = try #require(fixture.table.swipeHeaderView)
      var positions: [CGFloat] = []
      for (from, to) in [(600.0, 420.0), (500, 150), (300, 700)] {
        fixture.drag(from: CGPoint(x: 200, y: from), to: CGPoint(x: 200, y: to), duration: 0.2)
        fixture.run(until: fixture.now + 3)
        positions.append(header.frame.minY)
      }
      return positions
    }

    /// T + H + B of the fixture.
    static let reserved: CGFloat = 64 + 200 + 40

    @Test(
      "Waterfall pages reserve the header's room either way and move it as plain pages do",
      arguments: [PageReservation.contentInset, .placeholder], [2000.0, 300])
    func reservation(_ reservation: PageReservation, height: CGFloat) throws {
      // One stub clock at a time: the plain pages first.
      let expected = try Self.headerPositions(AdapterFixture(heights: [height, height, height]))
      let fixture = AdapterFixture(heights: [height, height, height])
      fixture.usesWaterfalls = true
      fixture.table.headerReservation = reservation
      fixture.table.reloadData()
      fixture.run(until: 0.05)
      let page = try #require(fixture.table.currentItemView as? UICollectionView)
      let layout = try #require(page.collectionViewLayout as? SwipeWaterfallLayout)
      let first = try #require(page.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      if reservation == .placeholder {
        #expect(page.contentInset.top == 0)
        #expect(first.frame.minY == Self.reserved, "the first row starts below the placeholder")
        #expect(page.contentOffset.y == 0)
      } else {
        #expect(page.contentInset.top == Self.reserved)
        #expect(first.frame.minY == 0)
      }
      #expect(layout.topPlaceholder == 0, "the app's own placeholder is untouched")
      let positions = try Self.headerPositions(fixture)
      #expect(expected.first ?? 64 < 64, "the first drag collapses the header")
      for (position, wanted) in zip(positions, expected) {
        #expect(
          abs(position - wanted) < 0.5, "\(reservation) \(height): \(positions) vs \(expected)")
      }
      // Swiped to the next page and back, the reservation stays the container's own.
      fixture.table.scrollToItem(at: 1, animated: false)
      fixture.run(until: fixture.now + 0.5)
      fixture.table.scrollToItem(at: 0, animated: false)
      fixture.run(until: fixture.now + 0.5)
      #expect(layout.topPlaceholder == 0)
      if reservation == .placeholder {
        #expect(page.contentInset.top == 0)
        #expect(
          page.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY
            == Self.reserved)
      }
    }
  }
#endif
