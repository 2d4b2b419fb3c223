import Foundation

#if !COCOAPODS
  import SwipeCore
#endif

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A waterfall (masonry) collection layout, the seed's `STCollectionViewFlowLayout` done
/// properly, as a value: sections of columns, each item placed in the shortest column.
///
/// Placement (DESIGN.md §8): each item goes to the shortest column, ties within 1 pt to the lowest
/// column index; a column's first item sits at the section top + header + inset.top, later ones
/// below the previous item + row spacing; the column width is
/// `(width − left − right − spacing·(c − 1))/c`, with each column's x snapped to pixels; the
/// footer goes below the tallest column + inset.bottom and the next section starts below it. A
/// top placeholder reserves space above the first section and the content is at least
/// `minimumContentHeight` tall.
///
/// Storage is flat arrays per item (struct of arrays, about 29 bytes an item); item tops are kept
/// relative to their section so edits never rewrite other sections. Within a column item tops
/// increase, which makes a rect query a binary search per column.
public struct WaterfallLayout: Sendable {
  /// How items choose their column.
  public enum ColumnMode: String, Sendable, Hashable, CaseIterable {
    /// The shortest column (ties within 1 pt to the lowest index): the classic waterfall.
    case shortest
    /// Round robin by item index within the section.
    case sequential
    /// Shortest at first placement, then fixed: a height change only moves the later items of
    /// the same column.
    case frozen
  }

  /// Columns within this many points of the shortest count as tied.
  public static let tieTolerance = 1.0
  /// The most columns a section may have.
  public static let maximumColumns = 256

  /// The layout's width.
  public let width: Double
  /// Space reserved above the first section (the seed's placeholder header).
  public let topPlaceholder: Double
  /// The content is at least this tall.
  public let minimumContentHeight: Double
  /// How items choose their column.
  public let columnMode: ColumnMode
  /// Pixels per point for snapping column positions.
  public let scale: Double

  // MARK: - Per section

  var sections: [SectionGeometry] = []
  /// Each section's top in content coordinates.
  var sectionTops: [Double] = []
  /// The global index of each section's first item.
  var sectionStarts: [Int] = []

  // MARK: - Per item (struct of arrays)

  /// Top relative to the section's top.
  var itemTops: [Double] = []
  var itemHeights: [Double] = []
  var itemColumns: [UInt8] = []
  /// The item's size as given: a height (≥ 0), or minus an aspect ratio.
  var itemSpecs: [Double] = []

  /// Lays out `sections` in a layout `width` points wide.
  ///
  /// - Throws: ``LayoutError`` for fewer than 1 or more than 256 columns, negative or non-finite
  ///   sizes, non-positive aspect ratios, or columns that do not fit the width.
  /// - Complexity: O(n·c) for n items in sections of c columns.
  public init(
    width: Double, sections: [WaterfallSection], topPlaceholder: Double = 0,
    minimumContentHeight: Double = 0, columnMode: ColumnMode = .shortest, scale: Double = 1
  ) throws(LayoutError) {
    try Self.check(width, atLeast: 0, path: "width")
    try Self.check(topPlaceholder, atLeast: 0, path: "topPlaceholder")
    try Self.check(minimumContentHeight, atLeast: 0, path: "minimumContentHeight")
    try Self.check(scale, atLeast: 0, path: "scale")
    self.width = width
    self.topPlaceholder = topPlaceholder
    self.minimumContentHeight = minimumContentHeight
    self.columnMode = columnMode
    self.scale = scale > 0 ? scale : 1
    let total = sections.reduce(0) { $0 + $1.items.count }
    itemTops.reserveCapacity(total)
    itemHeights.reserveCapacity(total)
    itemColumns.reserveCapacity(total)
    itemSpecs.reserveCapacity(total)
    for (index, section) in sections.enumerated() {
      try appendSection(section, path: "sections[\(index)]")
    }
  }

  // MARK: - Reading

  /// The size of the whole content.
  public var contentSize: CGSize {
    CGSize(width: width, height: max(sectionEnd(before: sections.count), minimumContentHeight))
  }

  /// How many sections there are.
  public var numberOfSections: Int { sections.count }

  /// How many items there are in all.
  public var numberOfItems: Int { itemTops.count }

