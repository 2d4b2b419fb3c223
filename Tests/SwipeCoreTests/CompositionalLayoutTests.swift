import Foundation
import Testing

@testable import SwipeCore

/// Shorthand for the tables below.
enum Compose {
  static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(width: width, height: height)
  }

  static func item(
    _ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalInsets = .zero,
    edges: LayoutEdgeSpacing = LayoutEdgeSpacing(), badges: [LayoutSupplementaryItem] = []
  ) -> LayoutGroup.Subitem {
    .item(
      size: size(width, height), contentInsets: insets, edgeSpacing: edges,
      supplementaryItems: badges)
  }

  static func layout(
    width: Double = 375, height: Double = 812, items: [Int],
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    _ sections: [LayoutSection]
  ) throws -> CompositionalLayout {
    try CompositionalLayout(
      configuration: configuration, containerSize: CGSize(width: width, height: height),
      sections: sections, numberOfItems: items)
  }

  static func frames(_ layout: CompositionalLayout, section: Int = 0) -> [CGRect] {
    (0..<layout.numberOfItems(inSection: section)).compactMap {
      layout.frameForItem($0, inSection: section)
    }
  }

  static func supplementaries(_ layout: CompositionalLayout, kind: String) -> [CGRect] {
    layout.allElements.filter { $0.category == .supplementary && $0.kind == kind }.map(\.frame)
  }
}

/// Frames equal within 0.01 pt (the spec allows 0.5; these are exact computations).
func close(_ a: CGRect, _ b: CGRect, tolerance: Double = 0.01) -> Bool {
  abs(Double(a.minX - b.minX)) <= tolerance && abs(Double(a.minY - b.minY)) <= tolerance
    && abs(Double(a.width - b.width)) <= tolerance && abs(Double(a.height - b.height)) <= tolerance
}

func close(_ a: [CGRect], _ b: [CGRect], tolerance: Double = 0.01) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance: tolerance) }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

@Suite("Compositional layout: the rules of DESIGN.md §9b")
struct CompositionalRuleTests {
  typealias C = Compose

  // MARK: Containers

