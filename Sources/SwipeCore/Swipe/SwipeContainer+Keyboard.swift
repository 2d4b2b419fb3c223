import Foundation

/// A hardware keyboard's page-turning key: the left or right arrow, as on screen (in right to
/// left, the right arrow goes back a page).
package enum PageTurnKey: Sendable, Hashable {
  /// The left arrow: the page on the left (the previous one; right to left, the next).
  case leftArrow
  /// The right arrow: the page on the right (the next one; right to left, the previous).
  case rightArrow
}

extension SwipeContainer {
  // MARK: - Hardware keyboard

  /// Turns one page for a left or right arrow, as an animated ``scrollToItem(at:animated:)``
  /// (immediate under ``reduceMotion``), and returns the page it turns to, or nil when the key
  /// turns nothing.
  ///
  /// The pages turn one at a time and the pager never stops between two of them: a key pressed
  /// while an earlier key's slide runs goes on from that slide's page, so two quick presses
  /// end two pages on. Nothing turns past the first or the last page, while a finger holds the
  /// pager (DESIGN.md §6, code never moves what a finger holds), or while a swipe the finger
  /// released still settles (the page it settles on is the swipe's).
  ///
  /// A host sends the keys the system leaves to the container (UIKit: the container's
  /// `keyCommands`, reached through the responder chain), and turns its pager's own keyboard
  /// scrolling off (`allowsKeyboardScrolling`, UIScrollView.h:288-290), which scrolls by lines
  /// and leaves a paging scroll view between pages.
  ///
  /// - Complexity: O(1).
  package func turnPage(byKey key: PageTurnKey) -> Int? {
    guard pageCount > 0, !pager.isTracking else { return nil }
    let base: Int
    if let slide = appearance.slideTarget, pager.phase == .animating {
      base = slide
    } else if pager.phase == .idle {
      base = currentIndex
    } else {
      return nil
    }
    let towardNext = (key == .rightArrow) != (layoutDirection == .rightToLeft)
    let target = base + (towardNext ? 1 : -1)
    guard (0..<pageCount).contains(target) else { return nil }
    scrollToItem(at: target, animated: true)
    return target
  }
}
