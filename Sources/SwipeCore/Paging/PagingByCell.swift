/// Paging by cell (DESIGN.md §9): snap anchors from real item frames and the rule that picks the
/// page a release settles on, so a carousel moves exactly one cell per swipe however fast the
/// flick. Pure functions in logical coordinates (leading edge = 0; mirror for right-to-left).
///
/// The same rule implements compositional `groupPaging` and `groupPagingCentered`.
public enum PagingByCell {
  /// Where a page's cell sits in the viewport when the carousel rests on it.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// The cell's leading edge at the leading inset.
    case leading
    /// The cell centred in the viewport.
    case center
  }

  /// One anchor per page: the offset that shows the page's cell aligned, clamped to
  /// `0...maximumOffset`; cells whose anchors coincide (the last ones, when the content end is
  /// reached) merge into one page, so the last page is reachable and stable.
  ///
  /// - Parameters:
  ///   - cells: Each cell's logical `minX` and width, in order.
  ///   - viewportWidth: The width of the strip's viewport.
  ///   - leadingInset: Where a leading-aligned cell's edge rests (logical, from the viewport's
  ///     leading edge).
  ///   - alignment: Where a page's cell sits when the strip rests on it.
  ///   - maximumOffset: The largest offset the strip can rest at (the anchors' upper clamp).
  /// - Complexity: O(n).
  public static func anchors(
    cells: [(minX: Double, width: Double)], viewportWidth: Double, leadingInset: Double,
    alignment: Alignment, maximumOffset: Double
  ) -> [Double] {
    var anchors: [Double] = []
    anchors.reserveCapacity(cells.count)
    let upper = max(maximumOffset, 0)
    for cell in cells {
      let raw =
        alignment == .leading
        ? cell.minX - leadingInset : cell.minX + cell.width / 2 - viewportWidth / 2
      let anchor = min(max(raw.finiteOrZero, 0), upper)
      if let last = anchors.last, abs(anchor - last) < 1e-6 { continue }
      anchors.append(anchor)
    }
    return anchors
  }

  /// A horizontal offset seen from the other side: a right-to-left view's offset in the
  /// left-to-right coordinates of the layout it mirrors, and back. The content is mirrored
  /// across the wider of the content and the viewport.
  public static func mirroredOffset(
    _ offset: Double, contentWidth: Double, viewportWidth: Double
  ) -> Double {
    max(contentWidth, viewportWidth) - viewportWidth - offset
  }

  /// The page whose anchor is nearest `offset` (ties to the lower page).
  ///
  /// - Complexity: O(log n) for ascending anchors.
  public static func nearestPage(to offset: Double, anchors: [Double]) -> Int {
    guard !anchors.isEmpty, offset.isFinite else { return 0 }
    let low = partitionPoint(in: anchors.indices) { anchors[$0] >= offset }
    guard low > 0 else { return 0 }
    guard low < anchors.count else { return anchors.count - 1 }
    return offset - anchors[low - 1] <= anchors[low] - offset ? low - 1 : low
  }

  /// The page a release settles on: a release at 0.3 pt/ms or faster goes one page from the
  /// start page in the direction of the velocity (the velocity wins over where the finger
  /// dragged); a slower one goes to the anchor nearest the release offset. Either way the result
  /// stays within `maxPagesPerFling` of the start page and among the pages.
  ///
  /// - Parameters:
  ///   - offset: The logical offset at release.
  ///   - velocity: Logical velocity in points per millisecond.
  ///   - startPage: The page at drag start (the current target if a motion was running).
  ///   - anchors: The pages' anchors, ascending (see
  ///     ``anchors(cells:viewportWidth:leadingInset:alignment:maximumOffset:)``).
  ///   - maxPagesPerFling: How many pages a release may move from `startPage` (at least 1).
  public static func targetPage(
    releaseOffset offset: Double, velocity: Double, startPage: Int, anchors: [Double],
    maxPagesPerFling: Int = 1
  ) -> Int {
    guard !anchors.isEmpty else { return 0 }
    let last = anchors.count - 1
    let start = min(max(startPage, 0), last)
    // At most the page count: `start ± Int.max` would overflow.
    let reach = min(max(maxPagesPerFling, 1), anchors.count)
    var candidate: Int
    if velocity.isFinite, abs(velocity) >= PhysicsConstants.pagingFlingSpeed {
      candidate = start + (velocity > 0 ? 1 : -1)
    } else {
      candidate = nearestPage(to: offset, anchors: anchors)
    }
    candidate = min(max(candidate, start - reach), start + reach)
    return min(max(candidate, 0), last)
  }
}
