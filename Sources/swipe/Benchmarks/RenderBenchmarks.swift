import Foundation
import SwipeCanvas
import SwipeCore
import SwipeGallery
import SwipeScenario

/// Render time per frame of every gallery demo mid-gesture (display list plus cairo drawing at
/// scale 1), as a fraction of a 60 Hz frame.
enum RenderBenchmarks {
  static var benchmarks: [Benchmark] {
    DemoCatalog.all.map { type in
      Benchmark(name: "render.frame.\(type.name)") { measure(type, $0) }
    }
  }

  static func measure(_ type: any Demo.Type, _ harness: BenchmarkHarness) -> BenchmarkResult {
    var scenario = type.script
    let moment = min(0.5, scenario.sampling.end)
    scenario.sampling = .at([moment])
    let demo = type.init(viewport: scenario.viewport)
    var simulation: any SceneSimulation = demo
    ScenarioRunner.play(scenario, on: &simulation) { _, _ in }
    let canvas = Canvas(size: demo.viewport, scale: 1)
    var list = DisplayList()
    let frame = 1.0 / 60
    let median = harness.time(operations: 1) {
      list.removeAll()
      demo.render(into: &list)
      canvas.draw(list)
      benchmarkSink += Double(list.commands.count)
    }.ours
    return BenchmarkResult(
      name: "render.frame.\(type.name)", n: list.commands.count, medianNanoseconds: median,
      frameBudgetFraction: median / (frame * 1e9))
  }
}