  @Test("A section's group resolves against the width minus the section's side insets")
  func sectionContainer() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
    let layout = try C.layout(
      items: [3],
      [
        LayoutSection(
          group: group,
          contentInsets: DirectionalInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
      ])
    let third = 343.0 / 3
    #expect(
      close(
        C.frames(layout),
        [
          rect(16, 10, third, 100), rect(16 + third, 10, third, 100),
          rect(16 + 2 * third, 10, third, 100),
        ]))
    #expect(Double(layout.contentSize.height) == 120)
  }

  @Test("An orthogonal section's group resolves against the full width; insets only offset")
  func orthogonalContainer() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(0.9), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    let layout = try C.layout(
      items: [3],
      [
        LayoutSection(
          group: group,
          contentInsets: DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
          interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
      ])
    #expect(
      close(
        C.frames(layout),
        [rect(16, 0, 337.5, 100), rect(363.5, 0, 337.5, 100), rect(711, 0, 337.5, 100)]))
    // 16 + 3 · 337.5 + 2 · 10 + 16
    #expect(layout.orthogonalContentLength(forSection: 0) == 1064.5)
    #expect(Double(layout.contentSize.height) == 100)
  }

  @Test("A subitem resolves against its group's size minus the group's content insets")
  func groupContentInsets() throws {
    var group = LayoutGroup.horizontal(
      size: C.size(.absolute(200), .absolute(100)),
      subitems: [C.item(.fractionalWidth(0.5), .fractionalHeight(1))])
    group.contentInsets = DirectionalInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    let layout = try C.layout(items: [2], [LayoutSection(group: group)])
    #expect(close(C.frames(layout), [rect(20, 10, 80, 80), rect(100, 10, 80, 80)]))
  }

  // MARK: Repeating subitems

  @Test(
    "Subitems repeat in order while the next fits; the first that overflows ends the group",
    arguments: [
      // (fractions, item count, expected x positions of the first group's items)
      ([0.25], 5, [0.0, 93.75, 187.5, 281.25]),
      ([0.5, 0.3], 3, [0.0, 187.5]),
      ([0.6, 0.5, 0.1], 3, [0.0]),
      ([0.4, 0.4], 3, [0.0, 150.0]),
    ])
  func repeating(fractions: [Double], count: Int, xs: [Double]) throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(50)),
      subitems: fractions.map { C.item(.fractionalWidth($0), .fractionalHeight(1)) })
    let layout = try C.layout(items: [count], [LayoutSection(group: group)])
    let frames = C.frames(layout)
    let firstRow = frames.filter { $0.minY == 0 }.map { Double($0.minX) }
    #expect(firstRow.count == xs.count)
    #expect(zip(firstRow, xs).allSatisfy { abs($0 - $1) < 0.01 })
    // The next item starts a new group below.
    #expect(frames[xs.count].minY == 50)
    #expect(frames[xs.count].minX == 0)
  }

  // MARK: count

  @Test("count makes equal slots; the cross axis resolves against the length minus spacing")
  func countSlots() throws {
    var group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .estimated(10)),
      repeating: C.item(.absolute(999), .fractionalWidth(1.0 / 4)), count: 4)
    group.interItemSpacing = .fixed(16)
    group.size.height = .absolute(76.75)
    let layout = try C.layout(
      items: [6],
      [
        LayoutSection(
          group: group, contentInsets: DirectionalInsets(leading: 10, trailing: 10),
          interGroupSpacing: 8)
      ])
    let frames = C.frames(layout)
    #expect(frames.count == 6)
    #expect(close(frames[0], rect(10, 0, 76.75, 76.75)))
    #expect(close(frames[1], rect(102.75, 0, 76.75, 76.75)))
    #expect(close(frames[3], rect(288.25, 0, 76.75, 76.75)))
    // A partial last group keeps its slots where they were.
    #expect(close(frames[5], rect(102.75, 84.75, 76.75, 76.75)))
    #expect(Double(layout.contentSize.height) == 161.5)
  }

  @Test("A vertical count group divides its height")
  func verticalCount() throws {
    var group = LayoutGroup.vertical(
      size: C.size(.absolute(300), .absolute(210)),
      repeating: C.item(.fractionalWidth(1), .absolute(1)), count: 3)
    group.interItemSpacing = .fixed(15)
    let layout = try C.layout(items: [3], [LayoutSection(group: group)])
    #expect(
      close(C.frames(layout), [rect(0, 0, 300, 60), rect(0, 75, 300, 60), rect(0, 150, 300, 60)]))
  }

  // MARK: Spacing and insets

  @Test("Flexible inter-item spacing shares the leftover equally")
  func flexibleSpacing() throws {
    var group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(50)),
      subitems: [C.item(.absolute(100), .fractionalHeight(1))])
    group.interItemSpacing = .flexible(10)
    let layout = try C.layout(items: [3], [LayoutSection(group: group)])
    #expect(
      close(
        C.frames(layout), [rect(0, 0, 100, 50), rect(137.5, 0, 100, 50), rect(275, 0, 100, 50)]))
  }

  @Test("Fixed edge spacing pushes siblings; flexible edges share the leftover (both sides centre)")
  func edgeSpacing() throws {
    let pushed = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(50)),
      subitems: [
        C.item(
          .absolute(100), .absolute(30),
          edges: LayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5)))
      ])
    var layout = try C.layout(items: [3], [LayoutSection(group: pushed)])
    #expect(
      close(C.frames(layout), [rect(10, 5, 100, 30), rect(120, 5, 100, 30), rect(230, 5, 100, 30)]))

    let centred = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(50)),
      subitems: [
        C.item(
          .absolute(150), .absolute(30),
          edges: LayoutEdgeSpacing(
            leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0)))
      ])
    layout = try C.layout(items: [2], [LayoutSection(group: centred)])
    #expect(close(C.frames(layout), [rect(18.75, 10, 150, 30), rect(206.25, 10, 150, 30)]))

    let bottomAligned = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(50)),
      subitems: [
        C.item(.fractionalWidth(0.5), .absolute(30), edges: LayoutEdgeSpacing(top: .flexible(0)))
      ])
    layout = try C.layout(items: [2], [LayoutSection(group: bottomAligned)])
    #expect(close(C.frames(layout), [rect(0, 20, 187.5, 30), rect(187.5, 20, 187.5, 30)]))
  }

  @Test("Content insets shrink an item's frame and never move its siblings")
  func itemInsets() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(100)),
      subitems: [
        C.item(.fractionalWidth(0.5), .fractionalHeight(1), insets: .all(5)),
        C.item(.fractionalWidth(0.5), .fractionalHeight(1)),
      ])
    let layout = try C.layout(items: [2], [LayoutSection(group: group)])
    #expect(close(C.frames(layout), [rect(5, 5, 177.5, 90), rect(187.5, 0, 187.5, 100)]))
  }

  @Test("Inter-group spacing sits between groups; inter-section spacing between sections only")
  func groupAndSectionSpacing() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(40)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = LayoutSection(
      group: group, contentInsets: DirectionalInsets(top: 5, bottom: 7), interGroupSpacing: 10)
    let layout = try C.layout(
      items: [3, 2], configuration: CompositionalLayoutConfiguration(interSectionSpacing: 20),
      [section, section])
    #expect(C.frames(layout).map { Double($0.minY) } == [5, 55, 105])
    // Section 0: 5 + 40·3 + 10·2 + 7 = 152; then 20 of inter-section spacing.
    #expect(C.frames(layout, section: 1).map { Double($0.minY) } == [177, 227])
    // 152 + 20 + 5 + 40 · 2 + 10 + 7
    #expect(Double(layout.contentSize.height) == 274)
  }

  // MARK: Boundary supplementaries

  @Test("Headers and footers follow the side insets, extend the section and can overlap")
  func boundaryItems() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(50)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    let insets = DirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    var section = LayoutSection(
      group: group, contentInsets: insets,
      boundarySupplementaryItems: [
        LayoutBoundaryItem(
          kind: "header", size: C.size(.fractionalWidth(1), .absolute(44)), alignment: .top),
        LayoutBoundaryItem(
          kind: "footer", size: C.size(.fractionalWidth(1), .absolute(30)), alignment: .bottom),
      ])
    var layout = try C.layout(items: [2], [section])
    #expect(C.supplementaries(layout, kind: "header") == [rect(16, 0, 343, 44)])
    #expect(C.frames(layout).first == rect(16, 52, 343, 50))
    #expect(C.supplementaries(layout, kind: "footer") == [rect(16, 160, 343, 30)])
    #expect(layout.contentSize.height == 190)

    section.supplementariesFollowContentInsets = false
    section.boundarySupplementaryItems[0].extendsBoundary = false
    layout = try C.layout(items: [2], [section])
    #expect(C.supplementaries(layout, kind: "header") == [rect(0, 0, 375, 44)])
    #expect(C.frames(layout).first == rect(16, 8, 343, 50))
  }

  @Test("A pinned header stays at the visible top until its section's end pushes it out")
  func pinnedHeader() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = LayoutSection(
      group: group,
      boundarySupplementaryItems: [
        LayoutBoundaryItem(
          kind: "header", size: C.size(.fractionalWidth(1), .absolute(40)), alignment: .top,
          pinsToVisibleBounds: true)
      ])
    var layout = try C.layout(height: 300, items: [5, 5], [section, section])
    func header(_ section: Int) -> CGRect? {
      layout.elements(in: CGRect(x: 0, y: Double(layout.contentOffset.y), width: 375, height: 300))
        .first { $0.kind == "header" && $0.section == section }?.frame
    }
    #expect(header(0) == rect(0, 0, 375, 40))
    layout.setContentOffset(CGPoint(x: 0, y: 200))
    #expect(header(0) == rect(0, 200, 375, 40))
    // Section 0's content ends at 540: the header is pushed up to 500.
    layout.setContentOffset(CGPoint(x: 0, y: 520))
    #expect(header(0) == rect(0, 500, 375, 40))
    #expect(header(1) == rect(0, 540, 375, 40))
    layout.setContentOffset(CGPoint(x: 0, y: 600))
    #expect(header(1) == rect(0, 600, 375, 40))
  }

  @Test("A pinned footer stays at the visible bottom while its section shows")
  func pinnedFooter() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = LayoutSection(
      group: group,
      boundarySupplementaryItems: [
        LayoutBoundaryItem(
          kind: "footer", size: C.size(.fractionalWidth(1), .absolute(40)), alignment: .bottom,
          pinsToVisibleBounds: true)
      ])
    var layout = try C.layout(height: 300, items: [5], [section])
    let footer = { layout.allElements.first { $0.kind == "footer" }?.frame }
    #expect(footer() == rect(0, 260, 375, 40))
    layout.setContentOffset(CGPoint(x: 0, y: 100))
    #expect(footer() == rect(0, 360, 375, 40))
    layout.setContentOffset(CGPoint(x: 0, y: 400))
    #expect(footer() == rect(0, 500, 375, 40))
  }

  // MARK: Anchored supplementaries

  @Test(
    "Badges sit at their anchor's edges, centred on free axes, moved by the offset",
    arguments: [
      // (edges, offset x, y, fractional, expected origin)
      ([LayoutEdge.top, .trailing], 0.5, -0.5, true, (175.0, -10.0)),
      ([LayoutEdge.top, .trailing], 0.0, 0.0, false, (165.0, 0.0)),
      ([LayoutEdge.bottom, .leading], 3.0, 4.0, false, (3.0, 84.0)),
      ([], 0.0, 0.0, false, (82.5, 40.0)),
      ([LayoutEdge.top], 0.0, -1.0, true, (82.5, -20.0)),
    ])
  func badges(edges: [LayoutEdge], x: Double, y: Double, fractional: Bool, origin: (Double, Double))
    throws
  {
    let badge = LayoutSupplementaryItem(
      kind: "badge", size: C.size(.absolute(20), .absolute(20)),
      anchor: LayoutAnchor(edges: Set(edges), offsetX: x, offsetY: y, fractional: fractional))
    let group = LayoutGroup.horizontal(
      size: C.size(.absolute(185), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1), badges: [badge])])
    let layout = try C.layout(items: [1], [LayoutSection(group: group)])
    #expect(C.supplementaries(layout, kind: "badge") == [rect(origin.0, origin.1, 20, 20)])
    #expect(C.frames(layout) == [rect(0, 0, 185, 100)])
  }

  @Test("Badges size against their item; group supplementaries name the group's first item")
  func groupSupplementaries() throws {
    let badge = LayoutSupplementaryItem(
      kind: "badge", size: C.size(.fractionalWidth(0.5), .fractionalHeight(0.5)),
      anchor: LayoutAnchor(edges: [.bottom, .trailing]))
    let label = LayoutSupplementaryItem(
      kind: "label", size: C.size(.fractionalWidth(1), .absolute(10)),
      anchor: LayoutAnchor(edges: [.top]))
    var group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(100)),
      repeating: C.item(.fractionalWidth(1), .fractionalHeight(1), badges: [badge]), count: 2)
    group.supplementaryItems = [label]
    let layout = try C.layout(items: [3], [LayoutSection(group: group)])
    let elements = layout.allElements.filter { $0.category == .supplementary }
    #expect(elements.filter { $0.kind == "badge" }.map(\.item) == [0, 1, 2])
    #expect(elements.filter { $0.kind == "label" }.map(\.item) == [0, 2])
    #expect(elements.first { $0.kind == "badge" }?.frame == rect(93.75, 50, 93.75, 50))
    #expect(
      elements.filter { $0.kind == "label" }.map(\.frame) == [
        rect(0, 0, 375, 10), rect(0, 100, 375, 10),
      ])
  }

  // MARK: Decorations

  @Test("A background covers the section frame with its insets and header, inset by its own")
  func background() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(44)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = LayoutSection(
      group: group,
      contentInsets: DirectionalInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
      boundarySupplementaryItems: [
        LayoutBoundaryItem(
          kind: "header", size: C.size(.fractionalWidth(1), .absolute(30)), alignment: .top)
      ],
      decorationItems: [
        LayoutDecorationItem(
          contentInsets: DirectionalInsets(top: 0, leading: 10, bottom: 5, trailing: 10))
      ])
    let layout = try C.layout(
      items: [3, 1], configuration: CompositionalLayoutConfiguration(interSectionSpacing: 12),
      [section, section])
    let backgrounds = layout.allElements.filter { $0.category == .decoration }
    #expect(backgrounds.map(\.frame) == [rect(10, 0, 355, 177), rect(10, 194, 355, 89)])
    #expect(backgrounds.map(\.zIndex) == [-1, -1])
    #expect(backgrounds.map(\.index) == [0, 1])
  }

  // MARK: Orthogonal sections

  @Test("groupPagingCentered pads the ends so the first and last groups can centre")
  func centredPadding() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(0.8), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    let layout = try C.layout(
      items: [3],
      [
        LayoutSection(
          group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPagingCentered)
      ])
    #expect(C.frames(layout).map { Double($0.minX) } == [37.5, 347.5, 657.5])
    // 37.5 + 3 · 300 + 2 · 10 + 37.5
    #expect(layout.orthogonalContentLength(forSection: 0) == 995)
  }

  @Test("Orthogonal offsets move only their section, with no re-layout")
  func orthogonalOffset() throws {
    let row = LayoutGroup.horizontal(
      size: C.size(.absolute(150), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    var layout = try C.layout(
      items: [5, 5],
      [
        LayoutSection(group: row, orthogonalScrollingBehavior: .continuous),
        LayoutSection(group: row),
      ])
    layout.setOrthogonalOffset(120, forSection: 0)
    layout.setOrthogonalOffset(50, forSection: 1)  // not orthogonal: ignored
    #expect(layout.frameForItem(1, inSection: 0) == rect(30, 0, 150, 100))
    #expect(layout.frameForItem(0, inSection: 1) == rect(0, 100, 150, 100))
    let visible = layout.elements(in: rect(0, 0, 375, 100)).compactMap(\.item)
    #expect(visible == [0, 1, 2, 3])
  }

  // MARK: Estimated sizes

  @Test("A measured size replaces the estimate; only what follows moves")
  func measuredSizes() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .estimated(44)),
      subitems: [C.item(.fractionalWidth(1), .estimated(44), insets: .all(4))])
    let section = LayoutSection(group: group, interGroupSpacing: 2)
    var layout = try C.layout(items: [4, 2], [section, section])
    #expect(C.frames(layout).map { Double($0.minY) } == [0, 46, 92, 138])
    // Insets are ignored on the estimated axis.
    #expect(C.frames(layout)[0] == rect(4, 0, 367, 44))
    let before = C.frames(layout)
    try layout.setMeasuredSize(CGSize(width: 999, height: 80), forItem: 1, inSection: 0)
    let after = C.frames(layout)
    #expect(after[0] == before[0])
    #expect(after[1] == rect(4, 46, 367, 80))
    #expect(after.map { Double($0.minY) } == [0, 46, 128, 174])
    #expect(C.frames(layout, section: 1).first?.minY == 218)
    #expect(throws: LayoutError.self) {
      try layout.setMeasuredSize(CGSize(width: 1, height: 1), forItem: 4, inSection: 0)
    }
    #expect(throws: LayoutError.self) {
      try layout.setMeasuredSize(CGSize(width: 1, height: Double.nan), forItem: 0, inSection: 0)
    }
  }

  @Test("An estimated group takes its largest child's size")
  func estimatedGroup() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .estimated(10)),
      subitems: [
        C.item(.fractionalWidth(0.5), .absolute(30)), C.item(.fractionalWidth(0.5), .absolute(70)),
      ])
    let layout = try C.layout(items: [4], [LayoutSection(group: group)])
    #expect(C.frames(layout).map { Double($0.minY) } == [0, 0, 70, 70])
  }

  // MARK: Nested and custom groups

  @Test("One big cell beside two stacked small ones (nested groups)")
  func nestedGroups() throws {
    let pair = LayoutGroup.vertical(
      size: C.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
      repeating: C.item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .fractionalWidth(2.0 / 3)),
      subitems: [C.item(.fractionalWidth(2.0 / 3), .fractionalHeight(1)), .group(pair)])
    let layout = try C.layout(items: [4], [LayoutSection(group: group)])
    #expect(
      close(
        C.frames(layout),
        [
          rect(0, 0, 250, 250), rect(250, 0, 125, 125), rect(250, 125, 125, 125),
          rect(0, 250, 250, 250),
        ]))
  }

  @Test("A custom group places one item per frame")
  func customGroup() throws {
    let group = LayoutGroup.custom(
      size: C.size(.fractionalWidth(1), .absolute(200)),
      frames: [rect(0, 0, 100, 100), rect(120, 50, 80, 150)])
    let layout = try C.layout(items: [3], [LayoutSection(group: group, interGroupSpacing: 10)])
    #expect(
      C.frames(layout) == [rect(0, 0, 100, 100), rect(120, 50, 80, 150), rect(0, 210, 100, 100)])
  }

  // MARK: Directions

  @Test("A horizontally scrolling layout is the transpose of a vertical one")
  func horizontalScrolling() throws {
    let group = LayoutGroup.vertical(
      size: C.size(.absolute(100), .fractionalHeight(1)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(0.5))])
    let section = LayoutSection(
      group: group, contentInsets: DirectionalInsets(top: 10, leading: 5, bottom: 10, trailing: 5),
      interGroupSpacing: 8,
      boundarySupplementaryItems: [
        LayoutBoundaryItem(
          kind: "header", size: C.size(.absolute(30), .fractionalHeight(1)), alignment: .leading)
      ])
    let layout = try C.layout(
      width: 375, height: 220, items: [3],
      configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal), [section])
    #expect(
      C.frames(layout) == [
        rect(35, 10, 100, 100), rect(35, 110, 100, 100), rect(143, 10, 100, 100),
      ])
    #expect(C.supplementaries(layout, kind: "header") == [rect(0, 10, 30, 200)])
    #expect(layout.contentSize == CGSize(width: 248, height: 220))
  }

  @Test("Right-to-left mirrors every directional edge")
  func rightToLeft() throws {
    let badge = LayoutSupplementaryItem(
      kind: "badge", size: C.size(.absolute(20), .absolute(20)),
      anchor: LayoutAnchor(edges: [.top, .trailing], offsetX: 0.5, offsetY: -0.5, fractional: true))
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(100)),
      subitems: [C.item(.absolute(100), .fractionalHeight(1), badges: [badge])])
    let layout = try C.layout(
      items: [2], configuration: CompositionalLayoutConfiguration(layoutDirection: .rightToLeft),
      [LayoutSection(group: group, contentInsets: DirectionalInsets(leading: 20))])
    #expect(C.frames(layout) == [rect(255, 0, 100, 100), rect(155, 0, 100, 100)])
    #expect(C.supplementaries(layout, kind: "badge").first == rect(245, -10, 20, 20))
  }

  // MARK: Validation and data changes

  @Test(
    "Invalid models are rejected with the path of the bad value",
    arguments: [
      (
        LayoutSection(
          group: .horizontal(
            size: Compose.size(.fractionalWidth(1), .absolute(-1)),
            subitems: [Compose.item(.absolute(1), .absolute(1))])),
        "sections[0].group.size.height"
      ),
      (
        LayoutSection(
          group: .horizontal(size: Compose.size(.fractionalWidth(1), .absolute(10)), subitems: [])),
        "sections[0].group.subitems"
      ),
      (
        LayoutSection(
          group: .horizontal(
            size: Compose.size(.fractionalWidth(1), .estimated(10)),
            subitems: [Compose.item(.absolute(1), .fractionalHeight(1))])),
        "sections[0].group.subitems[0].item.size.height"
      ),
      (
        LayoutSection(
          group: .horizontal(
            size: Compose.size(.fractionalWidth(.nan), .absolute(10)),
            subitems: [Compose.item(.absolute(1), .absolute(1))])),
        "sections[0].group.size.width"
      ),
      (
        LayoutSection(
          group: .custom(size: Compose.size(.fractionalWidth(1), .absolute(10)), frames: [])),
        "sections[0].group.frames"
      ),
      (
        LayoutSection(
          group: .horizontal(
            size: Compose.size(.fractionalWidth(1), .absolute(10)),
            subitems: [Compose.item(.absolute(1), .absolute(1))]),
          boundarySupplementaryItems: [
            LayoutBoundaryItem(
              kind: "header", size: Compose.size(.absolute(1), .absolute(1)), alignment: .leading)
          ]),
        "sections[0].boundarySupplementaryItems[0].alignment"
      ),
    ])
  func invalid(section: LayoutSection, path: String) {
    #expect {
      try Compose.layout(items: [1], [section])
    } throws: { error in
      (error as? LayoutError)?.path == path
    }
  }

  @Test("Bad containers and counts are rejected; a changed count re-solves one section")
  func countsAndContainers() throws {
    let group = LayoutGroup.horizontal(
      size: Compose.size(.fractionalWidth(1), .absolute(10)),
      subitems: [Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))])
    #expect(throws: LayoutError.self) {
      try Compose.layout(width: .infinity, items: [1], [LayoutSection(group: group)])
    }
    #expect(throws: LayoutError.self) {
      try Compose.layout(items: [-1], [LayoutSection(group: group)])
    }
    var layout = try Compose.layout(
      items: [4, 2], [LayoutSection(group: group), LayoutSection(group: group)])
    #expect(layout.contentSize.height == 30)
    try layout.setNumberOfItems(7, inSection: 0)
    #expect(layout.contentSize.height == 50)
    #expect(layout.frameForItem(6, inSection: 0) == rect(0, 30, 187.5, 10))
    #expect(layout.frameForItem(0, inSection: 1)?.minY == 40)
    #expect(throws: LayoutError.self) { try layout.setNumberOfItems(-2, inSection: 0) }
    #expect(throws: LayoutError.self) { try layout.setNumberOfItems(1, inSection: 9) }
    #expect(layout.frameForItem(9, inSection: 0) == nil)
    #expect(layout.elements(in: rect(Double.nan, 0, 1, 1)).isEmpty)
  }
}

