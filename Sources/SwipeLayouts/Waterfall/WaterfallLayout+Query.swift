import Foundation

#if !COCOAPODS
  import SwipeCore
#endif

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension WaterfallLayout {
  // MARK: - Queries

  /// The elements (items, headers, footers) whose frames overlap `rect` (touching edges do not
  /// count), by section: header, items by index, footer.
  ///
  /// Sections are found by binary search over their stacked tops; within a section each column
  /// is binary-searched, since a column's items only go down.
  ///
  /// - Complexity: O(s·c·log n + k log k) for s overlapping sections of c columns and k results;
  ///   with the usual one or two sections and a handful of columns, O(log n + k).
  public func elements(in rect: CGRect) -> [LayoutElement] {
    var result: [LayoutElement] = []
    collectElements(in: rect, into: &result)
    return result
  }

  /// Like ``elements(in:)``, appending to a caller-owned buffer (no allocation once it is large
  /// enough).
  public func collectElements(in rect: CGRect, into result: inout [LayoutElement]) {
    let rect = rect.standardized
    let minY = Double(rect.minY)
    let maxY = Double(rect.maxY)
    guard minY.isFinite, maxY.isFinite, rect.width > 0, rect.height > 0, !sections.isEmpty
    else { return }
    func overlaps(_ frame: CGRect) -> Bool {
      frame.minY < rect.maxY && frame.maxY > rect.minY && frame.minX < rect.maxX
        && frame.maxX > rect.minX
    }
    var section = firstSection(endingAfter: minY)
    while section < sections.count, sectionTops[section] < maxY {
      if let header = headerFrame(inSection: section), overlaps(header) {
        result.append(LayoutElement(kind: .header, section: section, item: 0, frame: header))
      }
      let firstItem = result.count
      collectItems(section: section, rect: rect, minY: minY, maxY: maxY, into: &result)
      if result.count - firstItem > 1 {
        result[firstItem...].sort { $0.item < $1.item }
      }
      if let footer = footerFrame(inSection: section), overlaps(footer) {
        result.append(LayoutElement(kind: .footer, section: section, item: 0, frame: footer))
      }
      section += 1
    }
  }

  /// The first section whose bottom is below `y` (sections' bottoms never decrease).
  func firstSection(endingAfter y: Double) -> Int {
    partitionPoint(in: sections.indices) { sectionTops[$0] + sections[$0].height > y }
  }

  func collectItems(
    section: Int, rect: CGRect, minY: Double, maxY: Double, into result: inout [LayoutElement]
  ) {
    let geometry = sections[section]
    let start = sectionStarts[section]
    let top = sectionTops[section]
    let relativeMin = minY - top
    let relativeMax = maxY - top
    for column in 0..<geometry.columns {
      let x = geometry.columnX[column]
      guard x < Double(rect.maxX), x + geometry.columnWidth > Double(rect.minX) else { continue }
      let items = geometry.columnItems[column]
      // First item of the column whose bottom is below the rect's top.
      var position = partitionPoint(in: items.indices) { index in
        let global = start + Int(items[index])
        return itemTops[global] + itemHeights[global] > relativeMin
      }
      while position < items.count {
        let global = start + Int(items[position])
        let itemTop = itemTops[global]
        guard itemTop < relativeMax else { break }
        if itemTop + itemHeights[global] > relativeMin {
          result.append(
            LayoutElement(
              kind: .item, section: section, item: Int(items[position]),
              frame: CGRect(
                x: x, y: top + itemTop, width: geometry.columnWidth, height: itemHeights[global])))
        }
        position += 1
      }
    }
  }
}
