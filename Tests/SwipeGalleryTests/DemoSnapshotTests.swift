import Foundation
import SwipeCanvas
import SwipeCore
import SwipeScenario
import Testing

@testable import SwipeGallery

/// Every demo at rest, mid-gesture and at the end of its script, against reviewed golden images.
@Suite("Demo snapshots")
struct DemoSnapshotTests {
  /// A moment inside each demo's first gesture.
  static let midGesture: [String: Double] = [
    "single": 0.5, "hybrid": 0.5, "bar-only": 0.5, "hidden-nav": 0.5, "refresh": 0.6,
    "paging-by-cell": 0.34, "waterfall": 0.5,
  ]

  static var cases: [(String, String, Double)] {
    DemoCatalog.all.flatMap { type in
      [
        (type.name, "rest", 0.0), (type.name, "gesture", midGesture[type.name] ?? 0.5),
        (type.name, "end", type.script.sampling.end),
      ]
    }
  }

  /// The display list of `type` at `time` of its script.
  static func displayList(_ type: any Demo.Type, at time: Double) -> DisplayList {
    var scenario = type.script
    scenario.sampling = .at([time])
    let demo = type.init(viewport: scenario.viewport)
    var simulation: any SceneSimulation = demo
    var list = DisplayList()
    ScenarioRunner.play(scenario, on: &simulation) { _, _ in
      list.removeAll()
      demo.render(into: &list)
    }
    return list
  }

  /// Draws a demo's display list as the goldens are drawn: scale 1, the theme's background.
  static func draw(_ list: DisplayList, size: CGSize = DemoCatalog.viewport) -> Canvas {
    let canvas = Canvas(size: size, scale: 1)
    canvas.draw(list, background: Theme.background)
    return canvas
  }

  /// Renders `type` at `time` of its script.
  static func render(_ type: any Demo.Type, at time: Double) -> Canvas {
    draw(displayList(type, at: time), size: type.script.viewport)
  }

  @Test("Each demo matches its golden image", arguments: cases)
  func snapshot(name: String, moment: String, time: Double) throws {
    let type = try #require(DemoCatalog.demo(named: name))
    try ImageSnapshot.assert(Self.render(type, at: time), named: "\(name)-\(moment)")
  }

  @Test("The demo list matches its golden image")
  func menu() throws {
    let canvas = Canvas(size: DemoCatalog.viewport, scale: 1)
    var list = DisplayList()
    DemoMenu.render(viewport: DemoCatalog.viewport, into: &list)
    canvas.draw(list)
    try ImageSnapshot.assert(canvas, named: "menu")
    #expect(DemoMenu.demo(at: CGPoint(x: 100, y: 100))?.name == "single")
    #expect(DemoMenu.demo(at: CGPoint(x: 100, y: 40)) == nil)
  }

  @Test("Every demo's script plays to the end and moves something")
  func scriptsMove() throws {
    for type in DemoCatalog.all {
      let start = Self.render(type, at: 0).rgbaPixels
      let end = Self.render(type, at: type.script.sampling.end).rgbaPixels
      // Compare outside #expect: a failure would print both pixel arrays.
      let moved = start != end
      #expect(moved, "\(type.name) looks the same at the end of its script")
    }
  }
}

@Suite("Compositional examples")
struct CompositionalExampleTests {
  @Test("The App Store demo solves to the same elements as its `swipe layout` example file")
  func appStoreMatchesFile() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../examples/layouts/compositional-app-store.json").standardized
    guard case .compositional(let fromFile) = try LayoutFile.decode(Data(contentsOf: url)).layout
    else {
      Issue.record("not a compositional file")
      return
    }
    let demo = CompositionalExamples.appStore(CGSize(width: 390, height: 844), scalingCards: true)
    #expect(demo.allElements == fromFile.allElements)
    // 110 cells and 12 headers.
    #expect(demo.allElements.count == 122)
  }
}
