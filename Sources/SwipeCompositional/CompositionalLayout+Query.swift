import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension CompositionalLayout {
  // MARK: - Coordinates

  /// The final content width right-to-left layouts mirror about.
  var mirrorWidth: Double { isTransposed ? solvedLength : solvedContainer.width }

  /// A solved-space rect in content coordinates.
  func finalRect(_ rect: CGRect) -> CGRect {
    var result = isTransposed ? rect.transposed : rect
    if isRightToLeft { result.origin.x = mirrorWidth - result.maxX }
    return result
  }

  /// A content-coordinate rect in solved space.
  func solvedRect(_ rect: CGRect) -> CGRect {
    var result = rect.standardized
    if isRightToLeft { result.origin.x = mirrorWidth - result.maxX }
    return isTransposed ? result.transposed : result
  }

  /// The range along the scroll axis, in solved space, that pinned boundary items stay in: the
  /// visible bounds inside the adjusted content inset.
  var pinningRange: (low: Double, high: Double) {
    let inset = adjustedContentInset
    let visible = CGRect(
      x: Double(contentOffset.x) + inset.left, y: Double(contentOffset.y) + inset.top,
      width: max(Double(containerSize.width) - inset.left - inset.right, 0),
      height: max(Double(containerSize.height) - inset.top - inset.bottom, 0))
    let solved = solvedRect(visible)
    return (Double(solved.minY), Double(solved.maxY))
  }

  // MARK: - Queries

  /// Every element meeting `rect` (content coordinates), section by section: decorations,
  /// cells, then supplementaries. Pinned headers and footers sit where the current
  /// ``contentOffset`` puts them; orthogonal sections are at their current offsets; sections
  /// with a visible-items handler have it applied to their cells.
  ///
  /// - Complexity: O(log n + k) for k elements returned.
  public func elements(in rect: CGRect) -> [CompositionalElement] {
    var result: [CompositionalElement] = []
    collectElements(in: rect, into: &result)
    return result
  }

  /// Appends the elements meeting `rect` to `result`, as ``elements(in:)`` returns them; with a
  /// buffer whose capacity is kept, a query per frame allocates nothing (unless a section has a
  /// visible-items handler). A non-finite rect meets nothing.
  public func collectElements(in rect: CGRect, into result: inout [CompositionalElement]) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
      rect.height.isFinite
    else { return }
    collect(in: solvedRect(rect), into: &result)
  }

  /// Every element of the layout in the same order as ``elements(in:)`` (orthogonal sections
  /// whole, not only their visible part), without visible-items handlers.
  public var allElements: [CompositionalElement] {
    var result: [CompositionalElement] = []
    collect(in: nil, into: &result)
    return result
  }

  /// The frame of one cell (content coordinates, orthogonal offset applied), or nil.
  public func frameForItem(_ item: Int, inSection section: Int) -> CGRect? {
    guard sections.indices.contains(section), sections[section].items.indices.contains(item)
    else { return nil }
    let shift = sectionShift(section)
    return finalRect(sections[section].items[item].offsetBy(dx: shift.dx, dy: shift.dy))
  }

  /// How a section's section-relative frames move into solved content coordinates.
  func sectionShift(_ section: Int) -> (dx: Double, dy: Double) {
    // A section that does not scroll orthogonally keeps its offset at 0.
    (-orthogonalOffsets[section], origins[section])
  }

  func collect(in rect: CGRect?, into result: inout [CompositionalElement]) {
    let range: Range<Int>
    if let rect {
      let start = partitionPoint(in: sectionReachHigh.indices) {
        sectionReachHigh[$0] >= Double(rect.minY)
      }
      let end = partitionPoint(in: sectionReachLow.indices) {
        sectionReachLow[$0] > Double(rect.maxY)
      }
      range = start..<max(start, end)
    } else {
      range = sections.indices
    }
    let pinning = pinningRange
    for index in range {
      let first = result.count
      collectSection(sections[index], index, in: rect, pinning: pinning, into: &result)
      if rect != nil, sections[index].model.visibleItemsInvalidationHandler != nil {
        applyVisibleItemsHandler(section: index, to: &result, from: first)
      }
    }
  }

  /// Collects one section's elements; the section is borrowed, not copied (a copy would retain
  /// each of its arrays on every query).
  private func collectSection(
    _ section: borrowing SolvedSection, _ index: Int, in rect: CGRect?,
    pinning: (low: Double, high: Double), into result: inout [CompositionalElement]
  ) {
    let (dx, dy) = sectionShift(index)
    func meets(_ frame: CGRect) -> Bool {
      guard let rect else { return true }
      return frame.minY < rect.maxY && frame.maxY > rect.minY && frame.minX < rect.maxX
        && frame.maxX > rect.minX
    }
    for (position, decoration) in section.decorations.enumerated() {
      let frame = decoration.frame.offsetBy(dx: 0, dy: dy)
      guard meets(frame) else { continue }
      result.append(
        CompositionalElement(
          category: .decoration, kind: decoration.kind, section: index, item: nil,
          index: decorationBase[index] + position, frame: finalRect(frame), zIndex: -1))
    }
    let groups: Range<Int>
    if let rect {
      groups =
        section.isOrthogonal
        ? section.groupRange(low: Double(rect.minX) - dx, high: Double(rect.maxX) - dx)
        : section.groupRange(low: Double(rect.minY) - dy, high: Double(rect.maxY) - dy)
    } else {
      groups = section.groups.indices
    }
    for group in groups {
      let placed = section.groups[group]
      for item in placed.firstItem..<(placed.firstItem + placed.itemCount) {
        let frame = section.items[item].offsetBy(dx: dx, dy: dy)
        guard meets(frame) else { continue }
        result.append(
          CompositionalElement(
            category: .cell, kind: "cell", section: index, item: item, index: item,
            frame: finalRect(frame), zIndex: 0))
      }
    }
    let anchoredBase = supplementaryBase[index] + section.boundary.count
    for group in groups {
      let placed = section.groups[group]
      let supplementaries =
        placed.firstSupplementary..<(placed.firstSupplementary + placed.supplementaryCount)
      for position in supplementaries {
        let supplementary = section.anchored[position]
        let frame = supplementary.frame.offsetBy(dx: dx, dy: dy)
        guard meets(frame) else { continue }
        result.append(
          CompositionalElement(
            category: .supplementary, kind: supplementary.kind, section: index,
            item: supplementary.slot, index: anchoredBase + position, frame: finalRect(frame),
            zIndex: supplementary.zIndex))
      }
    }
    let visibleLow = pinning.low - dy
    let visibleHigh = pinning.high - dy
    for (position, item) in section.boundary.enumerated() {
      let frame = section.boundaryFrame(item, visibleLow: visibleLow, visibleHigh: visibleHigh)
        .offsetBy(dx: 0, dy: dy)
      guard meets(frame) else { continue }
      result.append(
        CompositionalElement(
          category: .supplementary, kind: item.kind, section: index, item: nil,
          index: supplementaryBase[index] + position, frame: finalRect(frame),
          zIndex: item.pins ? 2 : 1))
    }
  }

  /// Hands the section's visible cells to its handler and applies what it changed.
  private func applyVisibleItemsHandler(
    section: Int, to result: inout [CompositionalElement], from first: Int
  ) {
    guard let handler = sections[section].model.visibleItemsInvalidationHandler else { return }
    let visible = CGRect(origin: contentOffset, size: containerSize)
    var positions: [Int] = []
    var items: [VisibleLayoutItem] = []
    for position in first..<result.count {
      let element = result[position]
      guard element.category == .cell, element.frame.intersects(visible) else { continue }
      positions.append(position)
      items.append(
        VisibleLayoutItem(
          section: section, item: element.index, frame: element.frame, alpha: element.alpha,
          zIndex: element.zIndex, transform: element.transform, isHidden: element.isHidden))
    }
    guard !items.isEmpty else { return }
    let orthogonal = orthogonalOffsets[section]
    let offset =
      sections[section].isOrthogonal
      ? (isTransposed ? CGPoint(x: 0, y: orthogonal) : CGPoint(x: orthogonal, y: 0))
      : contentOffset
    handler(
      &items, offset,
      LayoutEnvironment(
        containerSize: containerSize, layoutDirection: configuration.layoutDirection))
    for (position, item) in zip(positions, items) {
      result[position].alpha = item.alpha.isFinite ? min(max(item.alpha, 0), 1) : 1
      result[position].zIndex = item.zIndex
      result[position].transform = item.transform
      result[position].isHidden = item.isHidden
    }
  }
}

