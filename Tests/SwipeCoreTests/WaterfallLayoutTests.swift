import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeLayouts

@Suite("Waterfall layout")
struct WaterfallLayoutTests {
  /// The seed demo's collection page: 4 columns, heights 100/80/70/90 repeating, 2 sections with
  /// 35 pt headers and footers, insets and spacing 5.
  static func seedSection(items: Int = 16) -> WaterfallSection {
    WaterfallSection(
      columns: 4, items: (0..<items).map { .height([100.0, 80, 70, 90][$0 % 4]) },
      headerHeight: 35, footerHeight: 35, insets: Insets(top: 5, left: 5, bottom: 5, right: 5),
      columnSpacing: 5, rowSpacing: 5)
  }

  static func seed() throws -> WaterfallLayout {
    try WaterfallLayout(width: 390, sections: [seedSection(), seedSection()])
  }

  @Test(
    "The seed's collection page places items in the shortest column, ties to the left",
    arguments: [
      // (item, column x, y)
      (0, 5.0, 40.0), (1, 101, 40), (2, 198, 40), (3, 294, 40),
      (4, 198, 115), (5, 101, 125), (6, 294, 135), (7, 5, 145),
      (8, 101, 210), (9, 294, 210), (10, 198, 220), (11, 5, 240),
    ])
  func seedPlacement(item: Int, x: Double, y: Double) throws {
    let layout = try Self.seed()
    let frame = try #require(layout.frame(ofItem: item, inSection: 0))
    // Compare as Double: #expect mis-compares CGFloat with Double operands.
    #expect(Double(frame.minX) == x)
    #expect(Double(frame.minY) == y)
    #expect(frame.width == 91.25)
  }

