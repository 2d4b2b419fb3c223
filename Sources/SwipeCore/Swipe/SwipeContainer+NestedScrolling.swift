import Foundation

/// A horizontal scroll view inside a page (a carousel row in a table), as the pager sees it
/// when a sideways drag starts on it: its `contentOffset.x`, the range that offset rests in,
/// and whether it scrolls sideways at all.
///
/// Offsets are the scroll view's own, left to right whatever the layout direction (UIKit never
/// mirrors `contentOffset`; a right-to-left collection view flips its layout instead).
package struct NestedHorizontalScroll: Equatable, Sendable {
  /// `contentOffset.x`.
  package var offset: Double
  /// `contentSize.width`.
  package var contentWidth: Double
  /// `adjustedContentInset.left` and `.right`.
  package var leftInset: Double
  package var rightInset: Double
  /// `bounds.width`.
  package var width: Double
  /// `alwaysBounceHorizontal`: it takes sideways drags even when its content fits.
  package var alwaysBounces: Bool
  /// `isScrollEnabled`.
  package var isScrollEnabled: Bool

  package init(
    offset: Double, contentWidth: Double, leftInset: Double = 0, rightInset: Double = 0,
    width: Double, alwaysBounces: Bool = false, isScrollEnabled: Bool = true
  ) {
    self.offset = offset
    self.contentWidth = contentWidth
    self.leftInset = leftInset
    self.rightInset = rightInset
    self.width = width
    self.alwaysBounces = alwaysBounces
    self.isScrollEnabled = isScrollEnabled
  }

  /// Whether a sideways drag would scroll it: enabled, and its content with its insets is
  /// wider than it (or it always bounces), as UIKit's pan decides.
  package var scrollsSideways: Bool {
    guard isScrollEnabled, offset.isFinite, width.isFinite, width > 0 else { return false }
    let extent = contentWidth.validLength + leftInset.validLength + rightInset.validLength
    return alwaysBounces || extent > width + 0.5
  }

  /// Whether the content cannot move any further the way a finger moving `dx` pushes it (a
  /// finger moving left shows what is to the right, so the offset grows): at or past that end,
  /// within 0.5 pt.
  func isAtEnd(forTranslationX dx: Double) -> Bool {
    let minimum = -leftInset.validLength
    let maximum = max(minimum, contentWidth.validLength + rightInset.validLength - width)
    return dx < 0 ? offset >= maximum - 0.5 : offset <= minimum + 0.5
  }
}

extension SwipeContainer {
  /// Whether the pager takes a sideways drag that has moved `dx` points (container coordinates,
  /// positive to the right) and started on the horizontal scroll views `nested`, the ones
  /// inside the current page under the finger, innermost first (a carousel row in a table).
  ///
  /// UIKit gives a drag to the innermost scroll view that scrolls along its axis, so a
  /// carousel keeps every sideways drag, even at its end, and only rubber-bands there. With
  /// ``pagesPastNestedScrollViewEnds`` the container goes one step further, as JXPagingView's
  /// and Parchment's users expect: a drag that starts where every such scroll view is already
  /// at its end in the drag's direction turns the page instead. So does a drag that catches the
  /// pager between two pages (the finger grabs the swipe under way). A drag along which the
  /// pager cannot move either (past the first or the last page) is left to the carousel, which
  /// rubber-bands as before; so are drags when `nested` holds no scroll view that scrolls
  /// sideways (the pager's usual rules decide those).
  ///
  /// The decision is made once, as the drag begins: one that starts in the middle of a carousel
  /// and reaches its end stays the carousel's until the finger lifts, as UIKit keeps a drag with
  /// the scroll view that began it.
  ///
  /// - Complexity: O(`nested.count`); nothing allocates.
  package func pagerTakesDrag(translationX dx: Double, over nested: [NestedHorizontalScroll])
    -> Bool
  {
    guard pagesPastNestedScrollViewEnds, dx.isFinite, dx != 0,
      nested.contains(where: \.scrollsSideways)
    else { return false }
    let width = Double(viewportSize.width)
    if width > 0 {
      let pageOffset = (pager.offset / width).rounded() * width
      if abs(pager.offset - pageOffset) > 0.5 { return true }
    }
    guard nested.allSatisfy({ !$0.scrollsSideways || $0.isAtEnd(forTranslationX: dx) }) else {
      return false
    }
    // The logical pager moves on when the finger moves left (right, right to left).
    let towardNext = layoutDirection == .rightToLeft ? dx > 0 : dx < 0
    return towardNext
      ? pager.offset < pager.maximumOffset - 0.5 : pager.offset > pager.minimumOffset + 0.5
  }
}
