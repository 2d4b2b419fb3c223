import Foundation
import Testing

@testable import SwipeCompositional
@testable import SwipeCore

private typealias C = Compose

/// The solver's work is linear in the nesting depth (DESIGN.md §9c): counted in group
/// resolutions, never timed.
@Suite("Compositional solver complexity")
struct CompositionalComplexityTests {
  /// `depth` nested full-width groups, each insetting its content by 1 pt leading and 0.5 pt
  /// top, around one full-size item; the outermost group is 1000 × 500.
  static func nested(depth: Int) -> LayoutGroup {
    var subitem = C.item(.fractionalWidth(1), .fractionalHeight(1))
    for level in 0..<depth {
      var group = LayoutGroup.horizontal(
        size: C.size(
          .fractionalWidth(1), level == depth - 1 ? .absolute(500) : .fractionalHeight(1)),
        subitems: [subitem])
      group.contentInsets = DirectionalInsets(top: 0.5, leading: 1, bottom: 0, trailing: 0)
      subitem = .group(group)
    }
    return Self.group(subitem)
  }

  /// `depth` nested groups alternating between a width taken from the content (estimated) and
  /// a fixed width that holds one copy of its content but not two, around a 600 pt item; each
  /// insets its content by 1 pt leading and 0.5 pt top. The outermost group is fixed.
  static func alternating(depth: Int) -> LayoutGroup {
    var subitem = C.item(.absolute(600), .fractionalHeight(1))
    for level in 0..<depth {
      let outermost = level == depth - 1
      let width: LayoutDimension =
        level % 2 == 0 && !outermost ? .estimated(10) : .absolute(Double(650 + level))
      var group = LayoutGroup.horizontal(
        size: C.size(width, outermost ? .absolute(500) : .fractionalHeight(1)), subitems: [subitem])
      group.contentInsets = DirectionalInsets(top: 0.5, leading: 1, bottom: 0, trailing: 0)
      subitem = .group(group)
    }
    return Self.group(subitem)
  }

  static func group(_ subitem: LayoutGroup.Subitem) -> LayoutGroup {
    guard case .group(let group) = subitem else { preconditionFailure("depth must be ≥ 1") }
    return group
  }

  static func template(_ group: LayoutGroup) -> GroupTemplate {
    GroupSolver.template(group, container: LayoutBox(width: 1000, height: 800))
  }

  @Test("200 nested groups solve once each and place the item where the insets put it")
  func twoHundredLevels() throws {
    let group = Self.nested(depth: 200)
    let template = Self.template(group)
    #expect(template.groupResolutions == 200)
    #expect(template.items == [rect(200, 100, 800, 400)])
    let layout = try C.layout(width: 1000, items: [3], [LayoutSection(group: group)])
    #expect(
      C.frames(layout) == [
        rect(200, 100, 800, 400), rect(200, 600, 800, 400), rect(200, 1100, 800, 400),
      ])
  }

  @Test("Group resolutions equal the depth, not 2^depth", arguments: [1, 2, 10, 20, 26, 40, 120])
  func linearInDepth(depth: Int) {
    #expect(Self.template(Self.nested(depth: depth)).groupResolutions == depth)
    // Groups whose width comes from their content alternate with fixed ones: the next cycle's
    // extent comes from the first placement, so nothing is laid out twice either.
    let alternating = Self.template(Self.alternating(depth: depth))
    #expect(alternating.groupResolutions == depth)
    let height = 500 - 0.5 * Double(depth)
    #expect(alternating.items == [rect(Double(depth), 0.5 * Double(depth), 600, height)])
  }

  @Test("A repeating group lays out each placed subgroup once, and none that does not fit")
  func repeatingCycles() {
    // Two 100 pt subgroups of two 50 pt items, repeated in 450 pt: 4 fit (and a fifth does
    // not), for 1 + 4 resolutions and 8 items.
    let inner = LayoutGroup.horizontal(
      size: C.size(.absolute(100), .fractionalHeight(1)),
      subitems: [C.item(.absolute(50), .fractionalHeight(1))])
    let estimatedInner = LayoutGroup.horizontal(
      size: C.size(.estimated(1), .fractionalHeight(1)),
      subitems: [
        C.item(.absolute(50), .fractionalHeight(1)), C.item(.absolute(50), .fractionalHeight(1)),
      ])
    for second in [inner, estimatedInner] {
      let group = LayoutGroup.horizontal(
        size: C.size(.absolute(450), .absolute(40)), subitems: [.group(inner), .group(second)])
      let template = Self.template(group)
      #expect(template.groupResolutions == 5)
      #expect(template.items.map(\.minX) == [0, 50, 100, 150, 200, 250, 300, 350])
    }
  }

  @Test("A measured size in a later cycle is honoured: that cycle is laid out, not predicted")
  func measuredCycles() {
    // Estimated-width subgroups of one estimated 100 pt item; item 2 measures 300 pt, so the
    // third subgroup (100 + 100 + 300 > 450) does not fit.
    let inner = LayoutGroup.horizontal(
      size: C.size(.estimated(1), .fractionalHeight(1)),
      subitems: [C.item(.estimated(100), .fractionalHeight(1))])
    let group = LayoutGroup.horizontal(
      size: C.size(.absolute(450), .absolute(40)), subitems: [.group(inner)])
    let template = GroupSolver.template(
      group, container: LayoutBox(width: 1000, height: 800),
      measured: [2: CGSize(width: 300, height: 40)])
    #expect(template.items.map(\.width) == [100, 100])
    let free = GroupSolver.template(group, container: LayoutBox(width: 1000, height: 800))
    #expect(free.items.map(\.width) == [100, 100, 100, 100])
    #expect(free.groupResolutions == 5)
  }
}
