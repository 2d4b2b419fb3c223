import Foundation
import Testing

@testable import SwipeCompositional
@testable import SwipeCore
@testable import SwipeLayouts

@Suite("Compositional layout: estimated sizes, validation and data changes")
struct CompositionalDataTests {
  typealias C = Compose

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

  @Test("A measured header or footer replaces its estimate and moves what follows")
  func measuredBoundaryItems() throws {
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(40)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = LayoutSection(
      group: group,
      boundarySupplementaryItems: [
        LayoutBoundaryItem(
          kind: "header", size: C.size(.fractionalWidth(1), .estimated(30)), alignment: .top),
        LayoutBoundaryItem(
          kind: "footer", size: C.size(.fractionalWidth(1), .estimated(20)), alignment: .bottom),
      ])
    var layout = try C.layout(items: [2, 1], [section, section])
    #expect(C.frames(layout).map { Double($0.minY) } == [30, 70])
    try layout.setMeasuredSize(CGSize(width: 1, height: 50), forBoundaryItem: 0, inSection: 0)
    #expect(C.supplementaries(layout, kind: "header").first == rect(0, 0, 375, 50))
    #expect(C.frames(layout).map { Double($0.minY) } == [50, 90])
    try layout.setMeasuredSize(CGSize(width: 1, height: 8), forBoundaryItem: 1, inSection: 0)
    #expect(C.supplementaries(layout, kind: "footer").first == rect(0, 130, 375, 8))
    // Section 1 starts below the measured footer (50 + 80 + 8 = 138), its item below its header.
    #expect(layout.frameForItem(0, inSection: 1)?.minY == 168)
    #expect(throws: LayoutError.self) {
      try layout.setMeasuredSize(CGSize(width: 1, height: 1), forBoundaryItem: 2, inSection: 0)
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
