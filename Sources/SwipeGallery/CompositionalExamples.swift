import Foundation
import SwipeCompositional
import SwipeCore

/// The seed's five compositional layouts (ATPagingByCell's demos 0–4), built with SwipeCore's
/// model for a given screen size.
public enum CompositionalExamples {
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

  static func header(_ height: Double, pinned: Bool = false) -> LayoutBoundaryItem {
    LayoutBoundaryItem(
      kind: "header", size: size(.fractionalWidth(1), .absolute(height)), alignment: .top,
      pinsToVisibleBounds: pinned)
  }

  static func solve(
    _ container: CGSize, counts: [Int], spacing: Double = 0,
    _ provider: (Int, LayoutEnvironment) -> LayoutSection
  ) -> CompositionalLayout {
    do {
      return try CompositionalLayout(
        configuration: CompositionalLayoutConfiguration(interSectionSpacing: spacing),
        containerSize: container, numberOfItems: counts, sectionProvider: provider)
    } catch {
      preconditionFailure("the example layouts are valid by construction: \(error)")
    }
  }

  // MARK: - Demo 0

  /// Alternating sizes: a tall cell aligned to the bottom (flexible top edge) beside a short
  /// one centred (flexible on all four edges); the row's leftover width is shared by the
  /// flexible leading and trailing edges.
  public static func alternatingSizes(_ container: CGSize) -> CompositionalLayout {
    let all = LayoutEdgeSpacing(
      leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
    let bottom = LayoutEdgeSpacing(
      leading: .flexible(0), top: .flexible(0), trailing: .flexible(0))
    let group = LayoutGroup.horizontal(
      size: size(.fractionalWidth(1), .absolute(150)),
      subitems: [
        item(.fractionalWidth(0.45), .absolute(140), edges: bottom),
        item(.fractionalWidth(0.3), .absolute(90), edges: all),
      ])
    return solve(container, counts: [40]) { _, _ in
      LayoutSection(
        group: group,
        contentInsets: DirectionalInsets(top: 12, leading: 8, bottom: 12, trailing: 8),
        interGroupSpacing: 8)
    }
  }

  // MARK: - Demo 1

  /// One big cell beside two small stacked ones (nested groups), badges centred on the small
  /// cells' top-trailing corners, a header and a footer.
  public static func badges(_ container: CGSize) -> CompositionalLayout {
    let badge = LayoutSupplementaryItem(
      kind: "badge", size: size(.absolute(22), .absolute(22)),
      anchor: LayoutAnchor(edges: [.top, .trailing], offsetX: 0.5, offsetY: -0.5, fractional: true))
    let small = item(.fractionalWidth(1), .fractionalHeight(1), insets: .all(6), badges: [badge])
    let pair = LayoutGroup.vertical(
      size: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), repeating: small, count: 2)
    let group = LayoutGroup.horizontal(
      size: size(.fractionalWidth(1), .fractionalWidth(2.0 / 3)),
      subitems: [
        item(.fractionalWidth(2.0 / 3), .fractionalHeight(1), insets: .all(6)), .group(pair),
      ])
    return solve(container, counts: [15, 15], spacing: 16) { _, _ in
      LayoutSection(
        group: group,
        contentInsets: DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
        boundarySupplementaryItems: [
          header(44),
          LayoutBoundaryItem(
            kind: "footer", size: size(.fractionalWidth(1), .absolute(36)), alignment: .bottom),
        ])
    }
  }

  // MARK: - Demo 2

  /// What each of the App Store screen's section kinds looks like.
  public enum AppStoreSection: String, Sendable, CaseIterable {
    /// Wide banners, one per swipe.
    case banners
    /// Three-row app lists, one column per swipe.
    case apps
    /// Small square icons, decelerating onto a column's leading edge.
    case icons
    /// A centred row of cards, one per swipe.
    case cards
    /// A plain vertical list of categories.
    case categories
  }

  /// The twelve-section pattern the App Store screen repeats.
  public static let appStorePattern: [AppStoreSection] = [
    .banners, .apps, .icons, .apps, .cards, .apps, .banners, .icons, .apps, .cards, .apps,
    .categories,
  ]

  /// The App Store "Games" screen: `sections` sections (twelve by default) of group-paged
  /// banners, three-row app lists, icon rows, centred cards and a category list. With
  /// `scalingCards`, a visible-items handler shrinks and fades the cards away from the centre.
  public static func appStore(_ container: CGSize, sections: Int = 12, scalingCards: Bool = false)
    -> CompositionalLayout
  {
    let counts = (0..<sections).map { index -> Int in
      switch appStorePattern[index % appStorePattern.count] {
      case .banners: 5
      case .apps: 12
      case .icons: 10
      case .cards: 6
      case .categories: 8
      }
    }
    return solve(container, counts: counts) { index, _ in
      let kind = appStorePattern[index % appStorePattern.count]
      var section = appStoreSection(kind)
      if scalingCards, kind == .cards {
        section.visibleItemsInvalidationHandler = { items, _, environment in
          let middle = Double(environment.containerSize.width) / 2
          for index in items.indices {
            let distance = min(abs(Double(items[index].frame.midX) - middle) / middle, 1)
            let scale = 1 - 0.12 * distance
            items[index].transform = LayoutTransform(scaleX: scale, y: scale)
            items[index].alpha = 1 - 0.4 * distance
          }
        }
      }
      return section
    }
  }