  /// How many items the section has (0 for a section that does not exist).
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  /// The frame of an item, or nil when it does not exist.
  ///
  /// - Complexity: O(1).
  public func frame(ofItem item: Int, inSection section: Int) -> CGRect? {
    guard sections.indices.contains(section), (0..<sections[section].count).contains(item) else {
      return nil
    }
    return itemFrame(global: sectionStarts[section] + item, section: section)
  }

  /// The header's frame, or nil without one.
  public func headerFrame(inSection section: Int) -> CGRect? {
    guard sections.indices.contains(section), sections[section].headerHeight > 0 else { return nil }
    return CGRect(
      x: 0, y: sectionTops[section], width: width, height: sections[section].headerHeight)
  }

  /// The footer's frame, or nil without one.
  public func footerFrame(inSection section: Int) -> CGRect? {
    guard sections.indices.contains(section), sections[section].footerHeight > 0 else { return nil }
    let geometry = sections[section]
    return CGRect(
      x: 0, y: sectionTops[section] + geometry.footerTop, width: width,
      height: geometry.footerHeight)
  }

  /// The section and the index within it of the item at `global` in storage order.
  ///
  /// - Complexity: O(log s) for s sections.
  package func location(ofGlobalItem global: Int) -> (section: Int, item: Int) {
    // The last section starting at or before `global` (empty sections start where the next
    // one does, so this is the section that holds it).
    let section = partitionPoint(in: sectionStarts.indices) { sectionStarts[$0] > global } - 1
    return (section, global - sectionStarts[section])
  }

  package func itemFrame(global: Int, section: Int) -> CGRect {
    let geometry = sections[section]
    let column = Int(itemColumns[global])
    return CGRect(
      x: geometry.columnX[column], y: sectionTops[section] + itemTops[global],
      width: geometry.columnWidth, height: itemHeights[global])
  }

  /// Every element in layout order (header, items, footer per section).
  public var allElements: [LayoutElement] {
    var elements: [LayoutElement] = []
    elements.reserveCapacity(numberOfItems + 2 * sections.count)
    for section in sections.indices {
      if let header = headerFrame(inSection: section) {
        elements.append(LayoutElement(kind: .header, section: section, item: 0, frame: header))
      }
      for item in 0..<sections[section].count {
        elements.append(
          LayoutElement(
            kind: .item, section: section, item: item,
            frame: itemFrame(global: sectionStarts[section] + item, section: section)))
      }
      if let footer = footerFrame(inSection: section) {
        elements.append(LayoutElement(kind: .footer, section: section, item: 0, frame: footer))
      }
    }
    return elements
  }

  /// Heap bytes held by the layout's storage (array capacities), for memory measurements.
  public var storageBytes: Int {
    var bytes =
      itemTops.capacity * 8 + itemHeights.capacity * 8 + itemColumns.capacity
      + itemSpecs.capacity * 8 + sectionTops.capacity * 8 + sectionStarts.capacity * 8
      + sections.capacity * MemoryLayout<SectionGeometry>.stride
    for section in sections {
      bytes += section.columnX.capacity * 8 + section.columnNext.capacity * 8
      bytes += section.columnBottom.capacity * 8
      for list in section.columnItems { bytes += list.capacity * 4 }
      bytes += section.columnItems.capacity * MemoryLayout<[Int32]>.stride
    }
    return bytes
  }

  // MARK: - Validation

  /// Checks a length; the path is only built when there is an error (this runs per item).
  static func check(
    _ value: Double, atLeast minimum: Double, path: @autoclosure () -> String
  ) throws(LayoutError) {
    guard value.isFinite else { throw LayoutError(path: path(), problem: "must be finite") }
    guard value >= minimum else {
      throw LayoutError(
        path: path(),
        problem: "must be ≥ \(minimum.messageText), got \(value.messageText)")
    }
  }

  static func spec(_ size: WaterfallSection.ItemSize, path: @autoclosure () -> String)
    throws(LayoutError) -> Double
  {
    switch size {
    case .height(let height):
      try check(height, atLeast: 0, path: path())
      return height
    case .aspectRatio(let ratio):
      guard ratio.isFinite, ratio > 0 else {
        throw LayoutError(path: path(), problem: "aspect ratio must be > 0, got \(ratio)")
      }
      return -ratio
    }
  }

  /// The height of an item whose spec is `spec` in a column `width` wide.
  @inlinable
  static func height(spec: Double, columnWidth: Double) -> Double {
    spec >= 0 ? spec : columnWidth / -spec
  }
}
