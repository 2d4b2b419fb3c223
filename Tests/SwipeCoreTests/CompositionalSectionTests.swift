import Foundation
import Testing

@testable import SwipeCompositional
@testable import SwipeCore

@Suite("Compositional layout: sections, supplementaries, orthogonal rows and directions")
struct CompositionalSectionTests {
  typealias C = Compose

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
}