  /// One section of the App Store screen.
  public static func appStoreSection(_ kind: AppStoreSection) -> LayoutSection {
    let sides = DirectionalInsets(top: 0, leading: 16, bottom: 24, trailing: 16)
    let fill = item(.fractionalWidth(1), .fractionalHeight(1))
    switch kind {
    case .banners:
      return LayoutSection(
        group: .horizontal(size: size(.fractionalWidth(0.92), .absolute(250)), subitems: [fill]),
        contentInsets: sides, interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPaging,
        boundarySupplementaryItems: [header(50)])
    case .apps:
      let row = item(
        .fractionalWidth(1), .fractionalHeight(1), insets: DirectionalInsets(top: 4, bottom: 4))
      let column = LayoutGroup.vertical(
        size: size(.fractionalWidth(0.92), .absolute(228)), repeating: row, count: 3)
      return LayoutSection(
        group: column, contentInsets: sides, interGroupSpacing: 10,
        orthogonalScrollingBehavior: .groupPaging, boundarySupplementaryItems: [header(50)])
    case .icons:
      let column = LayoutGroup.horizontal(
        size: size(.fractionalWidth(0.3), .fractionalWidth(0.38)), subitems: [fill])
      return LayoutSection(
        group: column, contentInsets: sides, interGroupSpacing: 12,
        orthogonalScrollingBehavior: .continuousGroupLeadingBoundary,
        boundarySupplementaryItems: [header(50)])
    case .cards:
      return LayoutSection(
        group: .horizontal(size: size(.fractionalWidth(0.75), .absolute(180)), subitems: [fill]),
        contentInsets: DirectionalInsets(top: 0, leading: 0, bottom: 24, trailing: 0),
        interGroupSpacing: 14, orthogonalScrollingBehavior: .groupPagingCentered,
        boundarySupplementaryItems: [header(50)])
    case .categories:
      // Self-sizing rows: 52 pt until measured.
      return LayoutSection(
        group: .vertical(
          size: size(.fractionalWidth(1), .estimated(52)),
          subitems: [item(.fractionalWidth(1), .estimated(52))]),
        contentInsets: sides, interGroupSpacing: 1, boundarySupplementaryItems: [header(50)])
    }
  }

  // MARK: - Demo 3

  /// A grouped list: rows inset from the sides on a rounded background per section, with a
  /// pinned header.
  public static func groupedList(_ container: CGSize) -> CompositionalLayout {
    solve(container, counts: [4, 6, 3, 8, 5], spacing: 8) { _, _ in
      LayoutSection(
        group: .vertical(
          size: size(.fractionalWidth(1), .absolute(48)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
        contentInsets: DirectionalInsets(top: 8, leading: 32, bottom: 20, trailing: 32),
        interGroupSpacing: 1, boundarySupplementaryItems: [header(40, pinned: true)],
        decorationItems: [
          LayoutDecorationItem(
            contentInsets: DirectionalInsets(top: 40, leading: 16, bottom: 12, trailing: 16))
        ])
    }
  }

  // MARK: - Demo 4

  /// A custom group of eight cells: a mosaic whose frames come from the screen width, as the
  /// seed's item provider computes them.
  public static func customGroup(_ container: CGSize) -> CompositionalLayout {
    solve(container, counts: [40]) { _, environment in
      let gap = 6.0
      let unit = (Double(environment.containerSize.width) - 16 - 3 * gap) / 4
      // A 4 × 4 grid tiled by eight cells: (column, row, columns wide, rows tall).
      let cells: [(Double, Double, Double, Double)] = [
        (0, 0, 2, 2), (2, 0, 1, 1), (3, 0, 1, 1), (2, 1, 2, 1),
        (0, 2, 1, 2), (1, 2, 2, 1), (3, 2, 1, 2), (1, 3, 2, 1),
      ]
      let frames = cells.map { column, row, columns, rows in
        CGRect(
          x: column * (unit + gap), y: row * (unit + gap),
          width: columns * unit + (columns - 1) * gap,
          height: rows * unit + (rows - 1) * gap)
      }
      return LayoutSection(
        group: .custom(
          size: size(.fractionalWidth(1), .absolute(4 * unit + 3 * gap)), frames: frames),
        contentInsets: .all(8), interGroupSpacing: gap)
    }
  }
}
