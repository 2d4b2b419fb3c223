import Foundation

/// The container geometry of DESIGN.md §6 as pure functions.
///
/// Names: `T` the top inset where the bar pins, `H` the header height (0 without a header), `B`
/// the bar height (0 without a bar), `V`/`W` the viewport height and width. For a page, `s` is how
/// far its content has scrolled from rest: 0 at rest, positive when scrolled up, negative when
/// pulled down. Both the headless ``SwipeContainer`` and the UIKit adapter use these functions,
/// so the geometry is written and tested once.
public enum SwipeGeometry {
  /// The header's top: `T − min(s, H)`. Pulled down (s < 0) the header moves down with the
  /// content (`T − s`); with `stretches` it stays at `T` and grows instead
  /// (see ``headerHeight(scrolled:headerHeight:stretches:)``).
  @inlinable
  public static func headerTop(
    scrolled s: Double, topInset t: Double, headerHeight h: Double, stretches: Bool = false
  ) -> Double {
    if s < 0, stretches { return t }
    return t - min(s, h)
  }

  /// The header's shown height: `H`, or `H − s` while pulled down with `stretches`.
  @inlinable
  public static func headerHeight(scrolled s: Double, headerHeight h: Double, stretches: Bool)
    -> Double
  {
    s < 0 && stretches ? h - s : h
  }

  /// The bar's top: right below the header, never above `T` (pinned once `s ≥ H`); always `T`
  /// with `barScrollDisabled` (which only applies without a header).
  @inlinable
  public static func barTop(
    scrolled s: Double, topInset t: Double, headerHeight h: Double,
    barScrollDisabled: Bool = false
  ) -> Double {
    if barScrollDisabled, h == 0 { return t }
    return t + h - min(s, h)
  }

  /// Where the page's first row is: `T + H + B − s`.
  @inlinable
  public static func firstRowTop(
    scrolled s: Double, topInset t: Double, headerHeight h: Double, barHeight b: Double
  ) -> Double {
    t + h + b - s
  }

  /// The inset above a page's content that reserves the header and bar space: `T + H + B`. A
  /// page's `contentOffset` is `s − (T + H + B)`.
  @inlinable
  public static func reservedTop(topInset t: Double, headerHeight h: Double, barHeight b: Double)
    -> Double
  {
    t + h + b
  }

  /// The alignment rule, applied to page b before it becomes visible while page a is current:
  /// while the header shows (`s_a < H`) b takes a's position, so the shared header agrees; once
  /// the bar is pinned b keeps its own position, but at least `H`. When a is at its top and b is at
  /// or above its own (a page held open by a refresh control), b keeps its position. The result is
  /// clamped to b's range `minimum...maximum` (`minimum` is 0, or minus a held refresh height).
  ///
  /// With `following`, b is a visible neighbour at rest that already agrees with a and follows it
  /// as a moves: the rule is applied along a's path, so when a passes its top b stops at its own
  /// top (0) and stays there. The result then depends only on where a is, not on how often the
  /// rule was applied on the way.
  @inlinable
  public static func alignedScroll(
    current sa: Double, other sb: Double, headerHeight h: Double, otherMinimum minimum: Double = 0,
    otherMaximum maximum: Double, following: Bool = false
  ) -> Double {
    var wanted = sa < h ? sa : max(sb, h)
    if sa <= 0, sb <= 0 {
      wanted = sb
    } else if following, sa <= 0, sa < h {
      wanted = 0
    }
    let lower = min(minimum, 0)
    return min(max(wanted, lower), max(maximum, lower))
  }

  /// A value placed from the two pages a swipe shows: `(1 − f)·left + f·right`, `f` the swipe's
  /// progress from the left page to the right one. Pages that agree give the same value.
  @inlinable
  public static func blend(_ left: Double, _ right: Double, fraction f: Double) -> Double {
    left == right ? left : left + (right - left) * f
  }

  /// The bottom padding that lets a short page still scroll to `s = H`: content shorter than
  /// `V − T − B` is padded by the difference (through the bottom inset, never the content).
  @inlinable
  public static func bottomPadding(
    contentHeight c: Double, viewportHeight v: Double, topInset t: Double, barHeight b: Double
  ) -> Double {
    max(0, collapsedContentHeight(viewportHeight: v, topInset: t, barHeight: b) - c)
  }

  /// The height of a page's content area once the header has scrolled away: `V − T − B`, from
  /// the pinned bar to the bottom of the viewport (never below 0). Content this tall fills the
  /// page exactly; shorter content is padded to it.
  @inlinable
  public static func collapsedContentHeight(
    viewportHeight v: Double, topInset t: Double, barHeight b: Double
  ) -> Double {
    max(0, v - t - b)
  }

  /// The largest `s` of a page: `C + padding − V + T + H + B`, never below 0.
  @inlinable
  public static func maximumScroll(
    contentHeight c: Double, padding p: Double, viewportHeight v: Double, reservedTop r: Double
  ) -> Double {
    max(0, c + p - v + r)
  }

  /// The page under the pager's centre: it switches at half a width. Clamped to the pages.
  @inlinable
  public static func currentIndex(pagerOffset x: Double, pageWidth w: Double, pageCount n: Int)
    -> Int
  {
    guard n > 0, w > 0, w.isFinite, x.isFinite else { return 0 }
    return pageIndex(((x + w / 2) / w).rounded(.down), pageCount: n)
  }

  /// The fractional page index under the pager's left edge, clamped to `0...n−1`: the value a bar
  /// indicator follows during a swipe.
  @inlinable
  public static func progress(pagerOffset x: Double, pageWidth w: Double, pageCount n: Int)
    -> Double
  {
    guard n > 0, w > 0, w.isFinite, x.isFinite else { return 0 }
    return min(max(x / w, 0), Double(n - 1))
  }

  /// A pager offset along the other direction: in right-to-left, page 0 is at the trailing
  /// (right) end of the pager, so the physical `contentOffset.x` of a logical offset `x` (page `i`
  /// at `i × W`, as in left-to-right) is `maximum − x`, `maximum` the pager's largest resting
  /// offset (`(n − 1) × W` for `n` pages). The mirror is its own inverse, so the same function
  /// takes a physical offset back to the logical one. In left-to-right both are `x`.
  @inlinable
  public static func mirroredPagerOffset(
    _ x: Double, maximumOffset maximum: Double, direction: LayoutDirection
  ) -> Double {
    direction == .rightToLeft ? maximum - x : x
  }

  /// The pages a pager offset shows, at least partly: `first...last`, clamped to the pages; nil
  /// when there are none.
  @inlinable
  public static func visiblePages(pagerOffset x: Double, pageWidth w: Double, pageCount n: Int)
    -> ClosedRange<Int>?
  {
    guard n > 0 else { return nil }
    guard w > 0, w.isFinite, x.isFinite else { return 0...0 }
    // A sliver thinner than a millionth of a point does not count as visible.
    let epsilon = 1e-6 / w
    let first = pageIndex((x / w + epsilon).rounded(.down), pageCount: n)
    let end = ((x + w) / w - epsilon).rounded(.up) - 1
    return first...max(pageIndex(end, pageCount: n), first)
  }

  /// `page` as an index in `0..<n`; NaN (a huge offset over a tiny width) counts as 0.
  @usableFromInline
  static func pageIndex(_ page: Double, pageCount n: Int) -> Int {
    page.isNaN ? 0 : min(max(Int(saturating: page), 0), n - 1)
  }
}
