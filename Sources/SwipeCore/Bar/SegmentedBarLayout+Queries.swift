import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SegmentedBarLayout {
  // MARK: - Tabs

  /// Tab `index`'s span in the strip (physical: x from the strip's left edge).
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(1).
  public func tab(_ index: Int) -> Span {
    physical(Span(x: starts[index], width: widths[index]))
  }

  /// Tab `index`'s frame in the strip: its span, the bar's `height` tall.
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(1).
  public func tabFrame(_ index: Int, height: Double) -> CGRect {
    let span = tab(index)
    return CGRect(x: span.x, y: 0, width: span.width, height: height.barLength)
  }

  /// The tab under `x` (a point in the bar, from its left edge) when the strip is scrolled to
  /// `scrollOffset`, or nil when the point is on no tab (in an inset, or outside the strip).
  ///
  /// Each tab owns its span and half of the spacing on each side that has a neighbour, so a
  /// point between two tabs goes to the nearer one. Spans are half-open on their trailing side
  /// (logically): a point on the boundary between two tabs is on the later one. A tab of width 0
  /// with no spacing around it owns nothing.
  ///
  /// - Complexity: O(log n).
  public func tabIndex(atX x: Double, scrollOffset: Double) -> Int? {
    let position = x + scrollOffset
    guard count > 0, position.isFinite else { return nil }
    let logical = direction == .leftToRight ? position : contentWidth - position
    let half = configuration.spacing / 2
    // The last tab whose hit area starts at or before `logical` (starts ascend).
    let after = partitionPoint(in: 0..<count) { index in
      starts[index] - (index > 0 ? half : 0) > logical
    }
    guard after > 0 else { return nil }
    let index = after - 1
    let end = starts[index] + widths[index] + (index < count - 1 ? half : 0)
    return logical < end ? index : nil
  }

  // MARK: - Progress

  /// `progress` as the layout reads it: NaN counts as 0, and the value is clamped to
  /// `0...count − 1` (0 without tabs).
  public func clampedProgress(_ progress: Double) -> Double {
    guard !progress.isNaN else { return 0 }
    return min(max(progress, 0), Double(max(count - 1, 0)))
  }

  /// The tab nearest `progress` (the selected one: it changes halfway between two tabs, as the
  /// container's current index does), or nil without tabs.
  ///
  /// - Complexity: O(1).
  public func selectedTab(progress: Double) -> Int? {
    guard count > 0 else { return nil }
    return Int(clampedProgress(progress).rounded(.toNearestOrAwayFromZero))
  }

  /// How selected tab `index` looks at `progress`: 1 when the progress is on it, falling
  /// linearly to 0 one tab away (for colours that follow a swipe).
  ///
  /// - Complexity: O(1).
  public func emphasis(ofTab index: Int, progress: Double) -> Double {
    max(0, 1 - abs(clampedProgress(progress) - Double(index)))
  }

  /// The indicator's span in the strip at `progress` (physical), interpolated between the two
  /// tabs the progress lies between; nil without tabs.
  ///
  /// - Complexity: O(1), no allocation.
  public func indicator(progress: Double) -> Span? {
    guard count > 0 else { return nil }
    let (index, fraction) = position(of: progress)
    var span = indicatorSpan(index)
    if fraction > 0 {
      let next = indicatorSpan(index + 1)
      span = Span(
        x: span.x + (next.x - span.x) * fraction,
        width: span.width + (next.width - span.width) * fraction)
    }
    return physical(span)
  }

  /// The indicator's frame in the strip at `progress`, nil without tabs: for a
  /// ``IndicatorStyle/line``, its span on the bottom edge of a bar `height` tall,
  /// ``Configuration/indicatorHeight`` tall; for a ``IndicatorStyle/capsule(height:padding:)``,
  /// its span widened by the padding on each side (never wider than the tabs it lies between),
  /// the capsule's height (at most the bar's), centred vertically.
  ///
  /// - Complexity: O(1), no allocation.
  public func indicatorFrame(progress: Double, height: Double) -> CGRect? {
    guard let span = indicator(progress: progress) else { return nil }
    let barHeight = height.barLength
    switch configuration.indicatorStyle {
    case .line:
      let thickness = min(configuration.indicatorHeight, barHeight)
      return CGRect(x: span.x, y: barHeight - thickness, width: span.width, height: thickness)
    case .capsule(let capsuleHeight, let padding):
      let (index, fraction) = position(of: progress)
      let next = min(index + 1, count - 1)
      let room = widths[index] + (widths[next] - widths[index]) * fraction
      let width = min(span.width + 2 * padding, max(room, span.width))
      let tall = min(capsuleHeight, barHeight)
      return CGRect(
        x: span.x - (width - span.width) / 2, y: (barHeight - tall) / 2, width: width,
        height: tall)
    }
  }

  /// Where tab `index`'s image and title go when the tab's measured width (its title width, as
  /// given) is an image `imageSide` square, `spacing`, then the text: the pair centred in the
  /// tab, the image on the leading side (the right in right-to-left) and centred vertically in
  /// a bar `height` tall, the text after it over the full height.
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(1).
  public func imageAndTitleFrames(
    tab index: Int, imageSide: Double, spacing: Double, height: Double
  ) -> (image: CGRect, title: CGRect) {
    let barHeight = height.barLength
    let content = min(titleWidths[index], widths[index])
    let side = min(imageSide.barLength, content, barHeight)
    let gap = min(spacing.barLength, content - side)
    let start = starts[index] + (widths[index] - content) / 2
    let image = physical(Span(x: start, width: side))
    let title = physical(Span(x: start + side + gap, width: max(content - side - gap, 0)))
    return (
      CGRect(x: image.x, y: (barHeight - side) / 2, width: side, height: side),
      CGRect(x: title.x, y: 0, width: title.width, height: barHeight)
    )
  }

  /// Where a badge `size` big goes on tab `index` in a bar `height` tall whose title is
  /// `titleHeight` tall: its centre on the title's top trailing corner (top left in
  /// right-to-left), moved in so that it stays inside the tab and the bar.
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(1).
  public func badgeFrame(
    tab index: Int, size: CGSize, titleHeight: Double, height: Double
  ) -> CGRect {
    let barHeight = height.barLength
    let width = Double(size.width).barLength
    let tall = min(Double(size.height).barLength, barHeight)
    let titleWidth = min(titleWidths[index], widths[index])
    // Logical: the title is centred in its tab; the badge's centre on its trailing end.
    let titleEnd = starts[index] + (widths[index] + titleWidth) / 2
    let tabEnd = starts[index] + widths[index]
    let x = min(titleEnd - width / 2, tabEnd - width)
    let titleTop = (barHeight - min(titleHeight.barLength, barHeight)) / 2
    let y = min(max(titleTop - tall / 2, 0), barHeight - tall)
    let span = physical(Span(x: max(x, starts[index]), width: width))
    return CGRect(x: span.x, y: y, width: span.width, height: tall)
  }

  /// The strip's scroll offset at `progress` (physical, `0...maximumScrollOffset`): the tab the
  /// progress is on centred when the strip can scroll that far, interpolated between two tabs.
  ///
  /// - Complexity: O(1), no allocation.
  public func scrollOffset(progress: Double) -> Double {
    let maximum = maximumScrollOffset
    guard count > 0, maximum > 0 else { return 0 }
    let (index, fraction) = position(of: progress)
    var offset = restingOffset(index)
    if fraction > 0 { offset += (restingOffset(index + 1) - offset) * fraction }
    return direction == .leftToRight ? offset : maximum - offset
  }

  // MARK: - Helpers

  /// The tab at or before `progress` and how far the progress is towards the next tab.
  private func position(of progress: Double) -> (index: Int, fraction: Double) {
    let clamped = clampedProgress(progress)
    let index = Int(clamped.rounded(.down))
    guard index < count - 1 else { return (count - 1, 0) }
    return (index, clamped - Double(index))
  }

  /// Tab `index`'s indicator span (logical).
  private func indicatorSpan(_ index: Int) -> Span {
    let tabWidth = widths[index]
    let wanted: Double =
      switch configuration.indicatorWidth {
      case .title: titleWidths[index]
      case .tab: tabWidth
      case .fixed(let width): width
      }
    let indicatorWidth = min(wanted, tabWidth)
    return Span(x: starts[index] + (tabWidth - indicatorWidth) / 2, width: indicatorWidth)
  }

  /// The logical offset that centres tab `index`, clamped to the strip's range.
  private func restingOffset(_ index: Int) -> Double {
    let centred = starts[index] + widths[index] / 2 - width / 2
    return min(max(centred, 0), maximumScrollOffset)
  }

  /// A logical span in physical coordinates (mirrored across the strip in right-to-left).
  private func physical(_ span: Span) -> Span {
    guard direction == .rightToLeft else { return span }
    return Span(x: contentWidth - span.x - span.width, width: span.width)
  }
}