  @Test("Elements hash by what they are: a layout's elements are a set; a moved one is unequal")
  func elementsHash() throws {
    let elements = try Self.seed().allElements
    #expect(Set(elements).count == elements.count)
    for element in elements.prefix(12) {
      var moved = element
      moved.frame.origin.y += 1
      #expect(moved != element)
      #expect(
        moved.hashValue == element.hashValue,
        "the frame is not hashed (CGRect is not Hashable before iOS 18)")
      #expect(
        LayoutElement(
          kind: element.kind, section: element.section, item: element.item, frame: element.frame)
          == element)
    }
  }

  @Test("Headers, footers and sections stack; the content ends below the last footer")
  func sectionsStack() throws {
    let layout = try Self.seed()
    #expect(layout.headerFrame(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 35))
    let footer = try #require(layout.footerFrame(inSection: 0))
    // Tallest column: 40 + 4 items … its bottom plus the 5 pt bottom inset.
    let bottoms = (0..<16).compactMap { layout.frame(ofItem: $0, inSection: 0)?.maxY }
    #expect(footer.minY == (bottoms.max() ?? 0) + 5)
    #expect(layout.headerFrame(inSection: 1)?.minY == footer.maxY)
    #expect(layout.contentSize.height == layout.footerFrame(inSection: 1)?.maxY)
  }

  @Test("Aspect ratios follow the column width; placeholder and minimum height apply")
  func aspectRatioPlaceholderAndMinimum() throws {
    let layout = try WaterfallLayout(
      width: 300,
      sections: [WaterfallSection(columns: 2, items: [.aspectRatio(1.5), .aspectRatio(0.5)])],
      topPlaceholder: 100, minimumContentHeight: 2000)
    #expect(layout.frame(ofItem: 0, inSection: 0) == CGRect(x: 0, y: 100, width: 150, height: 100))
    #expect(
      layout.frame(ofItem: 1, inSection: 0) == CGRect(x: 150, y: 100, width: 150, height: 300))
    #expect(layout.contentSize == CGSize(width: 300, height: 2000))
  }

  @Test("Sequential mode assigns columns round robin")
  func sequential() throws {
    let layout = try WaterfallLayout(
      width: 300,
      sections: [
        WaterfallSection(columns: 3, items: [.height(500), .height(10), .height(10), .height(10)])
      ],
      columnMode: .sequential)
    #expect(layout.frame(ofItem: 3, inSection: 0)?.minX == 0)
    #expect(layout.frame(ofItem: 3, inSection: 0)?.minY == 500)
  }

  @Test(
    "Invalid input is rejected with the path of the problem",
    arguments: [
      (WaterfallSection(columns: 0, items: []), "sections[0].columns"),
      (WaterfallSection(columns: 2, items: [.height(-1)]), "sections[0].items[0]"),
      (WaterfallSection(columns: 2, items: [.height(.nan)]), "sections[0].items[0]"),
      (WaterfallSection(columns: 2, items: [.aspectRatio(0)]), "sections[0].items[0]"),
      (
        WaterfallSection(columns: 2, items: [], insets: Insets(top: -3)), "sections[0].insets.top"
      ),
      (WaterfallSection(columns: 40, items: [], columnSpacing: 20), "sections[0]"),
    ])
  func invalidInput(section: WaterfallSection, path: String) {
    #expect(throws: LayoutError.self) {
      try WaterfallLayout(width: 390, sections: [section])
    }
    do {
      _ = try WaterfallLayout(width: 390, sections: [section])
    } catch {
      #expect(error.path == path)
    }
  }

  // MARK: - Properties

  static func randomLayout(
    _ random: inout SeededGenerator, mode: WaterfallLayout.ColumnMode = .shortest
  ) throws -> WaterfallLayout {
    let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      WaterfallSection(
        columns: Int.random(in: 1...6, using: &random),
        items: (0..<Int.random(in: 0...300, using: &random)).map { _ in
          random.chance(0.2)
            ? .aspectRatio(Double.random(in: 0.3...3, using: &random))
            : .height(random.pick([0, 20, 44.5, 100, 100, 180, 333.3]))
        },
        headerHeight: random.pick([0, 35]), footerHeight: random.pick([0, 20]),
        insets: Insets(top: 5, left: random.pick([0, 8]), bottom: 5, right: 4),
        columnSpacing: random.pick([0, 5, 10]), rowSpacing: random.pick([0, 5]))
    }
    return try WaterfallLayout(
      width: random.pick([320, 390.5, 1024]), sections: sections,
      topPlaceholder: random.pick([0, 300]), columnMode: mode,
      scale: random.pick([1, 2, 3]))
  }

  static func bruteForce(_ layout: WaterfallLayout, _ rect: CGRect) -> [LayoutElement] {
    layout.allElements.filter { element in
      let frame = element.frame
      return frame.minY < rect.maxY && frame.maxY > rect.minY && frame.minX < rect.maxX
        && frame.maxX > rect.minX
    }
  }

  @Test(
    "A rect query returns exactly what a scan of every element finds",
    arguments: WaterfallLayout.ColumnMode.allCases)
  func queryMatchesBruteForce(mode: WaterfallLayout.ColumnMode) throws {
    var random = SeededGenerator(seed: 77)
    for _ in 0..<60 {
      let layout = try Self.randomLayout(&random, mode: mode)
      let height = Double(layout.contentSize.height)
      for _ in 0..<25 {
        let rect = CGRect(
          x: random.chance(0.8) ? 0 : Double.random(in: 0...200, using: &random),
          y: Double.random(in: -100...(height + 100), using: &random),
          width: random.chance(0.8) ? layout.width : Double.random(in: 1...300, using: &random),
          height: random.pick([1, 100, 844, 3000]))
        #expect(layout.elements(in: rect) == Self.bruteForce(layout, rect))
      }
    }
  }

  @Test(
    "Appending items equals laying out everything at once",
    arguments: WaterfallLayout.ColumnMode.allCases)
  func appendEqualsFullLayout(mode: WaterfallLayout.ColumnMode) throws {
    var random = SeededGenerator(seed: 5)
    for _ in 0..<30 {
      let base = try Self.randomLayout(&random, mode: mode)
      guard base.numberOfSections > 0 else { continue }
      let section = Int.random(in: 0..<base.numberOfSections, using: &random)
      let extra: [WaterfallSection.ItemSize] = (0..<Int.random(in: 1...50, using: &random)).map {
        _ in .height(Double.random(in: 0...250, using: &random))
      }
      var appended = base
      try appended.append(items: extra, toSection: section)
      var sections = Self.sections(of: base)
      sections[section].items += extra
      let full = try WaterfallLayout(
        width: base.width, sections: sections, topPlaceholder: base.topPlaceholder,
        columnMode: mode, scale: base.scale)
      #expect(appended.allElements == full.allElements)
      #expect(appended.contentSize == full.contentSize)
    }
  }

  @Test("A height change equals a full layout (frozen: with the columns kept)")
  func heightUpdate() throws {
    var random = SeededGenerator(seed: 11)
    for mode in WaterfallLayout.ColumnMode.allCases {
      for _ in 0..<30 {
        var layout = try Self.randomLayout(&random, mode: mode)
        let candidates = (0..<layout.numberOfSections).filter {
          layout.numberOfItems(inSection: $0) > 0
        }
        guard let section = candidates.first else { continue }
        let item = Int.random(in: 0..<layout.numberOfItems(inSection: section), using: &random)
        let height = Double.random(in: 0...400, using: &random)
        var sections = Self.sections(of: layout)
        let columns = (0..<layout.numberOfItems).map { layout.itemColumns[$0] }
        try layout.setSize(.height(height), ofItem: item, inSection: section)
        sections[section].items[item] = .height(height)
        var expected = try WaterfallLayout(
          width: layout.width, sections: sections, topPlaceholder: layout.topPlaceholder,
          columnMode: mode == .frozen ? .sequential : mode, scale: layout.scale)
        if mode == .frozen {
          // Frozen keeps each item's column: place again with exactly those columns.
          expected = try Self.layout(sections: sections, like: layout, columns: columns)
        }
        // Moving later items by the change (instead of recomputing them) may differ in the last
        // bits of a double.
        #expect(Self.close(layout.allElements, expected.allElements), "\(mode)")
        #expect(abs(Double(layout.contentSize.height - expected.contentSize.height)) < 1e-6)
      }
    }
  }

  static func close(_ a: [LayoutElement], _ b: [LayoutElement]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in
        x.kind == y.kind && x.section == y.section && x.item == y.item
          && abs(Double(x.frame.minX - y.frame.minX)) < 1e-6
          && abs(Double(x.frame.minY - y.frame.minY)) < 1e-6
          && abs(Double(x.frame.width - y.frame.width)) < 1e-6
          && abs(Double(x.frame.height - y.frame.height)) < 1e-6
      }
  }

  /// The sections a layout was built from (heights resolved).
  static func sections(of layout: WaterfallLayout) -> [WaterfallSection] {
    layout.sections.enumerated().map { index, geometry in
      let start = layout.sectionStarts[index]
      return WaterfallSection(
        columns: geometry.columns,
        items: (0..<geometry.count).map { item in
          let spec = layout.itemSpecs[start + item]
          return spec >= 0 ? .height(spec) : .aspectRatio(-spec)
        },
        headerHeight: geometry.headerHeight, footerHeight: geometry.footerHeight,
        insets: geometry.insets, columnSpacing: geometry.columnSpacing,
        rowSpacing: geometry.rowSpacing)
    }
  }

  /// A reference placement with given columns: each item under the previous one of its column.
  static func layout(sections: [WaterfallSection], like layout: WaterfallLayout, columns: [UInt8])
    throws -> WaterfallLayout
  {
    var reference = try WaterfallLayout(
      width: layout.width, sections: [], topPlaceholder: layout.topPlaceholder,
      columnMode: .frozen, scale: layout.scale)
    var global = 0
    for (index, section) in sections.enumerated() {
      var empty = section
      empty.items = []
      try reference.appendSection(empty, path: "sections[\(index)]")
      var geometry = reference.sections[index]
      for size in section.items {
        let column = Int(columns[global])
        let height = size.height(inColumnOfWidth: geometry.columnWidth)
        let top = geometry.columnNext[column]
        reference.itemTops.append(top)
        reference.itemHeights.append(height)
        reference.itemColumns.append(UInt8(column))
        reference.itemSpecs.append(0)
        geometry.columnItems[column].append(Int32(geometry.count))
        geometry.columnNext[column] = top + height + geometry.rowSpacing
        geometry.columnBottom[column] = top + height
        geometry.count += 1
        global += 1
      }
      reference.sections[index] = geometry
    }
    reference.restackSections(from: 0)
    return reference
  }

  @Test("Storage stays under 48 bytes an item")
  func memory() throws {
    let layout = try WaterfallLayout(
      width: 390,
      sections: [
        WaterfallSection(columns: 4, items: Array(repeating: .height(100), count: 100_000))
      ])
    #expect(Double(layout.storageBytes) / 100_000 < 48)
  }
}
