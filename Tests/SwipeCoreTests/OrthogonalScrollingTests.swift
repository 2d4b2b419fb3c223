import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCompositional
@testable import SwipeCore
@testable import SwipeScenario

/// Orthogonal sections scroll on their own scrollers, each behaviour resting where UIKit's does.
@Suite("Orthogonal scrolling")
struct OrthogonalScrollingTests {
  /// A banner row (groups 90 % of 375 wide, 10 pt apart, 16 pt side insets) above a plain list.
  static func collection(_ behavior: OrthogonalScrollingBehavior, groups: Int = 8) throws
    -> CompositionalCollection
  {
    let item = LayoutItem(
      size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let banner = LayoutSection(
      group: .horizontal(
        size: LayoutSize(width: .fractionalWidth(0.9), height: .absolute(200)),
        subitems: [.item(item)]),
      contentInsets: DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
      interGroupSpacing: 10, orthogonalScrollingBehavior: behavior)
    let list = LayoutSection(
      group: .horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
        subitems: [.item(item)]))
    let layout = try CompositionalLayout(
      containerSize: CGSize(width: 375, height: 667), sections: [banner, list],
      numberOfItems: [groups, 40])
    return CompositionalCollection(layout: layout)
  }

  /// Plays a drag, then lets everything settle.
  static func swipe(
    _ collection: inout CompositionalCollection, from: (Double, Double), to: (Double, Double),
    duration: Double, at start: Double
  ) -> Double {
    var ignore = IgnoringScrollerDelegate()
    let gesture = DragGesture(
      from: CGPoint(x: from.0, y: from.1), to: CGPoint(x: to.0, y: to.1), duration: duration)
    var time = start
    for touch in gesture.touches(startingAt: start, frameRate: 120) {
      collection.touch(touch.phase, at: touch.point, time: touch.time, delegate: &ignore)
      time = touch.time
    }
    while collection.isMoving, time < start + 10 {
      time += 1.0 / 120
      collection.advance(to: time, delegate: &ignore)
    }
    return time + 0.1
  }

  static func offset(_ collection: CompositionalCollection) -> Double {
    collection.orthogonalScrollers[0]?.offset ?? .nan
  }

  @Test("groupPaging moves exactly one group per swipe, however fast the flick")
  func groupPaging() throws {
    var collection = try Self.collection(.groupPaging)
    let page = 337.5 + 10
    var time = 0.0
    time = Self.swipe(&collection, from: (350, 100), to: (50, 100), duration: 0.05, at: time)
    #expect(abs(Self.offset(collection) - page) < 0.5)
    time = Self.swipe(&collection, from: (350, 100), to: (0, 100), duration: 0.03, at: time)
    #expect(abs(Self.offset(collection) - 2 * page) < 0.5)
    // A slow drag back by less than half a group returns to where it was.
    time = Self.swipe(&collection, from: (100, 100), to: (200, 100), duration: 1, at: time)
    #expect(abs(Self.offset(collection) - 2 * page) < 0.5)
    #expect(collection.orthogonalScrollers[0]?.currentPage == 2)
    // The list did not move.
    #expect(collection.contentOffset.y == 0)
  }

  @Test("groupPagingCentered rests with a group centred")
  func groupPagingCentered() throws {
    var collection = try Self.collection(.groupPagingCentered)
    _ = Self.swipe(&collection, from: (350, 100), to: (50, 100), duration: 0.05, at: 0)
    let frame = try #require(collection.layout.frameForItem(1, inSection: 0))
    #expect(abs(Double(frame.midX) - 187.5) < 0.5)
  }

  @Test("continuousGroupLeadingBoundary rests on a group's leading edge, several groups on")
  func leadingBoundary() throws {
    var collection = try Self.collection(.continuousGroupLeadingBoundary, groups: 20)
    _ = Self.swipe(&collection, from: (350, 100), to: (0, 100), duration: 0.03, at: 0)
    let offset = Self.offset(collection)
    let groupsMoved = offset / 347.5
    #expect(groupsMoved >= 2)
    #expect(abs(groupsMoved - groupsMoved.rounded()) < 0.002)
  }

  @Test("paging rests on multiples of the collection view's width")
  func paging() throws {
    var collection = try Self.collection(.paging)
    _ = Self.swipe(&collection, from: (350, 100), to: (50, 100), duration: 0.05, at: 0)
    #expect(abs(Self.offset(collection) - 375) < 0.5)
  }

  @Test("A new layout keeps the list's offset and each row's page")
  func replacingTheLayout() throws {
    var collection = try Self.collection(.groupPaging)
    var time = Self.swipe(&collection, from: (350, 100), to: (50, 100), duration: 0.05, at: 0)
    time = Self.swipe(&collection, from: (200, 600), to: (200, 400), duration: 0.3, at: time)
    let listOffset = collection.contentOffset.y
    var layout = collection.layout
    try layout.setNumberOfItems(60, inSection: 1)
    try layout.setNumberOfItems(3, inSection: 0)
    var ignore = IgnoringScrollerDelegate()
    collection.setLayout(layout, at: time, delegate: &ignore)
    #expect(collection.contentOffset.y == listOffset)
    #expect(collection.orthogonalScrollers[0]?.currentPage == 1)
    #expect(abs(Self.offset(collection) - 347.5) < 0.5)
    #expect(collection.scroller.contentSize.height == collection.layout.contentSize.height)
  }

  @Test("continuous decelerates freely; a vertical drag scrolls the list, not the row")
  func continuousAndRouting() throws {
    var collection = try Self.collection(.continuous)
    var time = Self.swipe(&collection, from: (350, 100), to: (200, 100), duration: 0.1, at: 0)
    let offset = Self.offset(collection)
    #expect(offset > 150)
    #expect(abs(offset / 347.5 - (offset / 347.5).rounded()) > 0.01)
    time = Self.swipe(&collection, from: (200, 150), to: (200, 50), duration: 0.3, at: time)
    #expect(Self.offset(collection) == offset)
    #expect(collection.contentOffset.y > 90)
    // A horizontal drag on the list does nothing.
    let listOffset = collection.contentOffset.y
    _ = Self.swipe(&collection, from: (350, 500), to: (50, 500), duration: 0.1, at: time)
    #expect(collection.contentOffset.y == listOffset)
    #expect(Self.offset(collection) == offset)
  }
}
