import Foundation

#if !COCOAPODS
  import SwipeCore
#endif

/// The geometry of one section, relative to its top.
struct SectionGeometry: Sendable {
  var columns: Int
  var headerHeight: Double
  var footerHeight: Double
  var insets: Insets
  var columnSpacing: Double
  var rowSpacing: Double
  var columnWidth: Double
  /// Each column's x in content coordinates (pixel-snapped).
  var columnX: [Double]
  /// Where the next item of each column goes.
  var columnNext: [Double]
  /// The bottom of each column's last item (the content top when empty).
  var columnBottom: [Double]
  /// Each column's items, as indices within the section, top to bottom.
  var columnItems: [[Int32]]
  /// How many items the section has.
  var count = 0

  /// Where the columns start: below the header and the top inset.
  var contentTop: Double { headerHeight + insets.top }
  /// The footer's top: below the tallest column and the bottom inset.
  var footerTop: Double { (columnBottom.max() ?? contentTop) + insets.bottom }
  /// The section's height, footer included.
  var height: Double { footerTop + footerHeight }

  /// The column an item placed now would go to.
  func nextColumn(mode: WaterfallLayout.ColumnMode) -> Int {
    if mode == .sequential { return count % columns }
    var best = 0
    var shortest = columnNext[0]
    for column in 1..<columns where columnNext[column] < shortest {
      shortest = columnNext[column]
      best = column
    }
    // Ties within the tolerance go to the lowest index.
    for column in 0..<best where columnNext[column] <= shortest + WaterfallLayout.tieTolerance {
      return column
    }
    return best
  }

  /// Empties the columns (keeping the configuration).
  mutating func resetColumns() {
    for column in 0..<columns {
      columnNext[column] = contentTop
      columnBottom[column] = contentTop
      columnItems[column].removeAll(keepingCapacity: true)
    }
    count = 0
  }
}

extension WaterfallLayout {
  // MARK: - Placement

  /// Validates `section`, builds its geometry and places its items after the existing sections
  /// (the initializer's step: a throw leaves the layout half built).
  mutating func appendSection(_ section: WaterfallSection, path: String) throws(LayoutError) {
    var geometry = try geometry(for: section, path: path)
    try Self.checkItemCount(section.items.count, path: "\(path).items")
    var specs: [Double] = []
    specs.reserveCapacity(section.items.count)
    for (index, size) in section.items.enumerated() {
      specs.append(try Self.spec(size, path: "\(path).items[\(index)]"))
    }
    sectionStarts.append(itemTops.count)
    sectionTops.append(sectionEnd(before: sections.count))
    for spec in specs {
      place(spec: spec, in: &geometry)
    }
    // Only the initializer appends sections, so a throw here discards the whole layout.
    guard (sectionTops[sectionTops.count - 1] + geometry.height).isFinite else {
      throw LayoutError(path: path, problem: "the content height overflows (is not finite)")
    }
    sections.append(geometry)
  }

  /// Checks that a section's items can be indexed by the column lists' 32-bit indices.
  static func checkItemCount(_ count: Int, path: @autoclosure () -> String) throws(LayoutError) {
    guard count <= Int(Int32.max) else {
      throw LayoutError(path: path(), problem: "a section holds at most \(Int32.max) items")
    }
  }

  /// Where the section at `index` starts: below the one before it, or below the placeholder.
  package func sectionEnd(before index: Int) -> Double {
    index == 0 ? topPlaceholder : sectionTops[index - 1] + sections[index - 1].height
  }

  func geometry(for section: WaterfallSection, path: String) throws(LayoutError)
    -> SectionGeometry
  {
    guard (1...Self.maximumColumns).contains(section.columns) else {
      throw LayoutError(
        path: "\(path).columns",
        problem: "must be in 1...\(Self.maximumColumns), got \(section.columns)")
    }
    try Self.check(section.headerHeight, atLeast: 0, path: "\(path).header")
    try Self.check(section.footerHeight, atLeast: 0, path: "\(path).footer")
    try Self.check(section.columnSpacing, atLeast: 0, path: "\(path).columnSpacing")
    try Self.check(section.rowSpacing, atLeast: 0, path: "\(path).rowSpacing")
    // Across the columns an inset may be negative (the columns bleed past the layout's edges,
    // as UIKit's section insets allow); along them it may not, since sections stack and a
    // negative inset would pull items over the header or the section above.
    try Self.check(section.insets.top, atLeast: 0, path: "\(path).insets.top")
    try Self.check(section.insets.left, atLeast: -.infinity, path: "\(path).insets.left")
    try Self.check(section.insets.bottom, atLeast: 0, path: "\(path).insets.bottom")
    try Self.check(section.insets.right, atLeast: -.infinity, path: "\(path).insets.right")
    let columns = section.columns
    let spacing = section.columnSpacing
    let available = width - section.insets.left - section.insets.right
    let columnWidth = (available - spacing * Double(columns - 1)) / Double(columns)
    guard columnWidth >= 0 else {
      throw LayoutError(
        path: path,
        problem:
          "\(columns) columns do not fit in \(available.messageText) pt "
          + "with \(spacing.messageText) pt spacing")
    }
    let columnX = (0..<columns).map { column in
      section.insets.left + (Double(column) * (columnWidth + spacing) * scale).rounded() / scale
    }
    let top = section.headerHeight + section.insets.top
    return SectionGeometry(
      columns: columns, headerHeight: section.headerHeight, footerHeight: section.footerHeight,
      insets: section.insets, columnSpacing: spacing, rowSpacing: section.rowSpacing,
      columnWidth: columnWidth, columnX: columnX,
      columnNext: Array(repeating: top, count: columns),
      columnBottom: Array(repeating: top, count: columns),
      columnItems: Array(repeating: [], count: columns))
  }

  /// Places one item after the last item of `geometry`'s section, storing it at the global
  /// index `global` (the end of the storage by default).
  mutating func place(spec: Double, in geometry: inout SectionGeometry, at global: Int? = nil) {
    let (column, top, height) = Self.nextPlacement(spec: spec, in: &geometry, mode: columnMode)
    let index = global ?? itemTops.count
    if index == itemTops.count {
      itemTops.append(top)
      itemHeights.append(height)
      itemColumns.append(UInt8(column))
      itemSpecs.append(spec)
    } else {
      itemTops.insert(top, at: index)
      itemHeights.insert(height, at: index)
      itemColumns.insert(UInt8(column), at: index)
      itemSpecs.insert(spec, at: index)
    }
  }

  /// Chooses the column of the section's next item, advances the section's columns past it and
  /// returns where it goes.
  static func nextPlacement(spec: Double, in geometry: inout SectionGeometry, mode: ColumnMode)
    -> (column: Int, top: Double, height: Double)
  {
    let column = geometry.nextColumn(mode: mode)
    let height = height(spec: spec, columnWidth: geometry.columnWidth)
    let top = geometry.columnNext[column]
    geometry.columnItems[column].append(Int32(geometry.count))
    geometry.columnNext[column] = top + height + geometry.rowSpacing
    geometry.columnBottom[column] = top + height
    geometry.count += 1
    return (column, top, height)
  }

  /// Recomputes every section top from `section` on (sections are stacked).
  mutating func restackSections(from section: Int) {
    guard section < sections.count else { return }
    var top = sectionEnd(before: section)
    for index in section..<sections.count {
      sectionTops[index] = top
      top += sections[index].height
    }
  }
}