@Suite("Compositional layout: the App Store screen")
struct AppStoreScreenTests {
  static func layout() throws -> CompositionalLayout {
    let data = try Data(
      contentsOf: LayoutFileTests.examples.appendingPathComponent("compositional-app-store.json"))
    guard case .compositional(let layout) = try LayoutFile.decode(data).layout else {
      throw LayoutError(path: "$", problem: "not a compositional file")
    }
    return layout
  }

  @Test(
    "Banners, three-row app lists, icons, centred cards and categories land where UIKit puts them",
    arguments: [
      // (section, item, frame): 390 × 844, 16 pt side insets, 50 pt headers, 24 pt below.
      (0, 0, rect(16, 50, 358.8, 250)),
      (0, 1, rect(384.8, 50, 358.8, 250)),
      (1, 0, rect(16, 378, 358.8, 68)),
      (1, 3, rect(384.8, 378, 358.8, 68)),
      (1, 5, rect(384.8, 530, 358.8, 68)),
      (2, 0, rect(16, 676, 117, 148.2)),
      (2, 1, rect(145, 676, 117, 148.2)),
      (4, 0, rect(48.75, 1200.2, 292.5, 180)),
      (4, 1, rect(355.25, 1200.2, 292.5, 180)),
      (11, 7, rect(16, 3531.4, 358, 52)),
    ])
  func frames(section: Int, item: Int, frame: CGRect) throws {
    let layout = try Self.layout()
    let actual = try #require(layout.frameForItem(item, inSection: section))
    #expect(close(actual, frame), "\(actual)")
  }

  @Test("Twelve sections stack to 3607.4 pt; orthogonal rows report their content widths")
  func sizes() throws {
    let layout = try Self.layout()
    #expect(layout.numberOfSections == 12)
    #expect(abs(Double(layout.contentSize.height) - 3607.4) < 0.01)
    // 16 + 5 · 358.8 + 4 · 10 + 16, and 48.75 + 6 · 292.5 + 5 · 14 + 48.75.
    #expect(abs((layout.orthogonalContentLength(forSection: 0) ?? 0) - 1866) < 0.01)
    #expect(abs((layout.orthogonalContentLength(forSection: 4) ?? 0) - 1922.5) < 0.01)
    #expect(layout.orthogonalContentLength(forSection: 11) == nil)
    let headers = layout.allElements.filter { $0.kind == "header" }
    #expect(headers.count == 12)
    #expect(headers.first?.frame == rect(16, 0, 358, 50))
    #expect(headers.first { $0.section == 4 }?.frame == rect(0, 1150.2, 390, 50))
  }
}
