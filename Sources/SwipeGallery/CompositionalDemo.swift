import Foundation
import SwipeCanvas
import SwipeCompositional
import SwipeCore
import SwipeScenario

/// One of the seed's compositional screens: a layout and how its cells look.
public protocol CompositionalExample {
  /// The demo's short name.
  static var name: String { get }
  /// The title in the demo list and the navigation bar.
  static var title: String { get }
  /// One line about what it shows.
  static var summary: String { get }
  /// The script the recorder plays by default.
  static var script: Scenario { get }
  /// The layout for a screen of `container`.
  static func layout(_ container: CGSize) -> CompositionalLayout
  /// The title of a section's header.
  static func headerTitle(section: Int) -> String
  /// Draws one cell at `frame` (screen coordinates).
  static func drawCell(
    _ element: CompositionalElement, in frame: CGRect, into list: inout DisplayList)
}

extension CompositionalExample {
  /// "Section n".
  public static func headerTitle(section: Int) -> String { "Section \(section + 1)" }

  /// A rounded tile numbered `section·item`.
  public static func drawCell(
    _ element: CompositionalElement, in frame: CGRect, into list: inout DisplayList
  ) {
    let index = element.item ?? 0
    list.append(.fill(frame, Theme.tile(index + element.section * 3), cornerRadius: 10))
    list.append(
      .text(
        "\(element.section + 1)·\(index + 1)", in: frame.insetBy(dx: 6, dy: 6), Theme.caption,
        .white, .center))
  }
}

/// A gallery demo of a compositional layout on a ``CompositionalCollection``: the main list
/// scrolls under a navigation bar, orthogonal sections scroll on their own.
public final class CompositionalDemo<Example: CompositionalExample>: Demo {
  /// Part of the ``Demo`` protocol.
  public static var name: String { Example.name }
  /// Part of the ``Demo`` protocol.
  public static var title: String { Example.title }
  /// Part of the ``Demo`` protocol.
  public static var summary: String { Example.summary }
  /// Part of the ``Demo`` protocol.
  public static var script: Scenario { Example.script }

  /// Part of the ``Demo`` protocol.
  public let viewport: CGSize
  var collection: CompositionalCollection
  var names = EventNameRecorder()

  /// Part of the ``Demo`` protocol.
  public init(viewport: CGSize) {
    self.viewport = viewport
    collection = CompositionalCollection(
      layout: Example.layout(viewport), contentInset: Insets(top: 64))
  }

  /// Part of the ``Demo`` protocol.
  public func advance(to time: TimeInterval) { collection.advance(to: time, delegate: &names) }

  /// Part of the ``Demo`` protocol.
  public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    collection.touch(phase, at: point, time: time, delegate: &names)
  }

  /// Part of the ``Demo`` protocol.
  public func fling(vx: Double, vy: Double, time: TimeInterval) {
    collection.fling(velocity: vy, at: time, delegate: &names)
  }

  /// Part of the ``Demo`` protocol.
  public func perform(_ call: ScenarioCall, time: TimeInterval) {
    if case .setContentOffset(_, let y, let animated) = call {
      collection.setContentOffset(y, animated: animated, at: time, delegate: &names)
    }
  }

  /// Part of the ``Demo`` protocol: the list's offset, each orthogonal section's offset, and
  /// the group the first group-paged section rests on or heads for.
  public func sampleFields() -> [(String, JSONOutput)] {
    let scrollers = collection.orthogonalScrollers.compactMap { $0 }
    let orthogonal = scrollers.map { JSONOutput.number($0.offset) }
    var fields: [(String, JSONOutput)] = [
      ("offset", .number(Double(collection.contentOffset.y))),
      ("orthogonal", .array(orthogonal)),
    ]
    if let page = scrollers.lazy.compactMap(\.currentPage).first {
      fields.append(("page", .number(Double(page))))
    }
    return fields
  }

  /// Part of the ``Demo`` protocol.
  public func takeEventNames() -> [String] { names.take() }

  /// Part of the ``Demo`` protocol.
  public func render(into list: inout DisplayList) {
    let width = Double(viewport.width)
    list.append(.fill(CGRect(origin: .zero, size: viewport), Theme.background))
    let offset = collection.contentOffset
    let elements = collection.visibleElements.sorted { $0.zIndex < $1.zIndex }
    for element in elements where !element.isHidden {
      let frame = element.transform.applied(
        toFrameAboutCenter: element.frame.offsetBy(dx: -offset.x, dy: -offset.y))
      let faded = element.alpha < 1
      if faded { list.append(.pushOpacity(element.alpha)) }
      draw(element, in: frame, into: &list)
      if faded { list.append(.popOpacity) }
    }
    Chrome.navigationBar(Example.title, width: width, into: &list)
  }

  func draw(_ element: CompositionalElement, in frame: CGRect, into list: inout DisplayList) {
    switch (element.category, element.kind) {
    case (.cell, _):
      Example.drawCell(element, in: frame, into: &list)
    case (.decoration, _):
      list.append(.fill(frame, Theme.surface, cornerRadius: 12))
    case (.supplementary, "header"):
      list.append(.fill(frame, Theme.background.withAlpha(0.94)))
      list.append(
        .text(
          Example.headerTitle(section: element.section), in: frame.insetBy(dx: 4, dy: 0),
          Font(size: 20, bold: true), Theme.text))
    case (.supplementary, "footer"):
      list.append(
        .text(
          "End of section \(element.section + 1)", in: frame.insetBy(dx: 4, dy: 0), Theme.caption,
          Theme.secondaryText, .center))
    case (.supplementary, _):
      let radius = Double(min(frame.width, frame.height)) / 2
      list.append(
        .circle(center: CGPoint(x: frame.midX, y: frame.midY), radius: radius, Theme.tint))
      list.append(
        .text(
          "\(((element.item ?? 0) % 9) + 1)", in: frame, Font(size: 12, bold: true), .white,
          .center))
    }
  }
}