extension CompositionalLayout {
  // MARK: - Orthogonal sections

  /// The orthogonal section whose band holds `point` (content coordinates), if any.
  public func orthogonalSection(at point: CGPoint) -> Int? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let solved = solvedRect(CGRect(origin: point, size: .zero))
    let y = Double(solved.minY)
    let index = partitionPoint(in: origins.indices) { origins[$0] > y } - 1
    guard index >= 0, sections[index].isOrthogonal else { return nil }
    let local = y - origins[index]
    return local >= sections[index].contentTop && local < sections[index].contentBottom
      ? index : nil
  }

  /// A scroller for an orthogonal section, set up for its behaviour and groups (nil when the
  /// section does not scroll orthogonally).
  public func makeOrthogonalScroller(forSection index: Int) -> OrthogonalScroller? {
    guard sections.indices.contains(index), sections[index].isOrthogonal else { return nil }
    let section = sections[index]
    return OrthogonalScroller(
      behavior: section.model.orthogonalScrollingBehavior,
      viewport: CGSize(
        width: solvedContainer.width, height: max(section.contentBottom - section.contentTop, 0)),
      contentLength: section.orthogonalLength,
      groups: section.groups.map { (Double($0.frame.minX), Double($0.frame.width)) },
      leadingInset: section.model.contentInsets.leading)
  }

  /// Where an item of an orthogonal section sits along its row (logical, from the row's leading
  /// edge, at orthogonal offset 0), with the index and start of its group; nil for an item that
  /// does not exist or a section that does not scroll orthogonally.
  public func orthogonalPlacement(ofItem item: Int, inSection section: Int) -> (
    minX: Double, width: Double, group: Int, groupMinX: Double
  )? {
    guard sections.indices.contains(section), sections[section].isOrthogonal,
      sections[section].items.indices.contains(item)
    else { return nil }
    let frame = sections[section].items[item]
    let group = sections[section].groupIndex(containing: item)
    return (
      Double(frame.minX), Double(frame.width), group,
      Double(sections[section].groups[group].frame.minX)
    )
  }

  /// A point in content coordinates as the orthogonal scrollers see it: along their axis from
  /// the leading edge.
  func logicalOrthogonalPoint(_ point: CGPoint) -> CGPoint {
    if isTransposed { return CGPoint(x: point.y, y: point.x) }
    return isRightToLeft ? CGPoint(x: solvedContainer.width - Double(point.x), y: point.y) : point
  }
}
