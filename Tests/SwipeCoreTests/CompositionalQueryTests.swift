import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCompositional
@testable import SwipeCore

/// Rect queries against brute force on seeded random layouts: every direction, orthogonal
/// offsets, pinned headers and footers, overhanging badges, negative group spacing and
/// measured sizes.
@Suite("Compositional layout queries")
struct CompositionalQueryTests {
  static func randomDimension(_ random: inout SeededGenerator, estimated: Bool = false)
    -> LayoutDimension
  {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: .fractionalWidth(Double.random(in: 0.1...1, using: &random))
    case 1 where !estimated: .fractionalHeight(Double.random(in: 0.1...1, using: &random))
    case 2: .estimated(Double.random(in: 10...120, using: &random))
    default: .absolute(Double.random(in: 10...160, using: &random))
    }
  }

  static func randomBadge(_ random: inout SeededGenerator) -> LayoutSupplementaryItem {
    let edges = LayoutEdge.allCases.filter { _ in random.chance(0.5) }
    return LayoutSupplementaryItem(
      kind: "badge", size: LayoutSize(width: .absolute(16), height: .fractionalHeight(0.2)),
      anchor: LayoutAnchor(
        edges: Set(edges), offsetX: Double.random(in: -1...1, using: &random),
        offsetY: Double.random(in: -1...1, using: &random), fractional: random.chance(0.5)))
  }

  static func randomItem(_ random: inout SeededGenerator, estimatedParent: Bool) -> LayoutItem {
    let width: LayoutDimension =
      estimatedParent
      ? .absolute(Double.random(in: 20...200, using: &random))
      : .fractionalWidth(Double.random(in: 0.15...1, using: &random))
    let height: LayoutDimension =
      estimatedParent
      ? .estimated(Double.random(in: 20...90, using: &random))
      : random.pick([.fractionalHeight(1), .fractionalHeight(0.5), .absolute(40)])
    return LayoutItem(
      size: LayoutSize(width: width, height: height),
      contentInsets: random.chance(0.3) ? .all(Double.random(in: 0...6, using: &random)) : .zero,
      edgeSpacing: random.chance(0.2)
        ? LayoutEdgeSpacing(leading: .flexible(0), top: .fixed(2), trailing: .flexible(0))
        : .init(),
      supplementaryItems: random.chance(0.3) ? [randomBadge(&random)] : [])
  }

  static func randomSection(_ random: inout SeededGenerator) -> LayoutSection {
    let estimated = random.chance(0.25)
    let height: LayoutDimension =
      estimated
      ? .estimated(Double.random(in: 30...90, using: &random))
      : .absolute(Double.random(in: 30...200, using: &random))
    let width: LayoutDimension = .fractionalWidth(
      random.chance(0.5) ? 1 : Double.random(in: 0.4...1, using: &random))
    var group: LayoutGroup
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      group = .horizontal(
        size: LayoutSize(width: width, height: height),
        subitems: (0..<Int.random(in: 1...3, using: &random)).map { _ in
          .item(randomItem(&random, estimatedParent: estimated))
        })
    case 1 where !estimated:
      group = .horizontal(
        size: LayoutSize(width: width, height: height),
        repeating: .item(randomItem(&random, estimatedParent: false)),
        count: Int.random(in: 1...4, using: &random))
      group.interItemSpacing = .fixed(Double.random(in: 0...12, using: &random))
    case 2 where !estimated:
      let column = LayoutGroup.vertical(
        size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
        repeating: .item(randomItem(&random, estimatedParent: false)), count: 2)
      group = .horizontal(
        size: LayoutSize(width: width, height: height),
        subitems: [.group(column), .item(randomItem(&random, estimatedParent: false))])
    default:
      group = .custom(
        size: LayoutSize(width: width, height: .absolute(120)),
        frames: (0..<Int.random(in: 1...4, using: &random)).map { index in
          CGRect(x: Double(index) * 40, y: Double(index % 2) * 30, width: 60, height: 90)
        })
    }
    if random.chance(0.3) { group.supplementaryItems = [randomBadge(&random)] }
    var boundary: [LayoutBoundaryItem] = []
    if random.chance(0.5) {
      boundary.append(
        LayoutBoundaryItem(
          kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
          alignment: .top, pinsToVisibleBounds: random.chance(0.5),
          extendsBoundary: random.chance(0.8)))
    }
    if random.chance(0.3) {
      boundary.append(
        LayoutBoundaryItem(
          kind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
          alignment: .bottom, pinsToVisibleBounds: random.chance(0.5)))
    }
    return LayoutSection(
      group: group,
      contentInsets: DirectionalInsets(
        top: Double.random(in: 0...12, using: &random),
        leading: Double.random(in: 0...20, using: &random),
        bottom: Double.random(in: 0...12, using: &random),
        trailing: Double.random(in: 0...20, using: &random)),
      interGroupSpacing: Double.random(in: -6...14, using: &random),
      orthogonalScrollingBehavior: random.chance(0.3)
        ? random.pick(OrthogonalScrollingBehavior.allCases.filter(\.isOrthogonal)) : .none,
      supplementariesFollowContentInsets: random.chance(0.7),
      boundarySupplementaryItems: boundary,
      decorationItems: random.chance(0.4) ? [LayoutDecorationItem()] : [])
  }

  static func randomLayout(seed: UInt64) throws -> CompositionalLayout {
    var random = SeededGenerator(seed: seed)
    let sectionCount = Int.random(in: 1...12, using: &random)
    let sections = (0..<sectionCount).map { _ in randomSection(&random) }
    let counts = (0..<sectionCount).map { _ in Int.random(in: 0...25, using: &random) }
    let configuration = CompositionalLayoutConfiguration(
      interSectionSpacing: Double.random(in: 0...20, using: &random),
      scrollDirection: random.chance(0.3) ? .horizontal : .vertical,
      layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight)
    let transposed = configuration.scrollDirection == .horizontal
    let sized = sections.map { section -> LayoutSection in
      guard transposed else { return section }
      // Horizontal layouts take leading and trailing boundary items.
      var section = section
      section.boundarySupplementaryItems = section.boundarySupplementaryItems.map { item in
        var item = item
        item.alignment = item.alignment == .top ? .leading : .trailing
        return item
      }
      return section
    }
    var layout = try CompositionalLayout(
      configuration: configuration, containerSize: CGSize(width: 375, height: 667),
      sections: sized, numberOfItems: counts)
    for section in 0..<sectionCount where random.chance(0.5) {
      layout.setOrthogonalOffset(Double.random(in: -50...400, using: &random), forSection: section)
      for _ in 0..<3 where counts[section] > 0 {
        try layout.setMeasuredSize(
          CGSize(
            width: Double.random(in: 10...200, using: &random),
            height: Double.random(in: 10...150, using: &random)),
          forItem: Int.random(in: 0..<counts[section], using: &random), inSection: section)
      }
    }
    let length = Double(transposed ? layout.contentSize.width : layout.contentSize.height)
    let offset = Double.random(in: -100...(length + 100), using: &random)
    layout.setContentOffset(transposed ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset))
    return layout
  }

  @Test("elements(in:) equals a brute-force scan (200 seeded layouts × 40 rects)")
  func queryMatchesBruteForce() throws {
    var random = SeededGenerator(seed: 0xC0FFEE)
    for seed in 0..<200 as Range<UInt64> {
      let layout = try Self.randomLayout(seed: seed)
      let all = layout.allElements
      let size = layout.contentSize
      for _ in 0..<40 {
        let rect = CGRect(
          x: Double.random(in: -100...Double(size.width) + 100, using: &random),
          y: Double.random(in: -100...Double(size.height) + 100, using: &random),
          width: Double.random(in: 0...500, using: &random),
          height: Double.random(in: 0...900, using: &random))
        let expected = all.filter { element in
          let frame = element.frame
          return frame.minY < rect.maxY && frame.maxY > rect.minY && frame.minX < rect.maxX
            && frame.maxX > rect.minX
        }
        let found = layout.elements(in: rect)
        #expect(found == expected, "seed \(seed), rect \(rect)")
        if found != expected { return }
      }
    }
  }

  @Test("Elements hash by what they are: each layout's elements are a set")
  func elementsHash() throws {
    for seed in 0..<50 as Range<UInt64> {
      let all = try Self.randomLayout(seed: seed).allElements
      #expect(Set(all).count == all.count, "seed \(seed)")
      guard var moved = all.first else { continue }
      moved.frame.origin.x += 1
      #expect(moved != all[0])
      #expect(moved.hashValue == all[0].hashValue)
    }
  }

  @Test("Supplementary and decoration indices number the layout's lists in order")
  func indices() throws {
    for seed in 0..<50 as Range<UInt64> {
      let all = try Self.randomLayout(seed: seed).allElements
      let supplementaries = all.filter { $0.category == .supplementary }.map(\.index).sorted()
      #expect(supplementaries == Array(0..<supplementaries.count))
      let decorations = all.filter { $0.category == .decoration }.map(\.index)
      #expect(decorations == Array(0..<decorations.count))
    }
  }

  @Test("A visible-items handler restyles visible cells only and never moves the layout")
  func visibleItemsHandler() throws {
    let item = LayoutItem(
      size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSize(width: .absolute(200), height: .absolute(100)), subitems: [.item(item)])
    let section = LayoutSection(
      group: group, orthogonalScrollingBehavior: .groupPagingCentered,
      visibleItemsInvalidationHandler: { items, offset, environment in
        for index in items.indices {
          let distance = abs(Double(items[index].frame.midX) - environment.containerSize.width / 2)
          let scale = max(1 - distance / environment.containerSize.width, 0.5)
          items[index].transform = LayoutTransform(scaleX: scale, y: scale)
          items[index].alpha = offset.x > 1000 ? 0 : scale
        }
      })
    var layout = try CompositionalLayout(
      containerSize: CGSize(width: 375, height: 667), sections: [section], numberOfItems: [10])
    layout.setOrthogonalOffset(200, forSection: 0)
    let visible = layout.elements(in: CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(visible.count == 3)
    let centred = try #require(visible.first { $0.item == 1 })
    #expect(centred.transform == LayoutTransform(scaleX: 1, y: 1))
    #expect(visible.allSatisfy { $0.alpha >= 0.5 && $0.alpha <= 1 })
    #expect(layout.frameForItem(1, inSection: 0) == centred.frame)
    // All elements (no visible rect) are untouched.
    #expect(layout.allElements.allSatisfy { $0.transform.isIdentity })
  }
}
