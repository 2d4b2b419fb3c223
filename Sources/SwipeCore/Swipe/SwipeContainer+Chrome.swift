import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeContainer {
  // MARK: - The header and the bar

  /// The `s` that places the header and the bar: the current page's, except that with the
  /// refresh control below the bar a refreshable page's pull does not move them.
  public var chromeScroll: Double {
    pageCount > 0 ? chromeScroll(pageAt: currentIndex) : 0
  }

  /// The `s` of the page at `index` that places the header and the bar when that page is shown.
  func chromeScroll(pageAt index: Int) -> Double {
    let s = scrolled(pageAt: index)
    guard refreshPlacement == .belowBar, refreshHeader(pageAt: index) != nil else { return s }
    return max(s, 0)
  }

  /// The height a page shows of its content once the header has scrolled away: from the pinned
  /// bar (or the top inset) down to the bottom of the viewport above the bottom of ``safeArea``.
  /// Content this tall fills the page exactly (``SwipeGeometry/collapsedContentHeight(viewportHeight:topInset:barHeight:)``).
  public var collapsedContentHeight: Double {
    SwipeGeometry.collapsedContentHeight(
      viewportHeight: usableHeight, topInset: topInset, barHeight: resolvedBarHeight)
  }

  /// How far the header has collapsed, as the user sees it: 0 while it shows whole, 1 once it
  /// has scrolled away (the bar pinned at ``topInset``), in between as it goes, and below 0
  /// while a pull lowers or stretches it (−0.25 for a 50 pt pull on a 200 pt header; with the
  /// refresh control below the bar, a pull leaves it at 0). During a swipe it is blended from
  /// the two pages as ``headerFrame`` is. 0 without a header or with one of no height.
  ///
  /// An app fades a navigation title in, zooms or parallaxes a header image from it; it is
  /// reported at each pass that changes it (``SwipeContainerEvent/headerProgressDidChange``).
  public var headerProgress: Double {
    guard let headerHeight, headerHeight > 0 else { return 0 }
    return blendedChrome { s in min(s, headerHeight) } / headerHeight
  }

  /// The header's frame in the container (its height grows when stretched); nil without one.
  ///
  /// During a swipe it is blended from the two visible pages by the swipe's progress
  /// (DESIGN.md §6), so where the pages cannot agree (one held open by a refresh, one pulled
  /// down) the header glides with the finger instead of jumping when the index changes.
  public var headerFrame: CGRect? {
    guard let headerHeight else { return nil }
    let top = blendedChrome { s in
      SwipeGeometry.headerTop(
        scrolled: s, topInset: topInset, headerHeight: headerHeight, stretches: headerStretches)
    }
    let height = blendedChrome { s in
      SwipeGeometry.headerHeight(
        scrolled: s, headerHeight: headerHeight, stretches: headerStretches)
    }
    return CGRect(x: 0, y: top, width: Double(viewportSize.width), height: height)
  }

  /// The bar's frame in the container, blended during a swipe as the header's; nil without one.
  public var barFrame: CGRect? {
    guard let barHeight else { return nil }
    let y = blendedChrome(barTop(scrolled:))
    return CGRect(x: 0, y: y, width: Double(viewportSize.width), height: barHeight)
  }

  /// The header and the bar together (they meet: the bar starts where the header ends), in
  /// container coordinates; nil with neither. A host puts a backstop there, behind them, so
  /// that a finger its non-interactive views let through is still on the chrome.
  public var chromeFrame: CGRect? {
    Self.chromeFrame(header: headerFrame, bar: barFrame)
  }

  /// Where the header and the bar are drawn under top bars without a background (iOS 26's
  /// Liquid Glass): the viewport below ``topInset``, in container coordinates.
  ///
  /// Once the header scrolls up under the bars, what shows through them is the page that
  /// scrolls there, softened by the system's scroll edge effect, never the header's last strip:
  /// the effect reaches only the page's own content, so the header would sit crisp behind the
  /// title. The bar, pinned at ``topInset``, is never cut. Empty when the top inset takes the
  /// whole viewport; with a top inset of 0 nothing is cut.
  public var chromeClipFrame: CGRect {
    let height = Double(viewportSize.height)
    let top = min(topInset, height)
    return CGRect(x: 0, y: top, width: Double(viewportSize.width), height: height - top)
  }

  /// ``chromeFrame`` from a ``headerFrame`` and a ``barFrame`` already read (a host placing all
  /// three in one pass computes each once).
  public static func chromeFrame(header: CGRect?, bar: CGRect?) -> CGRect? {
    switch (header, bar) {
    case (let header?, let bar?): header.union(bar)
    case (let header?, nil): header
    case (nil, let bar?): bar
    case (nil, nil): nil
    }
  }

  /// The bottom of the header and bar as they stand when the page at `position` in
  /// ``loadedPages`` is shown (its own chrome scroll): where what the page shows begins.
  func chromeBottom(position: Int) -> Double {
    barTop(scrolled: chromeScroll(pageAt: loadedPages[position].index)) + resolvedBarHeight
  }

  /// The bar's top when the shown page's chrome scroll is `s` (where a bar would be without one).
  func barTop(scrolled s: Double) -> Double {
    SwipeGeometry.barTop(
      scrolled: s, topInset: topInset, headerHeight: resolvedHeaderHeight,
      barScrollDisabled: barScrollDisabled)
  }

  /// The vertical indicator insets of the page at `position` (top and bottom): its indicator
  /// runs from ``chromeBottom(position:)`` to the safe area's bottom, less what the host's
  /// system adds to the view's indicator insets.
  func indicatorInset(position: Int) -> Insets {
    let system = loadedPages[position].hostIndicatorSystemInset
    return Insets(
      top: max(chromeBottom(position: position) - system.top, 0), left: 0,
      bottom: max(safeArea.bottom - system.bottom, 0), right: 0)
  }

  /// `value` of the shown page's chrome scroll, or during a swipe
  /// `(1 − f)·value(s_left) + f·value(s_right)` with `f` the fractional part of ``progress``.
  func blendedChrome(_ value: (Double) -> Double) -> Double {
    let progress = progress
    let left = progress.rounded(.down)
    let fraction = progress - left
    let leftIndex = Int(left)
    guard fraction > 0, leftIndex + 1 < pageCount else { return value(chromeScroll) }
    return SwipeGeometry.blend(
      value(chromeScroll(pageAt: leftIndex)), value(chromeScroll(pageAt: leftIndex + 1)),
      fraction: fraction)
  }
}
