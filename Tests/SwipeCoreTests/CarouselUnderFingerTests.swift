import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeLayouts

/// DESIGN §6 for a carousel: a banner's auto-advance timer that fires while a finger holds the
/// strip moves nothing; the latest page asked for is scrolled to when the finger lifts.
@Suite("A carousel under a finger")
struct CarouselUnderFingerTests {
  static func zodiac() -> Carousel {
    Carousel(
      configuration: Carousel.Configuration(
        itemWidths: Array(repeating: 314, count: 12), spacing: 10, leadingInset: 38,
        trailingInset: 38),
      viewport: CGSize(width: 390, height: 300))
  }

  @Test(
    "scrollToPage under a dragging finger waits for the lift, then slides there",
    arguments: [true, false])
  func waitsForTheLift(animated: Bool) {
    var carousel = Self.zodiac()
    var ignore = IgnoringScrollerDelegate()
    carousel.touchDown(at: CGPoint(x: 300, y: 100), at: 0, delegate: &ignore)
    carousel.touchMoved(to: CGPoint(x: 280, y: 100), at: 0.02, delegate: &ignore)
    carousel.touchMoved(to: CGPoint(x: 250, y: 100), at: 0.04, delegate: &ignore)
    let held = carousel.scroller.offset
    carousel.scrollToPage(3, animated: animated, at: 0.05, delegate: &ignore)
    carousel.scrollToPage(5, animated: animated, at: 0.06, delegate: &ignore)
    #expect(carousel.scroller.offset == held, "nothing moves under the finger")
    #expect(carousel.pendingPage?.page == 5, "the latest call is kept")
    carousel.touchMoved(to: CGPoint(x: 240, y: 100), at: 0.07, delegate: &ignore)
    #expect(abs(carousel.scroller.offset - (held + 10)) < 1e-9, "the finger still drags it")
    carousel.touchUp(at: 0.08, delegate: &ignore)
    #expect(carousel.pendingPage == nil)
    if animated {
      #expect(abs(carousel.scroller.offset - (held + 10)) < 1e-9, "slides from the finger's place")
    }
    carousel.advance(to: 1, delegate: &ignore)
    #expect(carousel.currentPage == 5)
    #expect(abs(carousel.scroller.offset - carousel.physical(carousel.anchors[5])) < 1e-9)
  }

  @Test("Without a finger it scrolls at once, as before")
  func withoutAFinger() {
    var carousel = Self.zodiac()
    var ignore = IgnoringScrollerDelegate()
    carousel.scrollToPage(4, animated: false, at: 0, delegate: &ignore)
    #expect(carousel.currentPage == 4 && carousel.pendingPage == nil)
  }
}
