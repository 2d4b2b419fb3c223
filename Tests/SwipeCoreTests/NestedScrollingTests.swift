import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// `pagesPastNestedScrollViewEnds`: when the pager takes a sideways drag that starts on a
/// horizontal scroll view inside a page (a carousel row), decided as the drag begins.
@Suite("The pager and nested horizontal scroll views")
struct NestedScrollingTests {
  /// A carousel 390 wide showing 1,000 pt of content (offsets 0…610), at `offset`.
  static func carousel(_ offset: Double) -> NestedHorizontalScroll {
    NestedHorizontalScroll(offset: offset, contentWidth: 1000, width: 390)
  }

  /// Three pages on page `index`, at rest.
  static func container(index: Int = 1, direction: LayoutDirection = .leftToRight)
    -> SwipeContainer
  {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000], direction: direction)
    container.scrollToItem(at: index, animated: false)
    container.advance(to: 0.1)
    return container
  }

  @Test(
    "Only at its end that way, and only toward a page there is", arguments: LayoutDirection.cases
  )
  func atTheEnd(direction: LayoutDirection) {
    let container = Self.container(direction: direction)
    // A finger moving left shows more of the carousel to the right: its end is offset 610.
    #expect(container.pagerTakesDrag(translationX: -12, over: [Self.carousel(610)]))
    #expect(!container.pagerTakesDrag(translationX: -12, over: [Self.carousel(300)]))
    #expect(
      !container.pagerTakesDrag(translationX: 12, over: [Self.carousel(610)]), "back: its own")
    #expect(container.pagerTakesDrag(translationX: 12, over: [Self.carousel(0)]))
    #expect(container.pagerTakesDrag(translationX: -12, over: [Self.carousel(609.6)]), "0.5 pt")
    #expect(container.pagerTakesDrag(translationX: -12, over: [Self.carousel(700)]), "past it")
    // On the first page (the last, right to left), nothing lies the way a finger moving right
    // turns to left to right: the carousel keeps that drag.
    let first = Self.container(index: 0, direction: direction)
    let towardNothing = direction == .rightToLeft ? -12.0 : 12.0
    let atThatEnd = Self.carousel(towardNothing < 0 ? 610 : 0)
    #expect(!first.pagerTakesDrag(translationX: towardNothing, over: [atThatEnd]))
    #expect(
      first.pagerTakesDrag(
        translationX: -towardNothing, over: [Self.carousel(towardNothing < 0 ? 0 : 610)]))
  }

  @Test("Every horizontal scroll view under the finger must be at its end")
  func nested() {
    let container = Self.container()
    let vertical = NestedHorizontalScroll(offset: 0, contentWidth: 390, width: 390)
    #expect(!vertical.scrollsSideways)
    #expect(container.pagerTakesDrag(translationX: -12, over: [Self.carousel(610), vertical]))
    #expect(
      !container.pagerTakesDrag(translationX: -12, over: [Self.carousel(610), Self.carousel(10)]))
    #expect(!container.pagerTakesDrag(translationX: -12, over: [vertical]), "none scrolls sideways")
    #expect(!container.pagerTakesDrag(translationX: -12, over: []))
  }

  @Test("Insets, bouncing and a disabled scroll view count as UIKit counts them")
  func extents() {
    let container = Self.container()
    // Insets widen the range: 20 left, 30 right, so −20…640.
    let inset = NestedHorizontalScroll(
      offset: 610, contentWidth: 1000, leftInset: 20, rightInset: 30, width: 390)
    #expect(!container.pagerTakesDrag(translationX: -12, over: [inset]))
    #expect(
      container.pagerTakesDrag(
        translationX: -12,
        over: [
          {
            var s = inset
            s.offset = 640
            return s
          }()
        ]))
    #expect(
      container.pagerTakesDrag(
        translationX: 12,
        over: [
          {
            var s = inset
            s.offset = -20
            return s
          }()
        ]))
    // Content that fits scrolls sideways only when it always bounces; then it is at both ends.
    let bouncing = NestedHorizontalScroll(
      offset: 0, contentWidth: 200, width: 390, alwaysBounces: true)
    #expect(bouncing.scrollsSideways)
    #expect(container.pagerTakesDrag(translationX: -12, over: [bouncing]))
    #expect(container.pagerTakesDrag(translationX: 12, over: [bouncing]))
    let disabled = NestedHorizontalScroll(
      offset: 300, contentWidth: 1000, width: 390, isScrollEnabled: false)
    #expect(!disabled.scrollsSideways)
  }

  @Test("A drag that catches the pages between two pages is the pager's")
  func betweenPages() {
    let container = Self.container(index: 0)
    container.scrollToItem(at: 1, animated: true)
    container.advance(to: 0.2)
    #expect(container.pager.offset > 1 && container.pager.offset < 389)
    #expect(container.pagerTakesDrag(translationX: 12, over: [Self.carousel(300)]))
    #expect(container.pagerTakesDrag(translationX: -12, over: [Self.carousel(300)]))
  }

  @Test("Off, bad input, or no movement: the nested scroll view keeps the drag")
  func offAndBadInput() {
    let container = Self.container()
    #expect(!container.pagerTakesDrag(translationX: 0, over: [Self.carousel(610)]))
    #expect(!container.pagerTakesDrag(translationX: .nan, over: [Self.carousel(610)]))
    #expect(!container.pagerTakesDrag(translationX: -.infinity, over: [Self.carousel(610)]))
    #expect(!container.pagerTakesDrag(translationX: -12, over: [Self.carousel(.nan)]))
    let broken = NestedHorizontalScroll(offset: 610, contentWidth: .nan, width: -5)
    #expect(!broken.scrollsSideways)
    container.pagesPastNestedScrollViewEnds = false
    #expect(!container.pagerTakesDrag(translationX: -12, over: [Self.carousel(610)]))
  }
}
