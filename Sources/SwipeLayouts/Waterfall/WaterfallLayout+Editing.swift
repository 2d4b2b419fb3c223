import Foundation

#if !COCOAPODS
  import SwipeCore
#endif

extension WaterfallLayout {
  // MARK: - Editing

  /// Appends items to a section (the last one by default), placing them after its current items
  /// from the column heights where the section left off: nothing already placed moves, later
  /// sections shift down.
  ///
  /// - Complexity: O(k·c + s) for k items, c columns and s sections after it; appending to an
  ///   earlier section also moves the later items' storage (one memmove), never re-laying them out.
  public mutating func append(
    items: [WaterfallSection.ItemSize], toSection section: Int? = nil
  ) throws(LayoutError) {
    let section = section ?? sections.count - 1
    guard sections.indices.contains(section) else {
      throw LayoutError(path: "section", problem: "no section \(section)")
    }
    var specs: [Double] = []
    specs.reserveCapacity(items.count)
    for (index, size) in items.enumerated() {
      specs.append(try Self.spec(size, path: "items[\(index)]"))
    }
    try Self.checkItemCount(sections[section].count + specs.count, path: "items")
    var geometry = sections[section]
    sections[section].columnItems = []  // keep the column lists uniquely referenced
    var global = sectionStarts[section] + geometry.count
    let total = itemTops.count + specs.count
    if itemTops.capacity < total {
      reserveCapacity(forItems: max(total, itemTops.capacity * 2))
    }
    for spec in specs {
      place(spec: spec, in: &geometry, at: global)
      global += 1
    }
    sections[section] = geometry
    for later in (section + 1)..<sections.count {
      sectionStarts[later] += specs.count
    }
    restackSections(from: section + 1)
  }

  /// Reserves storage for `count` items in all, so the next appends do not reallocate.
  public mutating func reserveCapacity(forItems count: Int) {
    itemTops.reserveCapacity(count)
    itemHeights.reserveCapacity(count)
    itemColumns.reserveCapacity(count)
    itemSpecs.reserveCapacity(count)
  }

  /// Changes one item's size.
  ///
  /// In `frozen` and `sequential` modes the item keeps its column: only the later items of that
  /// column move, and later sections shift. In `shortest` mode later items may change column, so
  /// the item's section is placed again (other sections only shift).
  ///
  /// - Complexity: frozen and sequential O(m + s) for m later items in the column and s later
  ///   sections; shortest O(section items · c + s).
  public mutating func setSize(
    _ size: WaterfallSection.ItemSize, ofItem item: Int, inSection section: Int
  ) throws(LayoutError) {
    guard sections.indices.contains(section), (0..<sections[section].count).contains(item) else {
      throw LayoutError(path: "item", problem: "no item \(item) in section \(section)")
    }
    let spec = try Self.spec(size, path: "size")
    let global = sectionStarts[section] + item
    itemSpecs[global] = spec
    if columnMode == .shortest {
      relayoutSection(section)
    } else {
      let height = Self.height(spec: spec, columnWidth: sections[section].columnWidth)
      let delta = height - itemHeights[global]
      itemHeights[global] = height
      let column = Int(itemColumns[global])
      let start = sectionStarts[section]
      let list = sections[section].columnItems[column]
      // Later items of the column: everything after this one in its column list.
      var position = list.count - 1
      while position >= 0, Int(list[position]) != item {
        itemTops[start + Int(list[position])] += delta
        position -= 1
      }
      sections[section].columnNext[column] += delta
      sections[section].columnBottom[column] += delta
    }
    restackSections(from: section + 1)
  }

  /// Changes one item's size, keeping what is on screen where it is: the distance to move the
  /// content offset by (`contentOffsetAdjustment`), so that the first element showing in
  /// `visible` (the least top, then the first in order) stays at the same place on screen.
  ///
  /// Only an item that lies wholly above `visible` moves anything on screen when it resizes, so
  /// only then is the answer other than 0; an item on screen or below it grows or shrinks in
  /// place, as a list's rows do.
  ///
  /// - Complexity: that of `setSize(_:ofItem:inSection:)`, plus a query of `visible`
  ///   (O(log n + k)).
  public mutating func setSize(
    _ size: WaterfallSection.ItemSize, ofItem item: Int, inSection section: Int,
    keepingOnScreen visible: CGRect
  ) throws(LayoutError) -> Double {
    let old = frame(ofItem: item, inSection: section)
    guard let old, old.maxY <= visible.minY, visible.height > 0,
      let anchor = firstElement(in: visible)
    else {
      try setSize(size, ofItem: item, inSection: section)
      return 0
    }
    try setSize(size, ofItem: item, inSection: section)
    guard let moved = currentFrame(of: anchor) else { return 0 }
    return Double(moved.minY - anchor.frame.minY)
  }

  /// The element in `rect` with the least top (then the first in section, kind and item
  /// order).
  private func firstElement(in rect: CGRect) -> LayoutElement? {
    elements(in: rect).min { a, b in
      if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
      return (a.section, a.item) < (b.section, b.item)
    }
  }

  /// Where `element` is now.
  private func currentFrame(of element: LayoutElement) -> CGRect? {
    switch element.kind {
    case .item: frame(ofItem: element.item, inSection: element.section)
    case .header: headerFrame(inSection: element.section)
    case .footer: footerFrame(inSection: element.section)
    }
  }

  /// Places the section's items again from its first, in their storage slots.
  mutating func relayoutSection(_ section: Int) {
    var geometry = sections[section]
    sections[section].columnItems = []
    geometry.resetColumns()
    var global = sectionStarts[section]
    let end = section + 1 < sections.count ? sectionStarts[section + 1] : itemSpecs.count
    while global < end {
      let (column, top, height) = Self.nextPlacement(
        spec: itemSpecs[global], in: &geometry, mode: columnMode)
      itemTops[global] = top
      itemHeights[global] = height
      itemColumns[global] = UInt8(column)
      global += 1
    }
    sections[section] = geometry
  }
}
