import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// DESIGN.md §12, "One mover": when the pager lets a system back swipe (iOS 26's content pop
/// gesture) have a sideways drag: only a drag that could do no more than pull the first page
/// past its edge.
@Suite("The pager and a back swipe from anywhere")
struct BackSwipeTests {
  @Test(
    "On the first page, at rest, a drag toward its side is the back swipe's",
    arguments: LayoutDirection.cases)
  func firstPage(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000], direction: direction)
    container.advance(to: 0.1)
    let back = direction == .rightToLeft ? -12.0 : 12.0
    #expect(container.pagerYieldsToBackSwipe(translationX: back))
    #expect(!container.pagerYieldsToBackSwipe(translationX: -back), "toward page 1: the pager's")
    #expect(!container.pagerYieldsToBackSwipe(translationX: 0))
    #expect(!container.pagerYieldsToBackSwipe(translationX: .nan))
  }

  @Test("On any other page, or while the pager moves, the pager turns back first")
  func otherPages() {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000])
    container.scrollToItem(at: 1, animated: false)
    container.advance(to: 0.1)
    #expect(!container.pagerYieldsToBackSwipe(translationX: 12))
    // Animating back to the first page: still the pager's until it rests there.
    container.scrollToItem(at: 0, animated: true)
    container.advance(to: 0.15)
    #expect(container.pager.phase != .idle)
    #expect(!container.pagerYieldsToBackSwipe(translationX: 12))
    container.advance(to: 2)
    #expect(container.pagerYieldsToBackSwipe(translationX: 12))
  }
}