// MARK: - The five examples

/// Demo 0: alternating sizes with flexible edge spacing.
public enum AlternatingSizesExample: CompositionalExample {
  /// Part of the ``CompositionalExample`` protocol.
  public static let name = "compositional-sizes"
  /// Part of the ``CompositionalExample`` protocol.
  public static let title = "Alternating sizes"
  /// Part of the ``CompositionalExample`` protocol.
  public static let summary = "Flexible edge spacing: bottom-aligned and centred cells."
  /// Part of the ``CompositionalExample`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      4,
      [
        drag(0.3, from: (195, 700), to: (195, 350), duration: 0.15),
        drag(2.2, from: (195, 400), to: (195, 550), duration: 0.3, hold: 0.2),
      ])
  }
  /// Part of the ``CompositionalExample`` protocol.
  public static func layout(_ container: CGSize) -> CompositionalLayout {
    CompositionalExamples.alternatingSizes(container)
  }
}

/// Demo 1: one big cell over two small ones, badges, header and footer.
public enum BadgesExample: CompositionalExample {
  /// Part of the ``CompositionalExample`` protocol.
  public static let name = "compositional-badges"
  /// Part of the ``CompositionalExample`` protocol.
  public static let title = "Nested groups and badges"
  /// Part of the ``CompositionalExample`` protocol.
  public static let summary = "A big cell beside two small ones; badges on their corners."
  /// Part of the ``CompositionalExample`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      4,
      [
        drag(0.3, from: (195, 700), to: (195, 300), duration: 0.2),
        drag(2.0, from: (195, 700), to: (195, 250), duration: 0.1),
      ])
  }
  /// Part of the ``CompositionalExample`` protocol.
  public static func layout(_ container: CGSize) -> CompositionalLayout {
    CompositionalExamples.badges(container)
  }
}

