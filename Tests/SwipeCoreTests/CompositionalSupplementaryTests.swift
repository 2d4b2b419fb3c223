import Foundation
import Testing

@testable import SwipeCompositional
@testable import SwipeCore

private typealias C = Compose

/// Anchored supplementaries sit on their container after content insets (DESIGN.md §9b): a
/// group's frame minus the group's `contentInsets`, an item's frame after its own. Every value
/// below is computed by hand from that rule.
@Suite("Compositional anchored supplementaries")
struct CompositionalSupplementaryTests {
  /// A 375 pt wide list of one full-width, 100 pt group with `insets` and one supplementary.
  static func groupSupplementary(
    size: LayoutSize, edges: Set<LayoutEdge>, offset: (Double, Double), fractional: Bool,
    insets: DirectionalInsets
  ) throws -> CGRect? {
    var group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
    group.contentInsets = insets
    group.supplementaryItems = [
      LayoutSupplementaryItem(
        kind: "label", size: size,
        anchor: LayoutAnchor(
          edges: edges, offsetX: offset.0, offsetY: offset.1, fractional: fractional))
    ]
    let layout = try C.layout(items: [1], [LayoutSection(group: group)])
    return C.supplementaries(layout, kind: "label").first
  }

  @Test(
    "A group's supplementary anchors to the group's frame minus its content insets",
    arguments: [
      // DESIGN.md §9b: 20 × 60, trailing, fractional (1, 0), 20 pt trailing inset → x = W − 20;
      // no vertical edge: centred in the 100 pt height → y = 20.
      (
        C.size(.absolute(20), .absolute(60)), [LayoutEdge.trailing], (1.0, 0.0), true,
        DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 20), rect(355, 20, 20, 60)
      ),
      // Top leading corner of the content frame (10, 5).
      (
        C.size(.absolute(20), .absolute(60)), [.top, .leading], (0, 0), false,
        DirectionalInsets(top: 5, leading: 10, bottom: 15, trailing: 20), rect(10, 5, 20, 60)
      ),
      // Bottom trailing corner: content frame x 10…355, y 5…85 → (355 − 20, 85 − 60).
      (
        C.size(.absolute(20), .absolute(60)), [.bottom, .trailing], (0, 0), false,
        DirectionalInsets(top: 5, leading: 10, bottom: 15, trailing: 20), rect(335, 25, 20, 60)
      ),
      // Fractional size against the content frame (300 × 60 → 150 × 30), centred in it:
      // x = 25 + (300 − 150) / 2, y = 10 + (60 − 30) / 2.
      (
        C.size(.fractionalWidth(0.5), .fractionalHeight(0.5)), [], (0, 0), false,
        DirectionalInsets(top: 10, leading: 25, bottom: 30, trailing: 50), rect(100, 25, 150, 30)
      ),
      // A negative inset (legal) widens the frame: 385 wide → trailing at 385 − 20, plus 4 pt.
      (
        C.size(.absolute(20), .absolute(60)), [.trailing], (4, 0), false,
        DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: -10), rect(369, 20, 20, 60)
      ),
    ] as [(LayoutSize, Set<LayoutEdge>, (Double, Double), Bool, DirectionalInsets, CGRect)])
  func groupSupplementary(
    size: LayoutSize, edges: Set<LayoutEdge>, offset: (Double, Double), fractional: Bool,
    insets: DirectionalInsets, expected: CGRect
  ) throws {
    let frame = try Self.groupSupplementary(
      size: size, edges: edges, offset: offset, fractional: fractional, insets: insets)
    #expect(frame == expected)
  }

  /// One full-width item of a 100 pt group, with content insets (10, 5, 30, 15) and a badge.
  static func itemBadge(_ badge: LayoutSupplementaryItem, height: LayoutDimension) throws
    -> (item: CGRect?, badge: CGRect?)
  {
    let insets = DirectionalInsets(top: 5, leading: 10, bottom: 15, trailing: 30)
    let group = LayoutGroup.horizontal(
      size: C.size(.fractionalWidth(1), .absolute(100)),
      subitems: [C.item(.fractionalWidth(1), height, insets: insets, badges: [badge])])
    let layout = try C.layout(items: [1], [LayoutSection(group: group)])
    return (C.frames(layout).first, C.supplementaries(layout, kind: "badge").first)
  }

  @Test(
    "An item's badge anchors to the item's frame after its own content insets",
    arguments: [
      // Item (10, 5, 335, 80); top trailing corner, centred on it by (0.5, −0.5) of 20 pt.
      (
        LayoutSupplementaryItem(
          kind: "badge", size: C.size(.absolute(20), .absolute(20)),
          anchor: LayoutAnchor(
            edges: [.top, .trailing], offsetX: 0.5, offsetY: -0.5, fractional: true)),
        LayoutDimension.fractionalHeight(1), rect(10, 5, 335, 80), rect(335, -5, 20, 20)
      ),
      // Sized against the inset frame: 0.1 × 335 by 0.25 × 80, at its bottom leading corner.
      (
        LayoutSupplementaryItem(
          kind: "badge", size: C.size(.fractionalWidth(0.1), .fractionalHeight(0.25)),
          anchor: LayoutAnchor(edges: [.bottom, .leading])),
        .fractionalHeight(1), rect(10, 5, 335, 80), rect(10, 65, 33.5, 20)
      ),
      // An estimated height ignores the vertical insets (UIKit): item (10, 0, 335, 100), the
      // badge centred horizontally at the bottom.
      (
        LayoutSupplementaryItem(
          kind: "badge", size: C.size(.absolute(20), .absolute(20)),
          anchor: LayoutAnchor(edges: [.bottom])),
        .estimated(100), rect(10, 0, 335, 100), rect(167.5, 80, 20, 20)
      ),
    ] as [(LayoutSupplementaryItem, LayoutDimension, CGRect, CGRect)])
  func itemBadge(
    badge: LayoutSupplementaryItem, height: LayoutDimension, item: CGRect, expected: CGRect
  ) throws {
    let frames = try Self.itemBadge(badge, height: height)
    #expect(frames.item == item)
    #expect(frames.badge == expected)
  }
}
