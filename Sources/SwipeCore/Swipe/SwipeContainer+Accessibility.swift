import Foundation

/// A direction of VoiceOver's three-finger scroll, as `UIAccessibilityScrollDirection`: the way
/// the fingers move (a swipe left moves the content left, to the next page; in right to left,
/// to the previous one).
public enum AccessibilityScrollDirection: Sendable, Hashable {
  /// Three fingers swipe left: the next page.
  case left
  /// Three fingers swipe right: the previous page.
  case right
  /// Three fingers swipe up: the current page moves up by a screen.
  case up
  /// Three fingers swipe down: the current page moves down by a screen.
  case down
  /// The next page.
  case next
  /// The previous page.
  case previous
}

extension SwipeContainer {
  // MARK: - VoiceOver

  /// Performs VoiceOver's three-finger scroll and returns what VoiceOver says, or nil when
  /// nothing can move that way (VoiceOver then plays its boundary sound; SwipeUIKit returns
  /// false from `accessibilityScroll(_:)`).
  ///
  /// Left and next go to the next page, right and previous to the one before (left and right
  /// mirrored in right to left: the next page is on the left), as an animated
  /// ``scrollToItem(at:animated:)`` (immediate with ``reduceMotion``); the status names the
  /// page's tab: `"Item1, tab 2 of 4"` with ``tabTitles``, `"Tab 2 of 4"` without. Up and down
  /// move the current page by one screen of its content area (the viewport below the pinned
  /// bar), as UIKit pages a scroll view; the status is the delegate's
  /// (``SwipeContainerDelegate/swipeContainer(_:accessibilityScrollStatusForPageAt:showing:)``), else
  /// `"Page 2 of 5"` counted in those screens.
  public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> String? {
    guard pageCount > 0 else { return nil }
    // Right to left, the next page is on the left: a swipe right brings it.
    let mirrored = layoutDirection == .rightToLeft
    switch direction {
    case .next: return accessibilityTurnPage(by: 1)
    case .previous: return accessibilityTurnPage(by: -1)
    case .left: return accessibilityTurnPage(by: mirrored ? -1 : 1)
    case .right: return accessibilityTurnPage(by: mirrored ? 1 : -1)
    case .up: return accessibilityScrollPage(screens: 1)
    case .down: return accessibilityScrollPage(screens: -1)
    }
  }

  /// What VoiceOver says for the page at `index`: its tab title and position among the tabs.
  public func accessibilityTabStatus(ofPageAt index: Int) -> String {
    guard tabTitles.indices.contains(index), !tabTitles[index].isEmpty else {
      return "Tab \(index + 1) of \(pageCount)"
    }
    return "\(tabTitles[index]), tab \(index + 1) of \(pageCount)"
  }

  /// The part of the page's content the viewport shows, in the content's coordinates (0 at the
  /// top of the first row): from where the pinned bar (or the header) covers it to the
  /// viewport's bottom. Nil for a page that is not loaded.
  public func visibleContentRange(ofPageAt index: Int) -> Range<Double>? {
    guard loadedPosition(of: index) != nil else { return nil }
    return visibleContentRange(scrolled: scrolled(pageAt: index))
  }

  /// Whether the header and the bar, as they stand over the page at `index`, cover all of a
  /// span of it from `minY` to `maxY` in the page view's own bounds (its content offset
  /// included, as a subview's frame is): a row scrolled under the bar is still in its table, so
  /// a host hides it from VoiceOver, which would otherwise focus and read what no one sees.
  ///
  /// Covered means above the bottom of the chrome shown with that page (the bar's, or the
  /// header's without a bar; the top inset without either), to within half a point. A span
  /// that reaches below it is not covered, however little shows. False for a page that is not
  /// loaded and for a span that is not finite.
  ///
  /// - Complexity: O(1); nothing allocates.
  public func chromeCovers(minY: Double, maxY: Double, onPageAt index: Int) -> Bool {
    guard minY.isFinite, maxY.isFinite, let position = loadedPosition(of: index) else {
      return false
    }
    let shownTop = loadedPages[position].scroller.offset + chromeBottom(position: position)
    return max(minY, maxY) <= shownTop + 0.5
  }

  /// The content a page scrolled by `scroll` (s of DESIGN.md §6) shows.
  func visibleContentRange(scrolled scroll: Double) -> Range<Double> {
    let top = max(0, scroll - resolvedHeaderHeight)
    let bottom = scroll + usableHeight - reservedTop
    return top..<max(top, bottom)
  }

  private func accessibilityTurnPage(by step: Int) -> String? {
    let target = currentIndex + step
    guard (0..<pageCount).contains(target) else { return nil }
    scrollToItem(at: target, animated: true)
    return accessibilityTabStatus(ofPageAt: target)
  }

  private func accessibilityScrollPage(screens: Double) -> String? {
    guard let position = loadedPosition(of: currentIndex) else { return nil }
    let scroller = loadedPages[position].scroller
    let screen = max(usableHeight - topInset - resolvedBarHeight, 1)
    let target = scroller.clampedToRange(scroller.offset + screens * screen)
    guard abs(target - scroller.offset) >= 0.5 else { return nil }
    // What the page will show once it gets there.
    let shown = visibleContentRange(scrolled: currentScroll + target - scroller.offset)
    setCurrentPageOffset(target, animated: !reduceMotion)
    if let status = delegate?.swipeContainer(
      self, accessibilityScrollStatusForPageAt: currentIndex, showing: shown)
    {
      return status
    }
    // Screens of the content area: the range the page scrolls through, one screen at a time.
    let top = scroller.clampedToRange(-.infinity)
    let bottom = scroller.clampedToRange(.infinity)
    let count = Int(((bottom - top) / screen).rounded(.up)) + 1
    let page =
      target >= bottom - 0.5 ? count : min(Int(((target - top) / screen).rounded(.down)) + 1, count)
    return "Page \(page) of \(count)"
  }
}
