#if !COCOAPODS
  import SwipeCore
#endif

/// Paging by cell (DESIGN.md §9): snap anchors from real item frames and the rule that picks the
/// page a release settles on, so a carousel moves one cell per swipe however fast the
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

  /// The page a strip at rest at `offset` must settle on, or nil when it rests on one (to half
  /// a point): the nearest page. A touch that stops a moving strip and lifts without dragging
  /// leaves it where it stopped, which is between cells unless by chance; DESIGN.md §9: "the
  /// strip never rests between anchors".
  ///
  /// - Complexity: O(log n).
  public static func settlePage(restingAt offset: Double, anchors: [Double]) -> Int? {
    guard !anchors.isEmpty, offset.isFinite else { return nil }
    let page = nearestPage(to: offset, anchors: anchors)
    return abs(anchors[page] - offset) > 0.5 ? page : nil
  }

  /// The page a release settles on: a release at 0.3 pt/ms or faster goes one page from the
  /// start page in the direction of the velocity (the velocity wins over where the finger
  /// dragged), but never behind the release point: a finger that dragged past a cell and flicks
  /// on goes to the first page ahead of where it let go (backward, mirrored). A slower release
  /// goes to the anchor nearest the release offset, within `maxPagesPerFling` of the start page.
  /// The result is always among the pages.
  ///
  /// DESIGN.md §9 says `start ± 1` for a fling; taken literally, a fling forward after a drag
  /// past the next cell would move the strip backward, against both the finger and the
  /// velocity, so the fling's page is at least the one ahead of the release.
  ///
  /// - Parameters:
  ///   - offset: The logical offset at release.
  ///   - velocity: Logical velocity in points per millisecond.
  ///   - startPage: The page at drag start (the current target if a motion was running).
  ///   - anchors: The pages' anchors, ascending (see
  ///     ``anchors(cells:viewportWidth:leadingInset:alignment:maximumOffset:)``).
  ///   - maxPagesPerFling: How many pages a slow release may move from `startPage` (at least 1).
  /// - Complexity: O(log n).
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
      if velocity > 0 {
        candidate = max(start + 1, firstPage(after: offset, anchors: anchors))
      } else {
        candidate = min(start - 1, lastPage(before: offset, anchors: anchors))
      }
    } else {
      candidate = nearestPage(to: offset, anchors: anchors)
      candidate = min(max(candidate, start - reach), start + reach)
    }
    return min(max(candidate, 0), last)
  }

  /// The first page whose anchor is ahead of `offset` (by more than 10⁻⁶ pt); the page count
  /// when none is. A release exactly on an anchor is behind its next page, so a fling from
  /// there still moves. A NaN offset is behind every page (it raises no fling's target).
  static func firstPage(after offset: Double, anchors: [Double]) -> Int {
    guard offset.isFinite else { return offset == .infinity ? anchors.count : 0 }
    return partitionPoint(in: anchors.indices) { anchors[$0] > offset + 1e-6 }
  }

  /// The last page whose anchor is behind `offset` (by more than 10⁻⁶ pt); −1 when none is. A
  /// NaN offset is ahead of every page (it lowers no fling's target).
  static func lastPage(before offset: Double, anchors: [Double]) -> Int {
    guard offset.isFinite else { return offset == -.infinity ? -1 : anchors.count - 1 }
    return partitionPoint(in: anchors.indices) { anchors[$0] >= offset - 1e-6 } - 1
  }
}