/// Demo 2: the App Store "Games" screen.
public enum AppStoreExample: CompositionalExample {
  /// Part of the ``CompositionalExample`` protocol.
  public static let name = "app-store"
  /// Part of the ``CompositionalExample`` protocol.
  public static let title = "Games"
  /// Part of the ``CompositionalExample`` protocol.
  public static let summary = "Twelve sections; group-paged rows move one group per swipe."
  /// Part of the ``CompositionalExample`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      8,
      [
        // Three fast flicks on the banners: one banner each.
        drag(0.3, from: (340, 240), to: (80, 240), duration: 0.05),
        drag(0.9, from: (340, 240), to: (40, 240), duration: 0.04),
        drag(1.5, from: (340, 240), to: (40, 240), duration: 0.04),
        // Down to the app lists, then a column per swipe.
        drag(2.4, from: (195, 600), to: (195, 330), duration: 0.3, hold: 0.1),
        drag(3.4, from: (340, 300), to: (100, 300), duration: 0.06),
        drag(4.2, from: (340, 560), to: (60, 560), duration: 0.08),
        drag(5.2, from: (195, 700), to: (195, 250), duration: 0.1),
      ])
  }
  /// Part of the ``CompositionalExample`` protocol.
  public static func layout(_ container: CGSize) -> CompositionalLayout {
    CompositionalExamples.appStore(container, scalingCards: true)
  }

  static let titles: [CompositionalExamples.AppStoreSection: String] = [
    .banners: "Featured", .apps: "Top Games", .icons: "New This Week", .cards: "Editors' Choice",
    .categories: "Categories",
  ]
  static let categories = [
    "Action", "Adventure", "Arcade", "Board", "Card", "Casual", "Puzzle", "Racing",
  ]

  /// Part of the ``CompositionalExample`` protocol.
  public static func headerTitle(section: Int) -> String {
    let pattern = CompositionalExamples.appStorePattern
    return titles[pattern[section % pattern.count]] ?? ""
  }

  /// Part of the ``CompositionalExample`` protocol: banners, app rows, icons, cards and
  /// category rows each look like the App Store's.
  public static func drawCell(
    _ element: CompositionalElement, in frame: CGRect, into list: inout DisplayList
  ) {
    let pattern = CompositionalExamples.appStorePattern
    let index = element.item ?? 0
    let color = Theme.tile(index + element.section)
    switch pattern[element.section % pattern.count] {
    case .banners, .cards:
      list.append(.verticalGradient(frame, top: color, bottom: color.withAlpha(0.6)))
      list.append(
        .text(
          "GAME \(index + 1)",
          in: CGRect(x: frame.minX + 16, y: frame.maxY - 56, width: frame.width - 32, height: 40),
          Font(size: 22, bold: true), .white))
    case .apps:
      let icon = CGRect(x: frame.minX, y: frame.minY, width: frame.height, height: frame.height)
      list.append(.fill(icon, color, cornerRadius: 14))
      list.append(
        .text(
          "Game \(element.section + 1)-\(index + 1)",
          in: CGRect(
            x: icon.maxX + 12, y: frame.minY, width: frame.width - icon.width - 80,
            height: frame.height), Theme.body, Theme.text))
      list.append(
        .fill(
          CGRect(x: frame.maxX - 64, y: frame.midY - 14, width: 60, height: 28),
          Theme.separator.withAlpha(0.5), cornerRadius: 14))
      list.append(
        .text(
          "GET", in: CGRect(x: frame.maxX - 64, y: frame.midY - 14, width: 60, height: 28),
          Font(size: 14, bold: true), Theme.blue, .center))
    case .icons:
      list.append(.fill(frame, color, cornerRadius: 22))
    case .categories:
      list.append(.fill(frame, Theme.surface))
      list.append(
        .text(
          categories[index % categories.count], in: frame.insetBy(dx: 12, dy: 0), Theme.body,
          Theme.blue))
    }
  }
}

/// Demo 3: a grouped list with section backgrounds and pinned headers.
public enum GroupedListExample: CompositionalExample {
  /// Part of the ``CompositionalExample`` protocol.
  public static let name = "grouped-list"
  /// Part of the ``CompositionalExample`` protocol.
  public static let title = "Grouped list"
  /// Part of the ``CompositionalExample`` protocol.
  public static let summary = "Section backgrounds below the rows; headers pinned under the bar."
  /// Part of the ``CompositionalExample`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      4,
      [
        drag(0.3, from: (195, 700), to: (195, 420), duration: 0.4, hold: 0.3),
        drag(1.8, from: (195, 700), to: (195, 300), duration: 0.15),
      ])
  }
  /// Part of the ``CompositionalExample`` protocol.
  public static func layout(_ container: CGSize) -> CompositionalLayout {
    CompositionalExamples.groupedList(container)
  }

  /// Part of the ``CompositionalExample`` protocol: a plain row with a separator.
  public static func drawCell(
    _ element: CompositionalElement, in frame: CGRect, into list: inout DisplayList
  ) {
    list.append(
      .text(
        "Row \((element.item ?? 0) + 1)", in: frame.insetBy(dx: 12, dy: 0), Theme.body, Theme.text))
    list.append(
      .line(
        from: CGPoint(x: frame.minX + 12, y: frame.maxY + 0.5),
        to: CGPoint(x: frame.maxX, y: frame.maxY + 0.5), Theme.separator, lineWidth: 0.5))
  }
}

/// Demo 4: a custom group of eight cells.
public enum CustomGroupExample: CompositionalExample {
  /// Part of the ``CompositionalExample`` protocol.
  public static let name = "custom-group"
  /// Part of the ``CompositionalExample`` protocol.
  public static let title = "Custom group"
  /// Part of the ``CompositionalExample`` protocol.
  public static let summary = "Eight cells per group at frames the section provider computes."
  /// Part of the ``CompositionalExample`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      4,
      [
        drag(0.3, from: (195, 700), to: (195, 300), duration: 0.2),
        drag(2.0, from: (195, 300), to: (195, 500), duration: 0.3, hold: 0.2),
      ])
  }
  /// Part of the ``CompositionalExample`` protocol.
  public static func layout(_ container: CGSize) -> CompositionalLayout {
    CompositionalExamples.customGroup(container)
  }
}
