import Foundation
import Testing

@testable import SwipeCompositional
@testable import SwipeCore
@testable import SwipeLayouts
@testable import SwipeScenario

private typealias C = Compose

/// The budgets of DESIGN.md §9c on compositional layouts: elements (nested counts and repeats
/// multiplied out), nesting depth and lengths, each an error naming the path and the limit,
/// found before any work where the model alone tells; and the signs UIKit accepts.
@Suite("Compositional layout: limits and signs")
struct CompositionalLimitsTests {
  static let item =
    #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}"#

  /// A layout file of one section of `items` items around `group`.
  static func file(_ group: String, items: Int = 1, extra: String = "") -> String {
    #"{"compositional": {"width": 375, "height": 812\#(extra), "sections": [{"items": \#(items), "group": \#(group)}]}}"#
  }

  static func row(
    height: String = #"{"absolute": 10}"#, extra: String = "", subitem: String = item
  ) -> String {
    #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": \#(height)}\#(extra), "subitems": [\#(subitem)]}"#
  }

  @Test(
    "Files past a budget are rejected with the JSON path and the limit, before any work",
    arguments: [
      (
        // A count of 10⁴ inside a count of 10⁴: 10⁸ slots.
        file(
          row(
            extra: #", "count": 10000"#,
            subitem:
              #"{"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "count": 10000, "subitems": [\#(item)]}"#
          )),
        "error: compositional.sections[0].group.count: multiplies out to more than 10000000 slots with its nested groups (the element limit)"
      ),
      (
        // 1e-6 pt items repeat 3.75 × 10⁸ times in 375 pt.
        file(
          row(
            subitem:
              #"{"item": {"size": {"width": {"absolute": 0.000001}, "height": {"absolute": 5}}}}"#)),
        "error: compositional.sections[0].group: repeats its subitems into more than 10000000 slots with its nested groups (the element limit)"
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": 6000000, "group": \#(row())}, {"items": 5000000, "group": \#(row())}]}}"#,
        "error: compositional.sections[1].items: takes the layout past 10000000 elements (items plus group slots, nested counts multiplied out: the element limit)"
      ),
      (
        file(row(height: #"{"absolute": 1e13}"#)),
        "error: compositional.sections[0].group.size.height.absolute: must be ≤ 1e12, got 10000000000000"
      ),
      (
        file(row(height: #"{"fractionalWidth": 1e11}"#)),
        "error: compositional.sections[0].group.size.height: resolves to 37500000000000.0 pt, past the 1e12 pt length limit"
      ),
      (
        // Nested fractions of 10³ each: 3.75 × 10¹⁴ pt at the fourth level.
        file(
          row(
            subitem:
              #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1000}, "height": {"absolute": 5}}, "subitems": [{"group": "horizontal", "size": {"width": {"fractionalWidth": 1000}, "height": {"absolute": 5}}, "subitems": [{"group": "horizontal", "size": {"width": {"fractionalWidth": 1000}, "height": {"absolute": 5}}, "subitems": [{"group": "horizontal", "size": {"width": {"fractionalWidth": 1000}, "height": {"absolute": 5}}, "subitems": [\#(item)]}]}]}]}"#
          )),
        "error: compositional.sections[0].group.subitems[0].subitems[0].subitems[0].subitems[0].size.width: resolves to 375000000000000.0 pt, past the 1e12 pt length limit"
      ),
      (
        file(row(extra: #", "interItemSpacing": {"fixed": -4}"#)),
        "error: compositional.sections[0].group.interItemSpacing: spacing must be finite and ≥ 0, got -4.0"
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": 2, "interGroupSpacing": 2e12, "group": \#(row())}]}}"#,
        "error: compositional.sections[0].interGroupSpacing: must be ≤ 1e12, got 2000000000000"
      ),
      (
        // 1000 groups of 10¹⁰ pt: the section is 10¹³ pt long.
        file(row(height: #"{"absolute": 1e10}"#), items: 1000),
        "error: compositional.sections[0]: is 10000000000000.0 pt long, past the 1e12 pt length limit"
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "interSectionSpacing": 9e11, "sections": [{"items": 1, "group": \#(row())}, {"items": 1, "group": \#(row())}, {"items": 1, "group": \#(row())}]}}"#,
        "error: compositional.sections: make the content 1800000000030.0 pt long, past the 1e12 pt length limit"
      ),
      (
        file(
          #"{"group": "custom", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "frames": [[2e12, 0, 1, 1]]}"#
        ),
        "error: compositional.sections[0].group.frames[0][0]: must be ≤ 1e12, got 2000000000000"
      ),
      (
        file(row(), items: 10_000_001),
        "error: compositional.sections[0].items: must be in 0...10000000, got 10000001"
      ),
    ])
  func budgets(file: String, expected: String) {
    let message = LayoutFileTests.error(file)
    #expect(message == expected, "got \(message ?? "no error")")
  }

  @Test(
    "Negative content insets, inter-group and inter-section spacing are legal (UIKit accepts them)"
  )
  func legalNegatives() throws {
    let insets = #", "contentInsets": {"top": -5, "leading": -10, "bottom": 0, "trailing": -10}"#
    let text =
      #"{"compositional": {"width": 375, "height": 812, "interSectionSpacing": -20, "sections": [{"items": 3, "interGroupSpacing": -4"#
      + insets + #", "group": "# + Self.row(extra: insets) + "}, {\"items\": 1, \"group\": "
      + Self.row() + "}]}}"
    let file = try LayoutFile.decode(Data(text.utf8))
    guard case .compositional(let layout) = file.layout else {
      Issue.record("not a compositional layout")
      return
    }
    // Group 395 pt wide from x = −10 (section insets), content 415 pt from x = −20 (group
    // insets), items 10 + 5 = 15 pt tall from y = −5 − 5; groups 10 pt apart minus 4.
    #expect(
      C.frames(layout) == [rect(-20, -10, 415, 15), rect(-20, -4, 415, 15), rect(-20, 2, 415, 15)])
    // Section 0 is −5 + 3 × 10 − 2 × 4 + 0 = 17 pt; section 1 starts 20 pt earlier.
    #expect(C.frames(layout, section: 1) == [rect(0, -3, 375, 10)])
  }

  @Test("Negative sizes are not")
  func illegalNegatives() {
    let message = LayoutFileTests.error(Self.file(Self.row(height: #"{"estimated": -1}"#)))
    #expect(
      message
        == "error: compositional.sections[0].group.size.height: estimated must be finite and ≥ 0, got -1.0"
    )
  }

  @Test("Groups nest at most 256 levels")
  func nestingDepth() throws {
    let deepest = CompositionalComplexityTests.nested(depth: LayoutGroup.maximumNestingDepth)
    _ = try C.layout(width: 1000, items: [1], [LayoutSection(group: deepest)])
    let tooDeep = CompositionalComplexityTests.nested(depth: LayoutGroup.maximumNestingDepth + 1)
    #expect {
      try C.layout(width: 1000, items: [1], [LayoutSection(group: tooDeep)])
    } throws: { error in
      let error = error as? LayoutError
      let path = "sections[0].group" + String(repeating: ".subitems[0]", count: 256)
      return error?.path == path
        && error?.problem == "groups nest deeper than 256 levels (the limit)"
    }
  }

  @Test("A repeat the model cannot bound stops at the element budget while solving")
  func solveTimeBudget() throws {
    // Content-sized subgroups of one 1 pt item: 375 of them fit, but only solving tells.
    let inner = LayoutGroup.horizontal(
      size: C.size(.estimated(1), .fractionalHeight(1)),
      subitems: [C.item(.absolute(1), .fractionalHeight(1))])
    let section = LayoutSection(
      group: .horizontal(
        size: C.size(.fractionalWidth(1), .absolute(10)), subitems: [.group(inner)]))
    let fits = try CompositionalLayout(
      containerSize: CGSize(width: 375, height: 812), numberOfItems: [1], elementBudget: 400
    ) { _, _ in section }
    #expect(fits.sections[0].template.items.count == 375)
    #expect(fits.elementCount == 376)
    #expect {
      try CompositionalLayout(
        containerSize: CGSize(width: 375, height: 812), numberOfItems: [1], elementBudget: 100
      ) { _, _ in section }
    } throws: { error in
      (error as? LayoutError)?.description
        == "sections[0].group: repeats past 100 elements in the layout (the element limit)"
    }
  }

  @Test("A changed item count past the budget is an error and changes nothing")
  func itemCountBudget() throws {
    let section = LayoutSection(
      group: .horizontal(
        size: C.size(.fractionalWidth(1), .absolute(10)),
        subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))]))
    var layout = try CompositionalLayout(
      containerSize: CGSize(width: 375, height: 812), numberOfItems: [5, 5], elementBudget: 20
    ) { _, _ in section }
    #expect(throws: LayoutError.self) { try layout.setNumberOfItems(15, inSection: 1) }
    #expect(layout.numberOfItems(inSection: 1) == 5)
    try layout.setNumberOfItems(8, inSection: 1)
    #expect(layout.contentSize.height == 130)
  }
}
