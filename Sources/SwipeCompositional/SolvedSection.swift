import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A header or footer laid out in solved space, relative to its section's top.
struct SolvedBoundary: Sendable {
  var kind: String
  var frame: CGRect
  var pins: Bool
  var isBefore: Bool
}

/// One placed group: its frame and the ranges of its items and anchored supplementaries.
struct SolvedGroup: Sendable {
  var frame: CGRect
  var firstItem: Int
  var itemCount: Int
  var firstSupplementary: Int
  var supplementaryCount: Int
}

/// A section solved in solved space (vertical scrolling, left to right), with `y` relative to
/// the section's top: frames of every item, group, supplementary and decoration, and the
/// search arrays that make rect queries O(log n + k).
struct SolvedSection: Sendable {
  var model: LayoutSection
  var itemCount: Int
  /// Measured sizes (solved space) of items, by index.
  var measuredItems: [Int: CGSize] = [:]
  /// Measured sizes (solved space) of boundary items, by index.
  var measuredBoundary: [Int: CGSize] = [:]

  var template = GroupTemplate()
  var height = 0.0
  /// Where the content (groups and insets) starts and ends, between headers and footers.
  var contentTop = 0.0
  var contentBottom = 0.0
  /// The orthogonal scroller's content length (0 for a section that does not scroll).
  var orthogonalLength = 0.0
  var groups: [SolvedGroup] = []
  var items: [CGRect] = []
  /// Anchored supplementaries; `slot` holds the item index.
  var anchored: [AnchoredFrame] = []
  var boundary: [SolvedBoundary] = []
  var decorations: [(kind: String, frame: CGRect)] = []
  /// Running extremes of the groups' extents along the axis groups follow each other on (`y`,
  /// or `x` in an orthogonal section): `reachHigh` is the prefix maximum of the far ends,
  /// `reachLow` the suffix minimum of the near ends; both ascend, so binary search works even
  /// when badges overhang.
  var reachLow: [Double] = []
  var reachHigh: [Double] = []
  /// The `y` range (section-relative) everything drawn in the section covers.
  var extentLow = 0.0
  var extentHigh = 0.0

  var isOrthogonal: Bool { model.orthogonalScrollingBehavior.isOrthogonal }

  /// The longest length the solve derived (the section's extent, its orthogonal content, one
  /// group), for the length limit; infinite when anything is not finite.
  var longestLength: Double {
    let lengths = [
      height, extentHigh - extentLow, orthogonalLength, Double(template.size.width),
      Double(template.size.height),
    ]
    return lengths.allSatisfy(\.isFinite) ? lengths.map(abs).max() ?? 0 : .infinity
  }

  init(model: LayoutSection, itemCount: Int) {
    self.model = model
    self.itemCount = itemCount
  }

  // MARK: - Solving

  /// Solves the section against `container` (solved space). With `fromGroup` > 0 the groups
  /// before it are kept and only the rest is placed again. The group's template holds at most
  /// `slotBudget` slots (`template.exceededBudget` tells when that stopped it).
  mutating func solve(
    container: LayoutBox, fromGroup: Int = 0, slotBudget: Int = InputLimits.maximumElements
  ) {
    let insets = model.contentInsets
    let previousContentTop = contentTop
    placeBoundaryItems(container: container, before: true)
    var start = fromGroup
    if start > groups.count || contentTop != previousContentTop { start = 0 }
    let groupContainer =
      isOrthogonal
      ? container
      : LayoutBox(
        width: max(container.width - insets.leading - insets.trailing, 0),
        height: container.height)
    if start == 0 {
      template = GroupSolver.template(
        model.group, container: groupContainer, slotBudget: slotBudget)
    }
    stampGroups(from: start, container: groupContainer)
    if isOrthogonal {
      var band = 0.0
      for group in groups { band = max(band, Double(group.frame.height)) }
      contentBottom = contentTop + insets.top + band + insets.bottom
      let lastEnd = groups.last.map { Double($0.frame.maxX) } ?? insets.leading
      var trailingPad = 0.0
      if model.orthogonalScrollingBehavior == .groupPagingCentered, let last = groups.last {
        trailingPad = max(container.width / 2 - insets.trailing - Double(last.frame.width) / 2, 0)
      }
      orthogonalLength = lastEnd + trailingPad + insets.trailing
    } else {
      let lastEnd = groups.last.map { Double($0.frame.maxY) } ?? contentTop + insets.top
      contentBottom = lastEnd + insets.bottom
      orthogonalLength = 0
    }
    placeBoundaryItems(container: container, before: false)
    decorations = model.decorationItems.map { decoration in
      let inset = decoration.contentInsets
      return (
        decoration.kind,
        CGRect(
          x: inset.leading, y: inset.top,
          width: max(container.width - inset.leading - inset.trailing, 0),
          height: max(height - inset.top - inset.bottom, 0))
      )
    }
    updateSearch()
  }

