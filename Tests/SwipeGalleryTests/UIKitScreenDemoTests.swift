#if os(Linux)
  import Foundation
  import SwipeCanvas
  import SwipeCore
  import SwipeScenario
  import SwipeUIKit
  import Testing
  import UIKitStub

  @testable import SwipeGallery

  /// The demo app's screens on UIKitStub against the headless demos they rebuild: the same
  /// script gives the same header, bar and row frames at every frame.
  @MainActor @Suite("Demo app screens", .serialized)
  struct UIKitScreenDemoTests {
    /// What the comparison reads at one frame: the header's and bar's frames, and every row a
    /// table page shows (page index, row, frame on the screen).
    struct Geometry {
      var header: CGRect?
      var bar: CGRect?
      var rows: [Int: [Int: CGRect]] = [:]
    }

    /// Plays `scenario` on `simulation`, reading the geometry at every sample.
    static func geometries(
      _ scenario: Scenario, on simulation: any Demo, read: () -> Geometry
    ) -> [Geometry] {
      var played: any SceneSimulation = simulation
      var result: [Geometry] = []
      ScenarioRunner.play(scenario, on: &played) { _, _ in result.append(read()) }
      return result
    }

    /// The headless demo's geometry: rows laid out as its renderer lays them out.
    static func headless(_ demo: ContainerDemo) -> Geometry {
      let container = demo.container
      var geometry = Geometry(header: container.headerFrame, bar: container.barFrame)
      for page in container.loadedPages {
        guard case .table(_, let rows, let rowHeight) = demo.pages[page.index] else { continue }
        let frame = container.pageFrame(at: page.index)
        let firstRow =
          container.topInset + container.resolvedHeaderHeight + container.resolvedBarHeight
          - container.scrolled(pageAt: page.index)
        var shown: [Int: CGRect] = [:]
        for row in 0..<rows {
          let rect = CGRect(
            x: Double(frame.minX), y: firstRow + Double(row) * rowHeight,
            width: Double(frame.width), height: rowHeight)
          if rect.intersects(frame) { shown[row] = rect }
        }
        geometry.rows[page.index] = shown
      }
      return geometry
    }

    /// The UIKit screen's geometry: the views' frames, each row's cell on the screen.
    static func uikit(_ demo: UIKitScreenDemo) -> Geometry {
      guard let table = demo.swipeTableView else { return Geometry() }
      var geometry = Geometry(
        header: table.swipeHeaderView?.frame, bar: table.swipeHeaderBar?.frame)
      for index in 0..<(table.dataSource?.numberOfItems(in: table) ?? 0) {
        guard let page = table.itemView(at: index) as? UITableView, page.superview != nil
        else { continue }
        var shown: [Int: CGRect] = [:]
        for path in page.indexPathsForVisibleRows ?? [] {
          guard let cell = page.cellForRow(at: path) else { continue }
          shown[path.row] = cell.convert(cell.bounds, to: nil)
        }
        geometry.rows[index] = shown
      }
      return geometry
    }

    static func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
      guard let a, let b else { return a == nil && b == nil }
      return abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
        && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }

    @Test(
      "Header, bar and rows match the headless demo within 0.5 pt at every frame",
      arguments: ["single", "bar-only", "hidden-nav", "refresh"])
    func framesMatchHeadless(name: String) throws {
      let headlessType = try #require(DemoCatalog.demo(named: name))
      let uikitType = try #require(DemoCatalog.demo(named: "uikit-\(name)"))
      var scenario = headlessType.script
      scenario.sampling = .every(1.0 / 60, until: scenario.sampling.end)
      let headlessDemo = headlessType.init(viewport: scenario.viewport)
      let container = try #require(headlessDemo as? ContainerDemo)
      let expected = Self.geometries(scenario, on: headlessDemo) { Self.headless(container) }
      let uikitDemo = uikitType.init(viewport: scenario.viewport)
      let screen = try #require(uikitDemo as? UIKitScreenDemo)
      let actual = Self.geometries(scenario, on: uikitDemo) { Self.uikit(screen) }
      #expect(actual.count == expected.count && actual.count > 300)
      var compared = 0
      var failures = 0
      for (frame, (mine, theirs)) in zip(actual, expected).enumerated() where failures < 5 {
        let time = Double(frame) / 60
        if !Self.close(mine.header, theirs.header) || !Self.close(mine.bar, theirs.bar) {
          Issue.record("\(name) t=\(time): header \(mine.header as Any) vs \(theirs.header as Any)")
          failures += 1
        }
        for (page, rows) in mine.rows {
          for (row, rect) in rows {
            compared += 1
            guard let wanted = theirs.rows[page]?[row] else {
              Issue.record(
                "\(name) t=\(time): page \(page) row \(row) shown at \(rect), not headless")
              failures += 1
              continue
            }
            if !Self.close(rect, wanted) {
              Issue.record("\(name) t=\(time): page \(page) row \(row) \(rect) vs \(wanted)")
              failures += 1
            }
          }
        }
      }
      #expect(compared > 1000, "rows compared: \(compared)")
    }

    /// Plays the screen `name`'s script, calling `check` with the screen at every sample.
    static func play(_ name: String, check: (UIKitScreenDemo) -> Void) throws {
      let type = try #require(DemoCatalog.demo(named: "uikit-\(name)"))
      var scenario = type.script
      scenario.sampling = .every(1.0 / 60, until: scenario.sampling.end)
      let demo = type.init(viewport: scenario.viewport)
      let screen = try #require(demo as? UIKitScreenDemo)
      var played: any SceneSimulation = demo
      ScenarioRunner.play(scenario, on: &played) { _, _ in check(screen) }
    }

    /// The texts `screen` draws, with their frames.
    static func texts(_ screen: UIKitScreenDemo) -> [(String, CGRect)] {
      var list = DisplayList()
      screen.render(into: &list)
      return list.commands.compactMap { command in
        if case .text(let text, let frame, _, _, _) = command { return (text, frame) }
        return nil
      }
    }

    @Test("The SwiftUI screen draws its header and rows, pages, pins its bar and takes a tab tap")
    func swiftUIScreen() throws {
      let type = try #require(DemoCatalog.demo(named: "swiftui-profile"))
      var scenario = type.script
      scenario.sampling = .every(1.0 / 60, until: scenario.sampling.end)
      let demo = type.init(viewport: scenario.viewport)
      let screen = try #require(demo as? UIKitScreenDemo)
      let table = try #require(screen.swipeTableView, "the SwipeView's container, hosted")
      // The first frame: the header's title centred in it, the first row below the bar, 20 pt
      // in, as SwiftUI insets a row.
      let header = try #require(table.swipeHeaderView?.frame)
      let bar = try #require(table.swipeHeaderBar?.frame)
      #expect(header == CGRect(x: 0, y: 64, width: 390, height: 200), "under the safe area")
      #expect(bar.minY == 264 && bar.height == 44)
      let texts = Self.texts(screen)
      let title = try #require(texts.first { $0.0 == "SwipeView" }?.1)
      #expect(header.contains(title) && abs(title.midY - header.midY) < 20)
      let row = try #require(texts.first { $0.0 == "Posts 1" }?.1)
      #expect(row.minX == 20 && row.minY >= bar.maxY)
      #expect(texts.contains { $0.0 == "Replies" }, "the segmented bar's tabs")
      // The script: two swipes on, a fling that pins the bar, a tap on the first tab.
      var indices = [table.currentItemIndex]
      var pinned = false
      var played: any SceneSimulation = demo
      ScenarioRunner.play(scenario, on: &played) { _, _ in
        if table.currentItemIndex != indices.last { indices.append(table.currentItemIndex) }
        if let bar = table.swipeHeaderBar?.frame, abs(bar.minY - 64) < 0.5 { pinned = true }
      }
      // The tap's animated change back to the first page passes the second.
      #expect(indices == [0, 1, 2, 1, 0])
      #expect(pinned, "the fling collapsed the header and pinned the bar under the navigation bar")
      #expect(Self.texts(screen).contains { $0.0 == "Posts 1" }, "back on the first list")
    }

    @Test("The fading title bar shows as much as the header has collapsed, at every frame")
    func fadingTitleFollowsTheHeader() throws {
      var seen: Set<Int> = []
      try Self.play("fading-title") { screen in
        guard let table = screen.swipeTableView,
          let titleBar = table.subviews.last(where: {
            $0.frame == CGRect(x: 0, y: 0, width: 390, height: 64)
          })
        else {
          Issue.record("no title bar")
          return
        }
        let progress = min(max(table.headerProgress, 0), 1)
        #expect(abs(titleBar.alpha - progress) < 1e-9)
        seen.insert(Int((progress * 4).rounded()))
      }
      #expect(seen == [0, 1, 2, 3, 4], "the script takes it from clear to whole and back")
    }

    @Test("The stretchy header grows under a pull, comes back, and its picture lags behind")
    func stretchyHeader() throws {
      var tallest: CGFloat = 0
      var lagged = false
      try Self.play("stretchy") { screen in
        guard let table = screen.swipeTableView, let header = table.swipeHeaderView,
          let picture = header.subviews.first
        else {
          Issue.record("no header")
          return
        }
        tallest = max(tallest, header.frame.height)
        let lag = max(table.headerProgress, 0) * 130
        #expect(abs(picture.frame.minY - lag) < 1e-9)
        if lag > 40 { lagged = true }
      }
      #expect(tallest > 300, "a pull stretched it")
      #expect(lagged)
    }
  }
#endif
