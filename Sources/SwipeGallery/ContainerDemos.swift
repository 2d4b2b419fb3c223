import Foundation
import SwipeCanvas
import SwipeCore
import SwipeScenario

/// SingleOneKindView: four table pages, a header picture, an "Item0…Item3" bar whose selection
/// follows the index and whose taps scroll to a page, and an indicator that follows the swipe.
public final class SingleDemo: ContainerDemo, Demo {
  /// Part of the ``Demo`` protocol.
  public static let name = "single"
  /// Part of the ``Demo`` protocol.
  public static let title = "Single kind of list"
  /// Part of the ``Demo`` protocol.
  public static let summary = "Four tables share a header; the bar pins under the navigation bar."
  /// Part of the ``Demo`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      7,
      [
        drag(0.3, from: (195, 700), to: (195, 560), duration: 0.25, hold: 0.1),
        drag(1.4, from: (330, 640), to: (80, 640), duration: 0.2),
        drag(2.4, from: (195, 760), to: (195, 280), duration: 0.2, hold: 0.1),
        drag(3.5, from: (330, 640), to: (80, 640), duration: 0.2),
      ] + tap(4.8, at: (341, 86)) + [drag(5.9, from: (80, 640), to: (330, 640), duration: 0.2)])
  }

  /// Part of the ``Demo`` protocol.
  public required init(viewport: CGSize) {
    super.init(
      viewport: viewport,
      setup: ContainerDemoSetup(
        navigationTitle: "SingleOneKindView", barTitles: ["Item0", "Item1", "Item2", "Item3"],
        pages: [8, 10, 5, 12].enumerated().map {
          .table(title: "Item\($0)", rows: $1, rowHeight: 60)
        }))
  }
}

/// HybridItemViews: tables on pages 0 and 2, waterfall collections on 1 and 3.
public final class HybridDemo: ContainerDemo, Demo {
  /// Part of the ``Demo`` protocol.
  public static let name = "hybrid"
  /// Part of the ``Demo`` protocol.
  public static let title = "Tables and collections"
  /// Part of the ``Demo`` protocol.
  public static let summary = "Pages of different kinds share the header and stay aligned."
  /// Part of the ``Demo`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      6,
      [
        drag(0.3, from: (195, 700), to: (195, 560), duration: 0.25, hold: 0.1),
        drag(1.3, from: (330, 640), to: (80, 640), duration: 0.2),
        drag(2.3, from: (195, 760), to: (195, 160), duration: 0.15),
        drag(3.6, from: (330, 640), to: (80, 640), duration: 0.2),
        drag(4.6, from: (330, 640), to: (80, 640), duration: 0.2),
      ])
  }

  /// Part of the ``Demo`` protocol.
  public required init(viewport: CGSize) {
    let width = Double(viewport.width)
    super.init(
      viewport: viewport,
      setup: ContainerDemoSetup(
        navigationTitle: "HybridItemViews", barTitles: ["Table", "Photos", "List", "Grid"],
        pages: [
          .table(title: "Table", rows: 20, rowHeight: 60),
          .collection(title: "Photo", count: 30, width: width),
          .table(title: "List", rows: 6, rowHeight: 60),
          .collection(title: "Grid", count: 8, width: width),
        ]))
  }
}

/// DisabledBarScroll: no header, a fixed news-style menu bar, lists that pull under it.
public final class BarOnlyDemo: ContainerDemo, Demo {
  /// Part of the ``Demo`` protocol.
  public static let name = "bar-only"
  /// Part of the ``Demo`` protocol.
  public static let title = "Bar only"
  /// Part of the ``Demo`` protocol.
  public static let summary = "No header: the menu bar stays fixed while the lists scroll."
  /// Part of the ``Demo`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      5,
      [
        drag(0.3, from: (195, 300), to: (195, 460), duration: 0.25, hold: 0.15),
        drag(1.4, from: (195, 760), to: (195, 300), duration: 0.15),
        drag(2.6, from: (330, 600), to: (100, 600), duration: 0.15),
      ] + tap(3.8, at: (292, 86)))
  }

  /// Part of the ``Demo`` protocol.
  public required init(viewport: CGSize) {
    super.init(
      viewport: viewport,
      setup: ContainerDemoSetup(
        navigationTitle: "DisabledBarScroll", headerHeight: nil,
        barTitles: ["推荐", "热点", "科技", "体育"], barScrollDisabled: true,
        pages: ["推荐", "热点", "科技", "体育"].map { .table(title: $0, rows: 25, rowHeight: 72) }))
  }
}

/// HiddenNavigationBar: top inset 0, a round back button over the header.
public final class HiddenNavigationDemo: ContainerDemo, Demo {
  /// Part of the ``Demo`` protocol.
  public static let name = "hidden-nav"
  /// Part of the ``Demo`` protocol.
  public static let title = "Hidden navigation bar"
  /// Part of the ``Demo`` protocol.
  public static let summary = "Top inset 0: the bar pins at the very top; a round back button."
  /// Part of the ``Demo`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      5,
      [
        drag(0.3, from: (195, 600), to: (195, 250), duration: 0.3, hold: 0.1),
        drag(1.5, from: (330, 640), to: (80, 640), duration: 0.2),
        drag(2.6, from: (195, 300), to: (195, 700), duration: 0.3, hold: 0.1),
      ])
  }

  /// Part of the ``Demo`` protocol.
  public required init(viewport: CGSize) {
    super.init(
      viewport: viewport,
      setup: ContainerDemoSetup(
        navigationTitle: nil, topInset: 0, headerHeight: 260,
        barTitles: ["Item0", "Item1", "Item2"],
        pages: (0..<3).map { .table(title: "Item\($0)", rows: 16, rowHeight: 60) },
        roundBackButton: true))
  }
}

/// The seed's refresh demo: every page refreshes (60 pt spinner, 3 s), load more at the bottom.
public final class RefreshDemo: ContainerDemo, Demo {
  /// Part of the ``Demo`` protocol.
  public static let name = "refresh"
  /// Part of the ``Demo`` protocol.
  public static let title = "Pull to refresh"
  /// Part of the ``Demo`` protocol.
  public static let summary = "A spinner grows with the pull, spins for 3 s; load more at the end."
  /// Part of the ``Demo`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      8,
      [
        drag(0.3, from: (195, 300), to: (195, 600), duration: 0.4, hold: 0.15),
        drag(4.3, from: (195, 780), to: (195, 120), duration: 0.12),
        drag(4.9, from: (195, 780), to: (195, 120), duration: 0.12),
        drag(6.6, from: (195, 780), to: (195, 160), duration: 0.12),
      ])
  }

  /// Part of the ``Demo`` protocol.
  public required init(viewport: CGSize) {
    super.init(
      viewport: viewport,
      setup: ContainerDemoSetup(
        navigationTitle: "Refresh", barTitles: ["Item0", "Item1", "Item2", "Item3"],
        pages: (0..<4).map { .table(title: "Item\($0)", rows: 20, rowHeight: 60) },
        refresh: true, loadMore: true))
  }
}