  /// Places the headers (`before`) or the footers. Extending ones take space; the others
  /// overlap the content's edge.
  private mutating func placeBoundaryItems(container: LayoutBox, before: Bool) {
    let insets = model.contentInsets
    let follow = model.supplementariesFollowContentInsets
    let box = LayoutBox(
      width: follow ? max(container.width - insets.leading - insets.trailing, 0) : container.width,
      height: container.height)
    let x = follow ? insets.leading : 0
    if before { boundary.removeAll(keepingCapacity: true) }
    var cursor = before ? 0 : contentBottom
    for (index, item) in model.boundarySupplementaryItems.enumerated()
    where item.alignment.isBefore == before {
      var width = box.length(item.size.width)
      var height = box.length(item.size.height)
      if let measured = measuredBoundary[index] {
        if item.size.width.isEstimated { width = Double(measured.width) }
        if item.size.height.isEstimated { height = Double(measured.height) }
      }
      width = max(width, 0)
      height = max(height, 0)
      let y: Double
      if item.extendsBoundary {
        y = cursor
        cursor += height
      } else {
        y = before ? cursor : contentBottom - height
      }
      boundary.append(
        SolvedBoundary(
          kind: item.kind, frame: CGRect(x: x, y: y, width: width, height: height),
          pins: item.pinsToVisibleBounds, isBefore: before))
    }
    if before { contentTop = cursor } else { height = cursor }
  }

  /// Places group after group from `start` until the items run out: the template where no item
  /// was measured, a group solved for its own items where one was.
  private mutating func stampGroups(from start: Int, container: LayoutBox) {
    let insets = model.contentInsets
    let spacing = model.interGroupSpacing
    var cursor: Double
    var item: Int
    if start == 0 {
      groups.removeAll(keepingCapacity: true)
      items.removeAll(keepingCapacity: true)
      anchored.removeAll(keepingCapacity: true)
      cursor = isOrthogonal ? insets.leading : contentTop + insets.top
      item = 0
    } else {
      guard start < groups.count else { return }
      let first = groups[start]
      cursor = Double(isOrthogonal ? first.frame.minX : first.frame.minY)
      item = first.firstItem
      groups.removeLast(groups.count - start)
      items.removeLast(items.count - item)
      anchored.removeLast(anchored.count - first.firstSupplementary)
    }
    let crossOrigin = isOrthogonal ? contentTop + insets.top : insets.leading
    let templateSlots = template.items.count
    items.reserveCapacity(itemCount)
    while item < itemCount {
      var instance = template
      if !measuredItems.isEmpty,
        (item..<min(item + templateSlots, itemCount)).contains(where: { measuredItems[$0] != nil })
      {
        instance = GroupSolver.template(
          model.group, container: container, measured: measuredItems, firstItem: item)
      }
      guard !instance.items.isEmpty else { break }
      let placed = min(instance.items.count, itemCount - item)
      let origin =
        isOrthogonal ? CGPoint(x: cursor, y: crossOrigin) : CGPoint(x: crossOrigin, y: cursor)
      let firstSupplementary = anchored.count
      for slot in 0..<placed {
        items.append(instance.items[slot].offsetBy(dx: origin.x, dy: origin.y))
      }
      for supplementary in instance.supplementaries where supplementary.slot < placed {
        var placedSupplementary = supplementary
        placedSupplementary.frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
        placedSupplementary.slot = item + supplementary.slot
        anchored.append(placedSupplementary)
      }
      groups.append(
        SolvedGroup(
          frame: CGRect(origin: origin, size: instance.size), firstItem: item, itemCount: placed,
          firstSupplementary: firstSupplementary,
          supplementaryCount: anchored.count - firstSupplementary))
      cursor += Double(isOrthogonal ? instance.size.width : instance.size.height) + spacing
      item += placed
    }
    if start == 0, model.orthogonalScrollingBehavior == .groupPagingCentered,
      let first = groups.first
    {
      let pad = max(container.width / 2 - insets.leading - Double(first.frame.width) / 2, 0)
      if pad > 0 { shiftGroups(dx: pad) }
    }
  }

