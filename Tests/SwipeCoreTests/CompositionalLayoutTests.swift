import Foundation
import Testing

@testable import SwipeCompositional
@testable import SwipeCore

@Suite("Compositional layout: containers, groups and spacing (DESIGN.md §9b)")
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
}