  private mutating func shiftGroups(dx: Double) {
    for index in groups.indices {
      groups[index].frame = groups[index].frame.offsetBy(dx: dx, dy: 0)
    }
    for index in items.indices { items[index] = items[index].offsetBy(dx: dx, dy: 0) }
    for index in anchored.indices {
      anchored[index].frame = anchored[index].frame.offsetBy(dx: dx, dy: 0)
    }
  }

  /// Rebuilds the running extremes and the section's drawn extent.
  private mutating func updateSearch() {
    let count = groups.count
    reachLow = Array(repeating: 0, count: count)
    reachHigh = Array(repeating: 0, count: count)
    var low = 0.0
    var high = height
    var runningHigh = -Double.infinity
    for (index, group) in groups.enumerated() {
      var extent = group.frame
      for item in items[group.firstItem..<(group.firstItem + group.itemCount)] {
        extent = extent.union(item)
      }
      let supplementaries =
        group.firstSupplementary..<(group.firstSupplementary + group.supplementaryCount)
      for supplementary in anchored[supplementaries] { extent = extent.union(supplementary.frame) }
      low = min(low, Double(extent.minY))
      high = max(high, Double(extent.maxY))
      let near = Double(isOrthogonal ? extent.minX : extent.minY)
      let far = Double(isOrthogonal ? extent.maxX : extent.maxY)
      runningHigh = max(runningHigh, far)
      reachHigh[index] = runningHigh
      reachLow[index] = near
    }
    var runningLow = Double.infinity
    for index in stride(from: count - 1, through: 0, by: -1) {
      runningLow = min(runningLow, reachLow[index])
      reachLow[index] = runningLow
    }
    for item in boundary {
      low = min(low, Double(item.frame.minY))
      high = max(high, Double(item.frame.maxY))
    }
    extentLow = low
    extentHigh = high
  }

  // MARK: - Queries

  /// The index of the group holding `item` (the last group starting at or before it).
  func groupIndex(containing item: Int) -> Int {
    max(partitionPoint(in: groups.indices) { groups[$0].firstItem > item } - 1, 0)
  }

  /// The groups whose extents may meet `[low, high]` along the group axis.
  func groupRange(low: Double, high: Double) -> Range<Int> {
    let start = partitionPoint(in: reachHigh.indices) { reachHigh[$0] >= low }
    let end = partitionPoint(in: reachLow.indices) { reachLow[$0] > high }
    return start..<max(start, end)
  }

  /// A boundary item's frame (section-relative) while the visible range along `y` is
  /// `visibleLow ... visibleHigh` (section-relative): a pinned header stays at the top, pushed out
  /// by the end of the section's content; a pinned footer mirrors it.
  func boundaryFrame(_ item: SolvedBoundary, visibleLow: Double, visibleHigh: Double) -> CGRect {
    guard item.pins else { return item.frame }
    let natural = Double(item.frame.minY)
    let length = Double(item.frame.height)
    let y: Double
    if item.isBefore {
      y = max(natural, min(visibleLow, contentBottom - length))
    } else {
      y = min(natural, max(visibleHigh - length, contentTop))
    }
    return CGRect(x: item.frame.minX, y: y, width: item.frame.width, height: item.frame.height)
  }
}
